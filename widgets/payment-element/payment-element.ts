// WooPayments' card and SEPA direct debit forms without its checkout script. Each `.wcpay-upe-element` container
// belongs to a gateway: while that gateway is chosen its Stripe Payment Element is shown in the container (Stripe.js
// and the element's code load on the first choice only); a method limited to some countries follows the billing
// country; the save checkbox shows the card's mandate. Placing the order with the gateway (the checkout's and the
// pay-for-order form's `checkout_place_order_<gateway>`, the add-payment-method form's submit) waits for the
// payment method, unless a saved card is chosen or the checkout still misses a required billing field (the shop
// then says which). A '#wcpay-confirm-…' answer or address fragment runs the 3-D Secure step.
import { asRecord, asString } from '../../core/config/json-values.ts';
import { parseIntentFragment, type IntentConfirmation } from '../../core/payments/intent-fragment.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { isBillingInformationMissing, isCheckoutForm } from './billing-details.ts';
import { restrictToCountries } from './country-restriction.ts';
import { gatewayIdFor, gatewayRadio, isChosen, saveCheckbox, usesSavedPaymentMethod } from './gateway-choice.ts';
import type { PaymentSession } from './payment-session.ts';
import { isApproved } from './submit-approval.ts';
import { upeSettings, type UpeSettings } from './upe-settings.ts';

// Stripe.js and its loader come with the session, once the card or SEPA is chosen, not at mount.
const loadStripeJs: typeof import('../../core/payments/stripe-js.ts').loadStripeJs = (key, options) =>
  import('../../core/payments/stripe-js.ts').then((stripeJs) => stripeJs.loadStripeJs(key, options));

const sessions = new WeakMap<HTMLFormElement, Promise<PaymentSession>>();

function sessionFor(form: HTMLFormElement, settings: UpeSettings): Promise<PaymentSession> {
  let session = sessions.get(form);
  if (!session) {
    session = import('./payment-session.ts').then(({ PaymentSession }) => new PaymentSession(form, settings, loadStripeJs));
    sessions.set(form, session);
  }
  return session;
}

function answerIntent(event: Event): IntentConfirmation | null {
  const detail = (event as CustomEvent<unknown>).detail;
  const answer = asRecord(Array.isArray(detail) ? detail[0] : undefined);
  return parseIntentFragment(asString(answer.redirect));
}

export function mount(context: MountContext<NoAttributes>): void {
  const settings = upeSettings();
  const container = context.element;
  const form = container.closest('form');
  const type = container.dataset.paymentMethodType ?? '';
  const method = settings?.paymentMethods[type];
  if (!settings || !method || !form) return;
  const gatewayId = gatewayIdFor(settings, type);
  const radio = gatewayRadio(gatewayId);
  // Everything past the choice happens in the session's chunk; its failures are reported for this widget.
  const withSession = context.guard((run: (session: PaymentSession) => Promise<void>) => sessionFor(form, settings).then(run));
  const show = () => withSession((session) => session.show(type, container));

  restrictToCountries(context, settings, gatewayId, method.countries);
  if (isChosen(radio)) show();
  context.listen(form, 'change', (event: Event) => {
    if (radio && event.target === radio && radio.checked) show();
    const save = saveCheckbox(gatewayId);
    if (save && event.target === save) withSession((session) => session.updateTerms(type, save.checked));
  });

  const veto = (event: Event) => {
    // Another script vetoed the order already (a jQuery plugin's `false` arrives cancelled): nothing to pay.
    if (event.defaultPrevented || isApproved(form) || !isChosen(radio) || usesSavedPaymentMethod(gatewayId)) return;
    if (isCheckoutForm(form) && isBillingInformationMissing(form, settings.enabledBillingFields)) return;
    event.preventDefault();
    withSession((session) => session.pay(type));
  };
  if (form.id === 'add_payment_method') context.listen(form, 'submit', veto);
  else context.listen(form, `checkout_place_order_${gatewayId}`, veto);

  // The 3-D Secure step: in the checkout's answer (every container hears it; the first one takes it)…
  context.listen(form, 'checkout_place_order_success', (event: Event) => {
    const intent = answerIntent(event);
    if (!intent || event.defaultPrevented) return;
    event.preventDefault();
    withSession((session) => session.confirm(intent, false));
  });
  // … or in the page's address (the pay-for-order form's answer, a hash set by another script).
  const confirmFromAddress = () => {
    const intent = parseIntentFragment(window.location.href);
    if (intent) withSession((session) => session.confirm(intent, true));
  };
  confirmFromAddress();
  context.listen(window, 'hashchange', confirmFromAddress);
}
