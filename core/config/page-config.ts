// The page's settings for Fondant: the JSON `<script type="application/json" id="fondant-config">` block wins,
// then the legacy WooCommerce params globals, then defaults. Read once for the live page; never throws.
import { asBoolean, asNumber, asRecord, asString, asStringRecord } from './json-values.ts';
import { readLegacyParams } from './legacy-params.ts';

export interface PageConfig {
  wcAjaxUrl: string;
  ajaxUrl: string;
  cartUrl: string;
  isCart: boolean;
  cartRedirectAfterAdd: boolean;
  /** Milliseconds. */
  requestTimeout: number;
  cartHashKey: string;
  fragmentName: string;
  storeApi: { root: string; nonce: string };
  locale: string;
  currency: { code: string; minorUnit: number };
  /** The review form refuses a review without a star rating (WooCommerce's review_rating_required). */
  reviewRatingRequired: boolean;
  productGallery: ProductGallerySettings;
  /** Server overrides of the string catalogue. */
  i18n: Record<string, string>;
  /** The WooPayments express checkout settings as printed (read by that widget's chunk); {} when absent. */
  expressCheckout: Record<string, unknown>;
}

/** The product gallery's features and timings (milliseconds; viewerIdle 0 = controls never hide). */
export interface ProductGallerySettings {
  zoom: boolean;
  viewer: boolean;
  zoomDuration: number;
  slideDuration: number;
  viewerIdle: number;
}

const CONFIG_ELEMENT_ID = 'fondant-config';

export function readPageConfig(doc: Document = document, win: Window = window): PageConfig {
  const json = readJsonConfig(doc);
  const legacy = readLegacyParams(win);
  const storeApi = asRecord(json.storeApi);
  const currency = asRecord(json.currency);
  const gallery = asRecord(json.productGallery);
  const legacyI18n: Record<string, string> = { ...legacy.variationI18n };
  if (legacy.viewCart !== undefined) legacyI18n.viewCart = legacy.viewCart;
  if (legacy.galleryTriggerText !== undefined) legacyI18n.galleryTrigger = legacy.galleryTriggerText;
  if (legacy.requiredRatingText !== undefined) legacyI18n.ratingRequired = legacy.requiredRatingText;
  legacy.ratingOptions?.slice(0, 5).forEach((text, index) => {
    legacyI18n[`ratingOption${index + 1}`] = text;
  });
  return {
    wcAjaxUrl: asString(json.wcAjaxUrl) ?? legacy.wcAjaxUrl ?? '/?wc-ajax=%%endpoint%%',
    ajaxUrl: asString(json.ajaxUrl) ?? legacy.ajaxUrl ?? '/wp-admin/admin-ajax.php',
    cartUrl: asString(json.cartUrl) ?? legacy.cartUrl ?? '/cart/',
    isCart: asBoolean(json.isCart) ?? legacy.isCart ?? false,
    cartRedirectAfterAdd: asBoolean(json.cartRedirectAfterAdd) ?? legacy.cartRedirectAfterAdd ?? false,
    requestTimeout: asNumber(json.requestTimeout) ?? legacy.requestTimeout ?? 5000,
    cartHashKey: asString(json.cartHashKey) ?? legacy.cartHashKey ?? 'wc_cart_hash',
    fragmentName: asString(json.fragmentName) ?? legacy.fragmentName ?? 'wc_fragments',
    storeApi: {
      root: asString(storeApi.root) ?? '/wp-json/wc/store/v1',
      nonce: asString(storeApi.nonce) ?? legacy.storeApiNonce ?? '',
    },
    locale: asString(json.locale) ?? 'fr-FR',
    currency: {
      code: asString(currency.code) ?? 'EUR',
      minorUnit: asNumber(currency.minorUnit) ?? 2,
    },
    reviewRatingRequired: asBoolean(json.reviewRatingRequired) ?? legacy.reviewRatingRequired ?? true,
    productGallery: {
      zoom: asBoolean(gallery.zoom) ?? legacy.productGallery.zoom ?? true,
      viewer: asBoolean(gallery.viewer) ?? legacy.productGallery.viewer ?? true,
      zoomDuration: asNumber(gallery.zoomDuration) ?? legacy.productGallery.zoomDuration ?? 120,
      slideDuration: asNumber(gallery.slideDuration) ?? legacy.productGallery.slideDuration ?? 500,
      viewerIdle: asNumber(gallery.viewerIdle) ?? legacy.productGallery.viewerIdle ?? 4000,
    },
    i18n: { ...legacyI18n, ...asStringRecord(json.i18n) },
    expressCheckout: asRecord(json.expressCheckout),
  };
}

let livePageConfig: PageConfig | undefined;

export function pageConfig(): PageConfig {
  livePageConfig ??= readPageConfig();
  return livePageConfig;
}

function readJsonConfig(doc: Document): Record<string, unknown> {
  const element = doc.getElementById(CONFIG_ELEMENT_ID);
  if (!element) return {};
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    console.error(`[fondant] #${CONFIG_ELEMENT_ID} must hold a JSON object; using the legacy globals and defaults instead.`);
  } catch (error) {
    console.error(`[fondant] #${CONFIG_ELEMENT_ID} is not valid JSON; using the legacy globals and defaults instead.`, error);
  }
  return {};
}
