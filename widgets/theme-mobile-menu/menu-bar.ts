// The mobile menu's bar (`span.mobile_menu_bar_toggle`, three lines the theme draws with CSS) as a disclosure
// button: it stays the theme's span, with its classes, so the theme's CSS keeps matching (core/a11y/span-button.ts:
// role, tab stop, French name, a button's keys), with `aria-expanded` and `aria-controls`.
import { spanButton } from '../../core/a11y/span-button.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';

/** Makes the bar a button controlling `controls`, pressed → `press`; its attributes are put back at unmount. */
export function enhanceBar(context: MountContext<NoAttributes>, bar: HTMLElement, name: string, controls: string, press: () => void): void {
  spanButton(context, bar, name, press);
  bar.setAttribute('aria-controls', controls);
  bar.setAttribute('aria-expanded', 'false');
}
