// The classic script (dist/address-autocomplete-api.js) that stands in for WooCommerce's
// `wc-address-autocomplete-common`: printed before the provider scripts, it installs
// `window.wc.addressAutocomplete`, so a provider registering before fondant.js runs finds the API; the widget
// adopts it with the providers registered there.
import { ensureProviderApi } from './provider-api.ts';

ensureProviderApi(window);
