// The two ways a confirmed payment stops short. Aborted: the sheet is told it failed, the page unblocked and
// the message shown in the notices area; the shopper may confirm again. Unknown outcome (the order may exist):
// the button goes for good and the shopper is asked to check their inbox and reload, never to pay twice; a paid
// order whose confirmation page is refused (not an http(s) address) stops the same way, with its own message.
import type { StripeExpressCheckoutElementConfirmEvent as ConfirmEvent } from '@stripe/stripe-js';
import { expressText } from './express-strings.ts';
import { showPaymentError, unblockPage } from './payment-feedback.ts';
import type { SessionScope } from './session-state.ts';

export function abortPayment({ deps, state }: SessionScope, event: ConfirmEvent, message: string): void {
  event.paymentFailed({ reason: 'fail' });
  unblockPage();
  showPaymentError(message, deps.element);
  state.confirming = false;
}

/** Leaves `confirming` set: no second confirm from this page. `message`: the unknown outcome's by default. */
export function stopUnknownPayment({ deps }: SessionScope, event: ConfirmEvent, message = expressText('paymentOutcomeUnknown')): void {
  event.paymentFailed({ reason: 'fail' });
  deps.removeButton();
  unblockPage();
  showPaymentError(message, deps.element);
}
