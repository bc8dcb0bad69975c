// The sheet's confirm: one payment at a time (a confirm while one runs, or after an unknown outcome, is
// ignored). Its steps: stop if the product never reached its separate cart, payment method, order, 3-D Secure
// when asked, then — the page blocked — the order page, followed only if it is an http(s) address (else the order
// is saved but the page cannot show it: no second payment). A step that throws instead of answering aborts with
// the French default.
import type { StripeExpressCheckoutElementConfirmEvent as ConfirmEvent } from '@stripe/stripe-js';
import { safeRedirect } from '../../core/dom/safe-redirect.ts';
import { expressText } from './express-strings.ts';
import { confirmIntentIfAsked } from './intent-step.ts';
import { placeOrder } from './order-placement.ts';
import { blockPage } from './payment-feedback.ts';
import { createPaymentMethodId } from './payment-method-step.ts';
import { abortPayment, stopUnknownPayment } from './payment-stop.ts';
import type { SessionScope } from './session-state.ts';

async function pay(scope: SessionScope, event: ConfirmEvent): Promise<void> {
  const { state } = scope;
  if (state.productAdded && !(await state.productAdded)) {
    abortPayment(scope, event, expressText('productNotAdded'));
    return;
  }
  const paymentMethodId = await createPaymentMethodId(scope, event);
  if (paymentMethodId === null) return;
  const outcome = await placeOrder(scope, event, paymentMethodId);
  if (outcome.kind === 'unknown') {
    stopUnknownPayment(scope, event);
    return;
  }
  if (outcome.kind === 'error') {
    abortPayment(scope, event, outcome.message);
    return;
  }
  const destination = await confirmIntentIfAsked(scope, event, outcome.url, outcome.redirectDetail);
  if (destination === null) return;
  if (safeRedirect(destination) === null) {
    stopUnknownPayment(scope, event, expressText('orderRedirectRefused'));
    return;
  }
  blockPage();
  scope.deps.navigate(destination);
}

export async function confirmPayment(scope: SessionScope, event: ConfirmEvent): Promise<void> {
  if (scope.state.confirming) return;
  scope.state.confirming = true;
  try {
    await pay(scope, event);
  } catch {
    abortPayment(scope, event, expressText('orderFailed'));
  }
}
