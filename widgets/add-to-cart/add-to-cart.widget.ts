// Declaration of the ajax add-to-cart button (shop loops and product pages): stock WooCommerce marks it
// `.add_to_cart_button.ajax_add_to_cart` with a data-product_id; anything else follows its link.
import { integer, number, string, type AttributeValues } from '../../core/registry/attribute-schema.ts';
import { defineWidget } from '../../core/registry/define-widget.ts';

const attributes = {
  product_id: integer({ required: true, min: 1 }),
  quantity: number({ default: 1, min: 0 }),
  success_message: string({ default: '' }),
};
export type AddToCartAttributes = AttributeValues<typeof attributes>;

export const addToCartWidget = defineWidget({
  name: 'add-to-cart',
  selectors: ['.add_to_cart_button.ajax_add_to_cart[data-product_id]:not(.wc-interactive)'],
  attributes,
  // The link works without us, so the chunk waits for the shopper; an early click is held and replayed.
  load: 'interaction',
  module: () => import('./add-to-cart.ts'),
});
