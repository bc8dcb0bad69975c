// What the legacy WooCommerce params globals (wp_localize_script output) say about the page, in page-config
// terms. WordPress prints scalars as strings: is_cart is "1" or "", cart_redirect_after_add "yes"/"no".
import { asNumber, asRecord, asString } from './json-values.ts';
import type { ProductGallerySettings } from './page-config.ts';

export interface LegacyParams {
  wcAjaxUrl?: string;
  ajaxUrl?: string;
  cartUrl?: string;
  isCart?: boolean;
  cartRedirectAfterAdd?: boolean;
  requestTimeout?: number;
  cartHashKey?: string;
  fragmentName?: string;
  storeApiNonce?: string;
  viewCart?: string;
  /** wc_single_product_params: the review form's rating texts and whether a rating is required. */
  requiredRatingText?: string;
  ratingOptions?: string[];
  reviewRatingRequired?: boolean;
  /** wc_add_to_cart_variation_params' texts, under the string catalogue's keys. */
  variationI18n: Record<string, string>;
  /** wc_single_product_params' gallery: theme supports, zoom_options.duration, flexslider.animationSpeed, photoswipe_options.timeToIdle. */
  productGallery: Partial<ProductGallerySettings>;
  galleryTriggerText?: string;
}

/** wc_add_to_cart_variation_params key → string catalogue key. */
const variationTexts = {
  i18n_no_matching_variations_text: 'variationNoMatch',
  i18n_make_a_selection_text: 'variationMakeSelection',
  i18n_unavailable_text: 'variationUnavailable',
  i18n_reset_alert_text: 'variationResetAlert',
} as const;

export function readLegacyParams(win: Window): LegacyParams {
  const globals = win as unknown as Record<string, unknown>;
  const addToCart = asRecord(globals.wc_add_to_cart_params);
  const woocommerce = asRecord(globals.woocommerce_params);
  const cartFragments = asRecord(globals.wc_cart_fragments_params);
  const blocksMiddleware = asRecord(globals.wcBlocksMiddlewareConfig);
  const singleProduct = asRecord(globals.wc_single_product_params);
  const variation = asRecord(globals.wc_add_to_cart_variation_params);
  const zoomOptions = asRecord(singleProduct.zoom_options);
  const flexslider = asRecord(singleProduct.flexslider);
  const photoswipeOptions = asRecord(singleProduct.photoswipe_options);
  const variationI18n: Record<string, string> = {};
  for (const [legacyKey, key] of Object.entries(variationTexts)) {
    const text = asString(variation[legacyKey]);
    if (text !== undefined) variationI18n[key] = text;
  }
  return {
    wcAjaxUrl: asString(addToCart.wc_ajax_url) ?? asString(woocommerce.wc_ajax_url) ?? asString(cartFragments.wc_ajax_url) ?? asString(variation.wc_ajax_url),
    ajaxUrl: asString(addToCart.ajax_url) ?? asString(woocommerce.ajax_url) ?? asString(cartFragments.ajax_url),
    cartUrl: asString(addToCart.cart_url),
    isCart: flag(addToCart.is_cart),
    cartRedirectAfterAdd: flag(addToCart.cart_redirect_after_add),
    requestTimeout: milliseconds(cartFragments.request_timeout),
    cartHashKey: asString(cartFragments.cart_hash_key),
    fragmentName: asString(cartFragments.fragment_name),
    storeApiNonce: asString(blocksMiddleware.storeApiNonce),
    viewCart: asString(addToCart.i18n_view_cart),
    requiredRatingText: asString(singleProduct.i18n_required_rating_text),
    ratingOptions: Array.isArray(singleProduct.i18n_rating_options) ? singleProduct.i18n_rating_options.filter((text): text is string => typeof text === 'string') : undefined,
    reviewRatingRequired: flag(singleProduct.review_rating_required),
    variationI18n,
    productGallery: {
      zoom: flag(singleProduct.zoom_enabled),
      viewer: flag(singleProduct.photoswipe_enabled),
      zoomDuration: milliseconds(zoomOptions.duration),
      slideDuration: milliseconds(flexslider.animationSpeed),
      viewerIdle: milliseconds(photoswipeOptions.timeToIdle),
    },
    galleryTriggerText: asString(singleProduct.i18n_product_gallery_trigger_text),
  };
}

function flag(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return undefined;
  return value === '1' || value === 'yes' || value === 'true';
}

function milliseconds(value: unknown): number | undefined {
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value);
  return asNumber(value);
}
