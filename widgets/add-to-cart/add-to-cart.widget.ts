// Declaration of the ajax add-to-cart button (shop loops and product pages): stock WooCommerce marks it
// `.add_to_cart_button.ajax_add_to_cart` with a data-product_id; anything else follows its link.
import { defineWidget } from '../../core/registry/define-widget.ts';
import { addToCartAttributes } from './add-to-cart.attributes.ts';

export const addToCartWidget = defineWidget({
  name: 'add-to-cart',
  selectors: ['.add_to_cart_button.ajax_add_to_cart[data-product_id]:not(.wc-interactive)'],
  attributes: addToCartAttributes,
  // The link works without us, so the chunk waits for the shopper; an early click is held and replayed.
  load: 'interaction',
  replaces: ['wc-add-to-cart'],
  module: () => import('./add-to-cart.ts'),
});
