// Declaration of the card and SEPA direct debit form: WooPayments' `.wcpay-upe-element` container inside a payment
// method's box (checkout, pay-for-order, add payment method). The chunk comes at once, so a quick press on the
// place-order button already finds the payment asked for; Stripe.js and the Payment Element come only when the
// shopper chooses the method.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const paymentElementWidget = defineWidget({
  name: 'payment-element',
  selectors: ['.wcpay-upe-element'],
  load: 'ready',
  replaces: ['wcpay-upe-checkout'],
  module: () => import('./payment-element.ts'),
});
