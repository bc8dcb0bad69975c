// The page's settings for Fondant: the defaults, overridden by what the legacy WooCommerce params globals say,
// overridden by the JSON `<script type="application/json" id="fondant-config">` block. Read once for the live
// page; never throws.
import { liveJsonConfig, readJsonConfig } from './json-config.ts';
import { asBoolean, asNumber, asRecord, asString, asStringRecord } from './json-values.ts';
import { readLegacyParams } from './legacy-params.ts';
import type { PageConfig, PageConfigLayer } from './page-config-shape.ts';

export type { PageConfig, ProductGallerySettings } from './page-config-shape.ts';

const defaults: PageConfig = {
  wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
  ajaxUrl: '/wp-admin/admin-ajax.php',
  cartUrl: '/cart/',
  isCart: false,
  cartRedirectAfterAdd: false,
  requestTimeout: 5000,
  cartHashKey: 'wc_cart_hash',
  fragmentName: 'wc_fragments',
  storeApi: { root: '/wp-json/wc/store/v1', nonce: '' },
  restApi: { root: '/wp-json/', nonce: '', nonceEndpoint: '' },
  locale: 'fr-FR',
  currency: { code: 'EUR', minorUnit: 2 },
  reviewRatingRequired: true,
  productGallery: { zoom: true, viewer: true, zoomDuration: 120, slideDuration: 500, viewerIdle: 4000 },
  i18n: {},
  expressCheckout: {},
};

export function readPageConfig(doc: Document = document, win: Window = window): PageConfig {
  return mergeLayers(defaults, readLegacyParams(win), readJsonLayer(readJsonConfig(doc)));
}

let livePageConfig: PageConfig | undefined;

export function pageConfig(): PageConfig {
  livePageConfig ??= mergeLayers(defaults, readLegacyParams(window), readJsonLayer(liveJsonConfig()));
  return livePageConfig;
}

/** Each layer's said values over the ones before it; grouped settings (storeApi, restApi, i18n, …) merge key by key. */
function mergeLayers(base: PageConfig, ...layers: PageConfigLayer[]): PageConfig {
  const merged: Record<string, unknown> = { ...base };
  for (const layer of layers) {
    for (const [key, value] of Object.entries(layer)) {
      if (value === undefined) continue;
      const current = merged[key];
      merged[key] = isGroup(value) && isGroup(current) ? { ...current, ...said(value) } : value;
    }
  }
  return merged as unknown as PageConfig;
}

function isGroup(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function said(group: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(group).filter(([, value]) => value !== undefined));
}

/** The JSON block's settings, each narrowed to its type (a value of the wrong type is not said). */
function readJsonLayer(json: Record<string, unknown>): PageConfigLayer {
  const storeApi = asRecord(json.storeApi);
  const restApi = asRecord(json.restApi);
  const currency = asRecord(json.currency);
  const gallery = asRecord(json.productGallery);
  return {
    wcAjaxUrl: asString(json.wcAjaxUrl),
    ajaxUrl: asString(json.ajaxUrl),
    cartUrl: asString(json.cartUrl),
    isCart: asBoolean(json.isCart),
    cartRedirectAfterAdd: asBoolean(json.cartRedirectAfterAdd),
    requestTimeout: asNumber(json.requestTimeout),
    cartHashKey: asString(json.cartHashKey),
    fragmentName: asString(json.fragmentName),
    storeApi: { root: asString(storeApi.root), nonce: asString(storeApi.nonce) },
    restApi: { root: asString(restApi.root), nonce: asString(restApi.nonce), nonceEndpoint: asString(restApi.nonceEndpoint) },
    locale: asString(json.locale),
    currency: { code: asString(currency.code), minorUnit: asNumber(currency.minorUnit) },
    reviewRatingRequired: asBoolean(json.reviewRatingRequired),
    productGallery: {
      zoom: asBoolean(gallery.zoom),
      viewer: asBoolean(gallery.viewer),
      zoomDuration: asNumber(gallery.zoomDuration),
      slideDuration: asNumber(gallery.slideDuration),
      viewerIdle: asNumber(gallery.viewerIdle),
    },
    i18n: asStringRecord(json.i18n),
    expressCheckout: asRecord(json.expressCheckout),
  };
}
