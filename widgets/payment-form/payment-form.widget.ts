// Declaration of the pay-for-order form (`form#order_review`; the checkout's review is a div) and the
// add-payment-method form (`form#add_payment_method`) of My account: terms shown inline, a blocked plain POST.
// With payment-methods (the `#payment` switch) it does all of WooCommerce's add-payment-method script.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const paymentFormWidget = defineWidget({
  name: 'payment-form',
  selectors: ['form#order_review', 'form#add_payment_method'],
  // At once: a quick second press on the pay button must already find the form blocked.
  load: 'ready',
  replaces: ['wc-add-payment-method'],
  module: () => import('./payment-form.ts'),
});
