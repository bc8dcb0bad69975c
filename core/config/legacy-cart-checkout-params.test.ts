// The cart, checkout, country and address-locale globals (wc_cart_params, wc_checkout_params,
// wc_country_select_params, wc_address_i18n_params) as WordPress prints them — JSON text inside strings, "1"/"yes"
// flags, [] for a country without states — read into the cart, checkout and address-field settings.
import { describe, expect, it } from 'vitest';
import { readPageConfig } from './page-config.ts';

/** As printed on the captured checkout page (27-checkout-guest.html), French texts as the fixture shop's. */
const checkoutGlobals = {
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

const emptyPage = () => document.implementation.createHTMLDocument('page');

describe('cart and checkout legacy params', () => {
  it('reads the nonces, flags and URL of wc_checkout_params and wc_cart_params', () => {
    const config = readPageConfig(emptyPage(), checkoutGlobals as unknown as Window);
    expect(config.checkout).toEqual({
      updateOrderReviewNonce: 'ef199ab3ed',
      applyCouponNonce: '30bf30fdce',
      removeCouponNonce: '5b13f4a044',
      checkoutUrl: '/?wc-ajax=checkout',
      isCheckout: true,
      guestCheckout: true,
      debugMode: false,
      customPlaceOrderGateways: [],
    });
    expect(config.cart).toEqual({ updateShippingMethodNonce: 'b18a98908e', applyCouponNonce: '30bf30fdce', removeCouponNonce: '5b13f4a044' });
    expect(config.wcAjaxUrl).toBe('/boutique/?wc-ajax=%%endpoint%%');
  });

  it('decodes the countries (a [] country has no states) and the address locale printed as JSON text', () => {
    const { addressFields } = readPageConfig(emptyPage(), checkoutGlobals as unknown as Window);
    expect(addressFields.countries).toEqual({ FR: {}, BE: {}, ES: { M: 'Madrid', B: 'Barcelone' } });
    expect(addressFields.locale).toEqual({
      FR: { postcode: { priority: 65 }, state: { required: false, hidden: true } },
      default: { city: { label: 'Ville', required: true, priority: 70 } },
    });
    expect(addressFields.localeFields).toEqual({ state: '#billing_state_field, #shipping_state_field, #calc_shipping_state_field' });
  });

  it('makes the params texts overrides of the catalogue', () => {
    const { i18n } = readPageConfig(emptyPage(), checkoutGlobals as unknown as Window);
    expect(i18n).toMatchObject({
      checkoutError: 'Erreur de commande <a href="/mon-compte/commandes/">historique</a>.',
      selectState: 'Choisir…',
      fieldRequired: 'obligatoire',
      fieldOptional: 'facultatif',
      passwordShow: 'Voir',
      passwordHide: 'Cacher',
    });
  });

  it('leaves malformed JSON text unsaid, so the defaults stand', () => {
    const broken = { wc_country_select_params: { countries: '{"FR":' }, wc_address_i18n_params: { locale: 'null', locale_fields: 42 } };
    expect(readPageConfig(emptyPage(), broken as unknown as Window).addressFields).toEqual({ countries: {}, locale: {}, localeFields: {} });
  });
});
