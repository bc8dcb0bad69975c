// The classic checkout's settings, from the JSON config's `checkout` key over WooCommerce's `wc_checkout_params`
// global (WordPress prints its flags as "1"/"" or "yes"/"no"). Read only by the widgets of the checkout, the
// pay-for-order and the add-payment-method pages.
import { liveSettings } from './json-config.ts';
import { asBoolean, asLegacyFlag as flag, asRecord, asString, asStringArray } from './json-values.ts';

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

export function readCheckoutSettings(json: Record<string, unknown>, win: Window): CheckoutSettings {
  const said = asRecord(json.checkout);
  const legacy = asRecord((win as unknown as Record<string, unknown>).wc_checkout_params);
  return {
    updateOrderReviewNonce: asString(said.updateOrderReviewNonce) ?? asString(legacy.update_order_review_nonce) ?? '',
    applyCouponNonce: asString(said.applyCouponNonce) ?? asString(legacy.apply_coupon_nonce) ?? '',
    removeCouponNonce: asString(said.removeCouponNonce) ?? asString(legacy.remove_coupon_nonce) ?? '',
    checkoutUrl: asString(said.checkoutUrl) ?? asString(legacy.checkout_url) ?? '',
    isCheckout: asBoolean(said.isCheckout) ?? flag(legacy.is_checkout) ?? false,
    guestCheckout: asBoolean(said.guestCheckout) ?? flag(legacy.option_guest_checkout) ?? true,
    debugMode: asBoolean(said.debugMode) ?? flag(legacy.debug_mode) ?? false,
    customPlaceOrderGateways: asStringArray(said.customPlaceOrderGateways) ?? asStringArray(legacy.gateways_with_custom_place_order_button) ?? [],
  };
}

export const checkoutSettings = liveSettings(readCheckoutSettings);
