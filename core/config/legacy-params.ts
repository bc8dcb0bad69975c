// What the legacy WooCommerce params globals (wp_localize_script output) say about the page, in page-config
// terms. WordPress prints scalars as strings: is_cart is "1" or "", cart_redirect_after_add "yes"/"no".
import { asNumber, asRecord, asString } from './json-values.ts';

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
}

export function readLegacyParams(win: Window): LegacyParams {
  const globals = win as unknown as Record<string, unknown>;
  const addToCart = asRecord(globals.wc_add_to_cart_params);
  const woocommerce = asRecord(globals.woocommerce_params);
  const cartFragments = asRecord(globals.wc_cart_fragments_params);
  const blocksMiddleware = asRecord(globals.wcBlocksMiddlewareConfig);
  return {
    wcAjaxUrl: asString(addToCart.wc_ajax_url) ?? asString(woocommerce.wc_ajax_url) ?? asString(cartFragments.wc_ajax_url),
    ajaxUrl: asString(addToCart.ajax_url) ?? asString(woocommerce.ajax_url) ?? asString(cartFragments.ajax_url),
    cartUrl: asString(addToCart.cart_url),
    isCart: flag(addToCart.is_cart),
    cartRedirectAfterAdd: flag(addToCart.cart_redirect_after_add),
    requestTimeout: milliseconds(cartFragments.request_timeout),
    cartHashKey: asString(cartFragments.cart_hash_key),
    fragmentName: asString(cartFragments.fragment_name),
    storeApiNonce: asString(blocksMiddleware.storeApiNonce),
    viewCart: asString(addToCart.i18n_view_cart),
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
