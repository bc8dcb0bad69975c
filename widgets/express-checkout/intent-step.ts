// Confirm's 3-D Secure step: when the shop's answer carries a '#wcpay-confirm-…' fragment (in the redirect
// URL or the 'redirect' payment detail), the intent is confirmed in the browser and the shop's return URL is
// where the shopper goes. A refusal aborts with its message; a shop not told after Stripe succeeded is an
// unknown outcome.
import type { StripeExpressCheckoutElementConfirmEvent as ConfirmEvent } from '@stripe/stripe-js';
import { expressText } from './express-strings.ts';
import { confirmIntent, PaymentOutcomeUnknownError } from '../../core/payments/intent-confirmation.ts';
import { findIntentConfirmation } from '../../core/payments/intent-fragment.ts';
import { abortPayment, stopUnknownPayment } from './payment-stop.ts';
import type { SessionScope } from './session-state.ts';

/** Where to go after the order: its URL, or the return URL once the intent is confirmed; null once stopped. */
export async function confirmIntentIfAsked(scope: SessionScope, event: ConfirmEvent, url: string, redirectDetail: string | null): Promise<string | null> {
  const intent = findIntentConfirmation(url, redirectDetail);
  if (!intent) return url;
  try {
    return await confirmIntent(scope.deps.stripe, intent, scope.deps.settings.ajaxUrl);
  } catch (error) {
    if (error instanceof PaymentOutcomeUnknownError) stopUnknownPayment(scope, event);
    else abortPayment(scope, event, error instanceof Error && error.message ? error.message : expressText('orderFailed'));
    return null;
  }
}
