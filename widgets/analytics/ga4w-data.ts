// The tracking data Google Analytics for WooCommerce prints in the page footer, `window.ga4w = {data, settings}`
// followed by the document event `ga4w:ready`: the cart, the product or loop products shown, a product added
// without Ajax, the order on the order-received page, and the events the server asks to send at load. Prices are
// integers in minor units.

export interface Ga4wCategory {
  name: string;
}

export interface Ga4wProduct {
  /** The parent product's id for a variation. */
  id: number;
  name: string;
  sku?: string;
  categories?: Ga4wCategory[];
  prices: { price: number | string; currency_minor_unit?: number };
  /** The identifier the server computed (SKU, '#<id>' or id), preferred over any other. */
  extensions?: { woocommerce_google_analytics_integration?: { identifier?: string | number } };
  quantity?: number;
  /** 'attribute: value, …' */
  variation?: string;
  /** Cart lines: the line total, which the item price then shows. */
  totals?: { line_total?: number | string };
  /** Order lines: the line price after coupons (a discount when lower than the price). */
  price_after_coupon_discount?: number;
}

export interface Ga4wCart {
  items: Ga4wProduct[];
  coupons: Array<{ code?: string }> | Record<string, unknown>;
  totals: { currency_code: string; total_price: number | string; currency_minor_unit?: number };
}

export interface Ga4wOrder {
  id: number;
  affiliation: string;
  items: Ga4wProduct[];
  totals: {
    currency_code: string;
    currency_minor_unit?: number;
    total_price: number | string;
    tax_total: number | string;
    shipping_total: number | string;
  };
}

export interface Ga4wData {
  cart?: Ga4wCart;
  product?: Ga4wProduct;
  products?: Ga4wProduct[];
  added_to_cart?: Ga4wProduct;
  order?: Ga4wOrder;
  /** Events to send once at load, in order. */
  events?: string[];
}

export interface Ga4wSettings {
  /** The global function events are given to (default `gtag`). */
  tracker_function_name: string;
  /** The events the shop enabled; any other is never sent. */
  events: string[];
  /** 'product_sku' makes items SKU-identified ('#<id>' without a SKU). */
  identifier?: string | null;
}

export interface Ga4w {
  data: Ga4wData;
  settings: Ga4wSettings;
}

declare global {
  interface Window {
    ga4w?: unknown;
  }
}

export const GA4W_READY_EVENT = 'ga4w:ready';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `window.ga4w` when it has the shape the plugin prints (settings with an events list), else null. */
export function readGa4w(win: Window): Ga4w | null {
  const ga4w = win.ga4w;
  if (!isRecord(ga4w) || !isRecord(ga4w.settings)) return null;
  const settings = ga4w.settings;
  const events = Array.isArray(settings.events) ? settings.events.filter((name): name is string => typeof name === 'string') : [];
  const trackerName = typeof settings.tracker_function_name === 'string' && settings.tracker_function_name !== '' ? settings.tracker_function_name : 'gtag';
  return {
    data: (isRecord(ga4w.data) ? ga4w.data : {}) as Ga4wData,
    settings: { tracker_function_name: trackerName, events, identifier: typeof settings.identifier === 'string' ? settings.identifier : null },
  };
}
