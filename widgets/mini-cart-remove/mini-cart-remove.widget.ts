// Declaration of the mini-cart's remove (×) link: stock markup `a.remove_from_cart_button` carrying the
// cart item key; without us its href removes the item through a full page load.
import { defineWidget } from '../../core/registry/define-widget.ts';
import { miniCartRemoveAttributes } from './mini-cart-remove.attributes.ts';

export const miniCartRemoveWidget = defineWidget({
  name: 'mini-cart-remove',
  selectors: ['.remove_from_cart_button[data-cart_item_key]'],
  attributes: miniCartRemoveAttributes,
  load: 'interaction',
  replaces: ['wc-add-to-cart'],
  module: () => import('./mini-cart-remove.ts'),
});
