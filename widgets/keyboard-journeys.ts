// The widgets a shopper never operates, with why: nothing of theirs takes focus or a key. Every other widget of the
// catalogue has a keyboard-only journey, a browser test tagged `@keyboard:<widget>` that reaches the widget's outcome
// with keys alone (its pointer tripwire, fixtures/specs/support/keyboard-only.ts, fails it on any pointer input).
// scripts/keyboard-journeys.ts checks both and writes the README's table. Read by scripts, never bundled.
export const widgetsWithoutKeyboardUse: Record<string, string> = {
  analytics: 'sends measurements to the analytics service; renders nothing',
  'builder-animations': 'plays entrance animations when elements come into view; nothing of it takes focus or a key',
  'builder-counters': 'counts numbers up, draws a ring and fills bars when they come into view; nothing of it takes focus or a key',
  'builder-testimonial': 'sizes the portrait and indents the text of a testimonial; nothing of it takes focus or a key',
  'builder-split-test': 'logs the page’s split-test visits, goal views and clicks in the background; the goal stays the theme’s own link and it adds nothing that takes focus or a key',
  'cart-count': 'rewrites the theme’s header cart count; the link itself is the theme’s',
  'cart-fragments': 'fills the mini-cart with the server’s markup; the mini-cart’s controls are other widgets’',
  'theme-landmarks': 'names the theme’s content and top bar as landmarks; nothing of it takes focus or a key',
  'theme-checkout-scroll': 'brings the checkout form back below the theme’s fixed header after an error; the form’s fields are other widgets’',
  countdown: 'shows the time left and says it to screen readers once a minute; nothing of it takes focus or a key',
  'marketing-tags': 'loads consented third-party tags; renders nothing of its own',
  'order-attribution': 'fills hidden inputs of the checkout and registration forms',
  'quantity-minimum': 'raises a quantity below its minimum once, at mount; the field stays the browser’s own',
};
