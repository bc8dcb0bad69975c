// Confirms the intent a '#wcpay-confirm-…' fragment names, for the wallet button and the card form alike: Stripe
// runs the next action (3D Secure), then admin-ajax update_order_status tells the shop the outcome whatever it
// was, and the shop's return URL is where the shopper goes. A Stripe error, an intent still in requires_action or an error in the shop's answer
// is thrown as an Error with the message to show; a status post that fails after Stripe succeeded is a
// PaymentOutcomeUnknownError.
import { asRecord, asString } from '../config/json-values.ts';
import { pageConfig } from '../config/page-config.ts';
import { requestJson } from '../http/request.ts';
import type { IntentConfirmation } from './intent-fragment.ts';
import { paymentText } from './payment-strings.ts';

/** Stripe took the payment but the shop was not told: paying again could charge twice. */
export class PaymentOutcomeUnknownError extends Error {
  override readonly name = 'PaymentOutcomeUnknownError';
}

interface IntentResult {
  id?: string;
  status?: string;
}

export interface NextActionResult {
  paymentIntent?: IntentResult;
  setupIntent?: IntentResult;
  error?: { message?: string; payment_intent?: IntentResult; setup_intent?: IntentResult };
}

export interface NextActionStripe {
  handleNextAction(options: { clientSecret: string }): Promise<NextActionResult>;
}

/** pi_123_secret_abc → pi_123. */
function intentIdFromSecret(clientSecret: string): string {
  return clientSecret.split('_secret_')[0] ?? '';
}

function returnUrlOf(answer: unknown): string {
  const body = asRecord(answer);
  const data = asRecord(body.data);
  const error = asRecord(body.error ?? data.error);
  if (Object.keys(error).length > 0 || body.success === false) throw new Error(asString(error.message) ?? paymentText('orderFailed'));
  const url = asString(body.return_url) ?? asString(data.return_url);
  if (!url) throw new Error(paymentText('orderFailed'));
  return url;
}

export interface ConfirmIntentOptions {
  /** The shopper ticked "save for later": the shop keeps the card once the intent is confirmed. */
  savePaymentMethod?: boolean;
}

export async function confirmIntent(stripe: NextActionStripe, intent: IntentConfirmation, ajaxUrl: string, { savePaymentMethod = false }: ConfirmIntentOptions = {}): Promise<string> {
  const result = await stripe.handleNextAction({ clientSecret: intent.clientSecret });
  const confirmed = result.paymentIntent ?? result.setupIntent;
  const intentId = confirmed?.id ?? result.error?.payment_intent?.id ?? result.error?.setup_intent?.id ?? intentIdFromSecret(intent.clientSecret);
  const form = new URLSearchParams({
    action: 'update_order_status',
    order_id: String(intent.orderId),
    _ajax_nonce: intent.nonce,
    intent_id: intentId,
    should_save_payment_method: String(savePaymentMethod),
    is_changing_payment: 'false',
  });
  let data: unknown;
  try {
    ({ data } = await requestJson<unknown>(ajaxUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      body: form.toString(),
      timeout: pageConfig().requestTimeout,
    }));
  } catch (error) {
    // Stripe's own message says more to the shopper than a failed status post.
    if (!result.error) throw new PaymentOutcomeUnknownError(paymentText('paymentOutcomeUnknown'), { cause: error });
  }
  if (result.error) throw new Error(result.error.message || paymentText('orderFailed'));
  if (intent.kind === 'payment_intent' && result.paymentIntent?.status === 'requires_action') throw new Error(paymentText('paymentRequiresAction'));
  return returnUrlOf(data);
}
