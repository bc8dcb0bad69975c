// The '#wcpay-confirm-{pi|si}:{order_id}:{client_secret}:{nonce}' fragment WooPayments returns when an intent
// needs 3DS in the browser (pi: a payment intent, si: a setup intent; the nonce authorises the
// update_order_status call that follows); anything else → null.
export interface IntentConfirmation {
  kind: 'payment_intent' | 'setup_intent';
  orderId: number;
  clientSecret: string;
  /** wp nonce for the update_order_status admin-ajax call. */
  nonce: string;
}

const FRAGMENT = /#wcpay-confirm-(pi|si):(\d+):([^:#\s]+):([^:#\s]+)$/;

/** Parses the fragment out of a URL (or a bare '#…'); on an order-pay URL the path's order id wins. */
export function parseIntentFragment(url: string | null | undefined): IntentConfirmation | null {
  if (!url) return null;
  const match = FRAGMENT.exec(url);
  if (!match) return null;
  const [, kind, hashOrderId, clientSecret, nonce] = match;
  if (kind === undefined || hashOrderId === undefined || clientSecret === undefined || nonce === undefined) return null;
  const orderPayId = /order-pay\D*(\d+)/.exec(url.slice(0, match.index))?.[1];
  const orderId = Number(orderPayId ?? hashOrderId);
  if (!Number.isSafeInteger(orderId) || orderId <= 0) return null;
  return { kind: kind === 'pi' ? 'payment_intent' : 'setup_intent', orderId, clientSecret, nonce };
}

/** Looks in redirect_url first, then in the 'redirect' payment detail (the Store API strips bare fragments). */
export function findIntentConfirmation(redirectUrl: string | null | undefined, redirectDetail: string | null | undefined): IntentConfirmation | null {
  return parseIntentFragment(redirectUrl) ?? parseIntentFragment(redirectDetail);
}
