// Declaration of the classic cart page (WooCommerce's cart.js): mounted on the cart page's body, which stays
// while the cart form, the totals and even the whole cart container are swapped from the server's answers.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const cartPageWidget = defineWidget({
  name: 'cart-page',
  selectors: ['body.woocommerce-cart'],
  // At once: the update button must be disabled before the shopper changes anything.
  load: 'ready',
  replaces: ['wc-cart'],
  module: () => import('./cart-page.ts'),
});
