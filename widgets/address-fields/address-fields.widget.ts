// Declaration of the country and state fields (WooCommerce's country-select.js and address-i18n.js, without
// selectWoo): every `.country_to_state` control — checkout billing and shipping, the cart's shipping calculator,
// the account's address form. The native select stays: accessible, typed-ahead and styled by the theme.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const addressFieldsWidget = defineWidget({
  name: 'address-fields',
  selectors: ['select.country_to_state', 'input.country_to_state'],
  // At once: the state field and the labels must match the country before the shopper fills them in.
  load: 'ready',
  replaces: ['wc-country-select', 'wc-address-i18n', 'selectWoo'],
  module: () => import('./address-fields.ts'),
});
