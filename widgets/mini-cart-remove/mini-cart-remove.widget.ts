// Declaration of the mini-cart's remove (×) link: stock markup `a.remove_from_cart_button` carrying the
// cart item key; without us its href removes the item through a full page load.
import { string, type AttributeValues } from '../../core/registry/attribute-schema.ts';
import { defineWidget } from '../../core/registry/define-widget.ts';

const attributes = {
  cart_item_key: string({ required: true }),
  success_message: string({ default: '' }),
};
export type MiniCartRemoveAttributes = AttributeValues<typeof attributes>;

export const miniCartRemoveWidget = defineWidget({
  name: 'mini-cart-remove',
  selectors: ['.remove_from_cart_button[data-cart_item_key]'],
  attributes,
  load: 'interaction',
  module: () => import('./mini-cart-remove.ts'),
});
