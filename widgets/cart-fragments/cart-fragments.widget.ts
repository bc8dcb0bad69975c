// Declaration of the mini-cart hydrator: the theme prints an empty `div.widget_shopping_cart_content`
// that must be filled from the stored fragments or the server as soon as the page is ready.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const cartFragmentsWidget = defineWidget({
  name: 'cart-fragments',
  selectors: ['div.widget_shopping_cart_content'],
  load: 'ready',
  replaces: ['wc-cart-fragments'],
  module: () => import('./cart-fragments.ts'),
});
