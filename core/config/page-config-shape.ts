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
  /** The classic cart page's wc-ajax nonces. */
  cart: { updateShippingMethodNonce: string; applyCouponNonce: string; removeCouponNonce: string };
  checkout: CheckoutSettings;
  addressFields: AddressFieldSettings;
}

/** The classic checkout: its wc-ajax nonces, where the order is posted, and how the page behaves. */
export interface CheckoutSettings {
  updateOrderReviewNonce: string;
  applyCouponNonce: string;
  removeCouponNonce: string;
  /** Where the order form is posted ('' = the wc-ajax `checkout` endpoint). */
  checkoutUrl: string;
  /** The page is the checkout itself (false on the pay-for-order and order-received pages). */
  isCheckout: boolean;
  /** Guests may check out (the create-account box is then optional). */
  guestCheckout: boolean;
  debugMode: boolean;
  /** Gateways that draw their own place-order button. */
  customPlaceOrderGateways: string[];
}

/** What the country and address fields need: the states of each country the shop allows (a country with no
 *  states maps to {}; a country absent from the map takes a free text state), the address fields' locale per
 *  country (with 'default'), and the field rows each locale key applies to (key → CSS selector list). */
export interface AddressFieldSettings {
  countries: Record<string, Record<string, string>>;
  locale: Record<string, Record<string, AddressFieldLocale>>;
  localeFields: Record<string, string>;
}

/** One field's locale: only what is said changes the field. */
export interface AddressFieldLocale {
  label?: string;
  placeholder?: string;
  required?: boolean;
  hidden?: boolean;
  priority?: number;
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
