// Confirm's first step: the wallet form is submitted to Stripe, then a payment method is made from it. A
// refusal of either aborts the payment with Stripe's (or the wallet's) own message, the French default when
// it gives none.
import type { StripeExpressCheckoutElementConfirmEvent as ConfirmEvent } from '@stripe/stripe-js';
import { expressText } from './express-strings.ts';
import { abortPayment } from './payment-stop.ts';
import type { SessionScope } from './session-state.ts';

/** The new payment method's id, or null once the payment is aborted. */
export async function createPaymentMethodId(scope: SessionScope, event: ConfirmEvent): Promise<string | null> {
  const { elements, stripe } = scope.deps;
  const submitted = await elements.submit();
  if (submitted.error) {
    abortPayment(scope, event, submitted.error.message ?? expressText('orderFailed'));
    return null;
  }
  const created = await stripe.createPaymentMethod({ elements });
  if (created.error || !created.paymentMethod) {
    abortPayment(scope, event, created.error?.message ?? expressText('orderFailed'));
    return null;
  }
  return created.paymentMethod.id;
}
