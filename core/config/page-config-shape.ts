// The shape of the page's settings for Fondant, and of one source of them (a layer: the JSON config or the legacy
// params globals), which may say any part of it. Imports nothing, so the readers of each source and the merge
// that puts them together all depend on it and not on each other.

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
  /** The WordPress REST API: its root URL, the `wp_rest` nonce, and the admin-ajax URL that answers a fresh one
   *  ('' = `ajaxUrl` with `action=rest-nonce`). */
  restApi: { root: string; nonce: string; nonceEndpoint: string };
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

/** What one source says: any top-level setting, and any part of a grouped one; undefined = not said. */
export type PageConfigLayer = {
  [K in keyof PageConfig]?: PageConfig[K] extends object ? { [G in keyof PageConfig[K]]?: PageConfig[K][G] | undefined } : PageConfig[K] | undefined;
};
