// The classic cart page's settings: the wc-ajax nonces of its shipping method and coupon calls, from the JSON
// config's `cart` key over WooCommerce's `wc_cart_params` global. Read only by the widgets that call them, so
// other pages do not carry this reader.
import { liveSettings } from './json-config.ts';
import { asRecord, asString } from './json-values.ts';

export interface CartSettings {
  updateShippingMethodNonce: string;
  applyCouponNonce: string;
  removeCouponNonce: string;
}

export function readCartSettings(json: Record<string, unknown>, win: Window): CartSettings {
  const said = asRecord(json.cart);
  const legacy = asRecord((win as unknown as Record<string, unknown>).wc_cart_params);
  return {
    updateShippingMethodNonce: asString(said.updateShippingMethodNonce) ?? asString(legacy.update_shipping_method_nonce) ?? '',
    applyCouponNonce: asString(said.applyCouponNonce) ?? asString(legacy.apply_coupon_nonce) ?? '',
    removeCouponNonce: asString(said.removeCouponNonce) ?? asString(legacy.remove_coupon_nonce) ?? '',
  };
}

export const cartSettings = liveSettings(readCartSettings);
