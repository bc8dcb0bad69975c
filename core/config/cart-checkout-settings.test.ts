// The cart, checkout and address-field settings: the JSON config's `cart`, `checkout` and `addressFields` keys
// over WooCommerce's globals as WordPress prints them (wc_cart_params, wc_checkout_params, wc_country_select_params,
// wc_address_i18n_params: JSON text inside strings, "1"/"yes" flags, [] for a country without states), then the
// defaults; and the globals' texts as string overrides of the page config.
import { describe, expect, it } from 'vitest';
import { readAddressFieldSettings } from './address-field-settings.ts';
import { readCartSettings } from './cart-settings.ts';
import { readCheckoutSettings } from './checkout-settings.ts';
import { readPageConfig } from './page-config.ts';

/** As printed on the captured checkout page (27-checkout-guest.html), French texts as the fixture shop's. */
const globals = {
  wc_checkout_params: {
    ajax_url: '/wp-admin/admin-ajax.php',
    wc_ajax_url: '/boutique/?wc-ajax=%%endpoint%%',
    update_order_review_nonce: 'ef199ab3ed',
    apply_coupon_nonce: '30bf30fdce',
    remove_coupon_nonce: '5b13f4a044',
    option_guest_checkout: 'yes',
    checkout_url: '/?wc-ajax=checkout',
    is_checkout: '1',
    debug_mode: '',
    i18n_checkout_error: 'Erreur de commande <a href="/mon-compte/commandes/">historique</a>.',
    gateways_with_custom_place_order_button: [],
  },
  wc_cart_params: { update_shipping_method_nonce: 'b18a98908e', apply_coupon_nonce: '30bf30fdce', remove_coupon_nonce: '5b13f4a044' },
  wc_country_select_params: { countries: '{"FR":[],"BE":[],"ES":{"M":"Madrid","B":"Barcelone"}}', i18n_select_state_text: 'Choisir…' },
  wc_address_i18n_params: {
    locale: '{"FR":{"postcode":{"priority":65},"state":{"required":false,"hidden":true}},"default":{"city":{"label":"Ville","required":true,"class":["form-row-wide"],"priority":70}}}',
    locale_fields: '{"state":"#billing_state_field, #shipping_state_field, #calc_shipping_state_field"}',
    i18n_required_text: 'obligatoire',
    i18n_optional_text: 'facultatif',
  },
  woocommerce_params: { i18n_password_show: 'Voir', i18n_password_hide: 'Cacher' },
};
const win = globals as unknown as Window;
const noGlobals = {} as Window;

describe('checkout settings', () => {
  it('reads the nonces, flags and URL of wc_checkout_params', () => {
    expect(readCheckoutSettings({}, win)).toEqual({
      updateOrderReviewNonce: 'ef199ab3ed',
      applyCouponNonce: '30bf30fdce',
      removeCouponNonce: '5b13f4a044',
      checkoutUrl: '/?wc-ajax=checkout',
      isCheckout: true,
      guestCheckout: true,
      debugMode: false,
      customPlaceOrderGateways: [],
    });
  });

  it('prefers the JSON config key by key, ignores values of the wrong type, and has defaults', () => {
    const json = { checkout: { updateOrderReviewNonce: 'json', isCheckout: false, guestCheckout: 'no', customPlaceOrderGateways: ['woocommerce_payments'] } };
    expect(readCheckoutSettings(json, win)).toMatchObject({ updateOrderReviewNonce: 'json', isCheckout: false, guestCheckout: true, customPlaceOrderGateways: ['woocommerce_payments'] });
    expect(readCheckoutSettings({}, noGlobals)).toEqual({
      updateOrderReviewNonce: '', applyCouponNonce: '', removeCouponNonce: '', checkoutUrl: '', isCheckout: false, guestCheckout: true, debugMode: false, customPlaceOrderGateways: [],
    });
  });
});

describe('cart settings', () => {
  it('reads wc_cart_params under the JSON config', () => {
    expect(readCartSettings({}, win)).toEqual({ updateShippingMethodNonce: 'b18a98908e', applyCouponNonce: '30bf30fdce', removeCouponNonce: '5b13f4a044' });
    expect(readCartSettings({ cart: { applyCouponNonce: 'json' } }, win).applyCouponNonce).toBe('json');
    expect(readCartSettings({}, noGlobals)).toEqual({ updateShippingMethodNonce: '', applyCouponNonce: '', removeCouponNonce: '' });
  });
});

describe('address field settings', () => {
  it('decodes the countries (a [] country has no states) and the address locale printed as JSON text', () => {
    expect(readAddressFieldSettings({}, win)).toEqual({
      countries: { FR: {}, BE: {}, ES: { M: 'Madrid', B: 'Barcelone' } },
      locale: {
        FR: { postcode: { priority: 65 }, state: { required: false, hidden: true } },
        default: { city: { label: 'Ville', required: true, priority: 70, class: ['form-row-wide'] } },
      },
      localeFields: { state: '#billing_state_field, #shipping_state_field, #calc_shipping_state_field' },
    });
  });

  it('takes the JSON config’s objects first, and leaves malformed text unsaid so the defaults stand', () => {
    expect(readAddressFieldSettings({ addressFields: { countries: { BE: [] } } }, win).countries).toEqual({ BE: {} });
    const broken = { wc_country_select_params: { countries: '{"FR":' }, wc_address_i18n_params: { locale: 'null', locale_fields: 42 } } as unknown as Window;
    expect(readAddressFieldSettings({}, broken)).toEqual({ countries: {}, locale: {}, localeFields: {} });
  });
});

describe('the globals’ texts', () => {
  it('become overrides of the string catalogue, and the cart and checkout globals give the wc-ajax URL', () => {
    const config = readPageConfig(document.implementation.createHTMLDocument('page'), win);
    expect(config.i18n).toMatchObject({
      checkoutError: 'Erreur de commande <a href="/mon-compte/commandes/">historique</a>.',
      selectState: 'Choisir…',
      fieldRequired: 'obligatoire',
      fieldOptional: 'facultatif',
      passwordShow: 'Voir',
      passwordHide: 'Cacher',
    });
    expect(config.wcAjaxUrl).toBe('/boutique/?wc-ajax=%%endpoint%%');
  });
});
