// What the legacy WooCommerce params globals (wp_localize_script output) say about the page, as a page-config
// layer, with WordPress's `wpApiSettings` (wp-api-request: the REST root and `wp_rest` nonce) when the page prints
// it. WordPress prints scalars as strings: is_cart is "1" or "", cart_redirect_after_add "yes"/"no". The texts of
// the cart, checkout, country and address-locale globals become string overrides; their other settings are read
// by the features that need them (cart-settings.ts, checkout-settings.ts, address-field-settings.ts).
import { asLegacyFlag as flag, asNumber, asRecord, asString } from './json-values.ts';
import type { PageConfigLayer } from './page-config-shape.ts';

/** wc_add_to_cart_variation_params key → string catalogue key. */
const variationTexts = {
  i18n_no_matching_variations_text: 'variationNoMatch',
  i18n_make_a_selection_text: 'variationMakeSelection',
  i18n_unavailable_text: 'variationUnavailable',
  i18n_reset_alert_text: 'variationResetAlert',
} as const;

export function readLegacyParams(win: Window): PageConfigLayer {
  const globals = win as unknown as Record<string, unknown>;
  const addToCart = asRecord(globals.wc_add_to_cart_params);
  const woocommerce = asRecord(globals.woocommerce_params);
  const cartFragments = asRecord(globals.wc_cart_fragments_params);
  const blocksMiddleware = asRecord(globals.wcBlocksMiddlewareConfig);
  const singleProduct = asRecord(globals.wc_single_product_params);
  const variation = asRecord(globals.wc_add_to_cart_variation_params);
  const wpApi = asRecord(globals.wpApiSettings);
  const cart = asRecord(globals.wc_cart_params);
  const checkout = asRecord(globals.wc_checkout_params);
  return {
    wcAjaxUrl:
      asString(addToCart.wc_ajax_url) ??
      asString(woocommerce.wc_ajax_url) ??
      asString(cartFragments.wc_ajax_url) ??
      asString(variation.wc_ajax_url) ??
      asString(cart.wc_ajax_url) ??
      asString(checkout.wc_ajax_url),
    ajaxUrl: asString(addToCart.ajax_url) ?? asString(woocommerce.ajax_url) ?? asString(cartFragments.ajax_url) ?? asString(cart.ajax_url) ?? asString(checkout.ajax_url),
    cartUrl: asString(addToCart.cart_url),
    isCart: flag(addToCart.is_cart),
    cartRedirectAfterAdd: flag(addToCart.cart_redirect_after_add),
    requestTimeout: milliseconds(cartFragments.request_timeout),
    cartHashKey: asString(cartFragments.cart_hash_key),
    fragmentName: asString(cartFragments.fragment_name),
    storeApi: { nonce: asString(blocksMiddleware.storeApiNonce) },
    restApi: { root: asString(wpApi.root), nonce: asString(wpApi.nonce) },
    reviewRatingRequired: flag(singleProduct.review_rating_required),
    productGallery: {
      zoom: flag(singleProduct.zoom_enabled),
      viewer: flag(singleProduct.photoswipe_enabled),
      zoomDuration: milliseconds(asRecord(singleProduct.zoom_options).duration),
      slideDuration: milliseconds(asRecord(singleProduct.flexslider).animationSpeed),
      viewerIdle: milliseconds(asRecord(singleProduct.photoswipe_options).timeToIdle),
    },
    i18n: legacyTexts(addToCart, singleProduct, variation, {
      woocommerce,
      checkout,
      countrySelect: asRecord(globals.wc_country_select_params),
      addressI18n: asRecord(globals.wc_address_i18n_params),
    }),
  };
}

/** The params' French texts under the string catalogue's keys. */
function legacyTexts(
  addToCart: Record<string, unknown>,
  singleProduct: Record<string, unknown>,
  variation: Record<string, unknown>,
  pages: Record<'woocommerce' | 'checkout' | 'countrySelect' | 'addressI18n', Record<string, unknown>>,
): Record<string, string> {
  const texts: Record<string, string | undefined> = {
    passwordShow: asString(pages.woocommerce.i18n_password_show),
    passwordHide: asString(pages.woocommerce.i18n_password_hide),
    checkoutError: asString(pages.checkout.i18n_checkout_error),
    selectState: asString(pages.countrySelect.i18n_select_state_text),
    fieldRequired: asString(pages.addressI18n.i18n_required_text),
    fieldOptional: asString(pages.addressI18n.i18n_optional_text),
    viewCart: asString(addToCart.i18n_view_cart),
    galleryTrigger: asString(singleProduct.i18n_product_gallery_trigger_text),
    ratingRequired: asString(singleProduct.i18n_required_rating_text),
  };
  for (const [legacyKey, key] of Object.entries(variationTexts)) texts[key] = asString(variation[legacyKey]);
  const ratingOptions = Array.isArray(singleProduct.i18n_rating_options) ? singleProduct.i18n_rating_options.filter((text): text is string => typeof text === 'string') : [];
  ratingOptions.slice(0, 5).forEach((text, index) => {
    texts[`ratingOption${index + 1}`] = text;
  });
  return Object.fromEntries(Object.entries(texts).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

function milliseconds(value: unknown): number | undefined {
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value);
  return asNumber(value);
}
