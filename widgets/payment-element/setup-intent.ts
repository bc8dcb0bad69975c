// Adding a card to the account: the shop creates a setup intent for the new payment method (admin-ajax
// create_setup_intent with its nonce); one that still needs the bank (3-D Secure) is confirmed by Stripe in the
// browser. The confirmed intent's id goes with the form. Every refusal is thrown with the message to show.
import type { Stripe } from '@stripe/stripe-js';
import { asRecord, asString } from '../../core/config/json-values.ts';
import { pageConfig } from '../../core/config/page-config.ts';
import { formBody } from '../../core/http/form-body.ts';
import { HttpError } from '../../core/http/http-error.ts';
import { requestJson } from '../../core/http/request.ts';
import { paymentElementText } from './payment-element.strings.ts';
import type { UpeSettings } from './upe-settings.ts';

function refusal(answer: unknown): string {
  return asString(asRecord(asRecord(asRecord(answer).data).error).message) ?? paymentElementText('addPaymentMethodFailed');
}

async function createSetupIntent(settings: UpeSettings, paymentMethodId: string): Promise<Record<string, unknown>> {
  let answer: unknown;
  try {
    ({ data: answer } = await requestJson<unknown>(settings.ajaxUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      body: formBody({ action: 'create_setup_intent', 'wcpay-payment-method': paymentMethodId, _ajax_nonce: settings.createSetupIntentNonce }).toString(),
      timeout: pageConfig().requestTimeout,
    }));
  } catch (error) {
    if (error instanceof HttpError && error.kind === 'http' && error.body && typeof error.body === 'object') throw new Error(refusal(error.body));
    throw error;
  }
  if (asRecord(answer).success !== true) throw new Error(refusal(answer));
  return asRecord(asRecord(answer).data);
}

/** The id of the setup intent, confirmed. */
export async function confirmedSetupIntent(stripe: Stripe, settings: UpeSettings, paymentMethodId: string): Promise<string> {
  const intent = await createSetupIntent(settings, paymentMethodId);
  const id = asString(intent.id) ?? '';
  if (intent.status === 'succeeded' && id !== '') return id;
  const clientSecret = asString(intent.client_secret);
  if (!clientSecret) throw new Error(paymentElementText('addPaymentMethodFailed'));
  const { setupIntent, error } = await stripe.confirmCardSetup(clientSecret);
  if (error) throw new Error(error.message || paymentElementText('addPaymentMethodFailed'));
  if (!setupIntent?.id) throw new Error(paymentElementText('addPaymentMethodFailed'));
  return setupIntent.id;
}
