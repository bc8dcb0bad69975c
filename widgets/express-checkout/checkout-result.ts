// Reading the Store API checkout answer (payment_result's payment_status, redirect_url and payment_details,
// and message): success → the URL to go to; otherwise the message to show. JSON error bodies {code, message,
// data} are read first.
import { expressText } from './express-strings.ts';
import { htmlToPlainText } from './plain-text.ts';

export type CheckoutOutcome =
  | { kind: 'redirect'; url: string; redirectDetail: string | null }
  | { kind: 'error'; message: string };

type JsonObject = Record<string, unknown>;

function asObject(value: unknown): JsonObject | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonObject) : null;
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The value of one key in a payment_details list of {key, value}. */
export function paymentDetail(details: unknown, key: string): string | null {
  if (!Array.isArray(details)) return null;
  for (const entry of details) {
    const object = asObject(entry);
    if (object?.key === key) return nonEmptyString(object.value);
  }
  return null;
}

/** payment_result wherever WooCommerce put it: at the top, or in an error body's data. */
function findPaymentResult(body: JsonObject): JsonObject | null {
  return asObject(body.payment_result) ?? asObject(asObject(body.data)?.payment_result);
}

function errorMessage(body: JsonObject | null): string {
  const paymentResult = body ? findPaymentResult(body) : null;
  const raw = nonEmptyString(body?.message)
    ?? paymentDetail(paymentResult?.payment_details, 'errorMessage')
    ?? paymentDetail(body?.payment_details, 'errorMessage');
  const text = raw === null ? '' : htmlToPlainText(raw);
  return text !== '' ? text : expressText('orderFailed');
}

/** Interprets a parsed checkout answer (success body or error body). */
export function readCheckoutResponse(body: unknown): CheckoutOutcome {
  const object = asObject(body);
  const paymentResult = object ? findPaymentResult(object) : null;
  if (paymentResult?.payment_status === 'success') {
    const redirectDetail = paymentDetail(paymentResult.payment_details, 'redirect');
    const url = nonEmptyString(paymentResult.redirect_url) ?? redirectDetail;
    if (url !== null) return { kind: 'redirect', url, redirectDetail };
  }
  return { kind: 'error', message: errorMessage(object) };
}
