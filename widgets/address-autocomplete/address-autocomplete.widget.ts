// Declaration of the address autocomplete (WooCommerce's address-autocomplete.js and its common API script) on the
// classic checkout's first address lines: with a provider the shop enabled, typing offers addresses to choose.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const addressAutocompleteWidget = defineWidget({
  name: 'address-autocomplete',
  selectors: ['#billing_address_1', '#shipping_address_1'],
  // When the main thread is idle: the field works without it, and the combobox is in place before most typing.
  load: 'idle',
  replaces: ['wc-address-autocomplete', 'wc-address-autocomplete-common'],
  module: () => import('./address-autocomplete.ts'),
});
