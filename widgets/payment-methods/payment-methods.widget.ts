// Declaration of the payment method switch: WooCommerce's `#payment` block (the checkout's
// `div#payment.woocommerce-checkout-payment`, the pay-for-order form's and the add-payment-method form's).
// No `replaces`: on the checkout and pay-for-order pages this behaviour is a part of 'wc-checkout', which the
// checkout widgets list; on the add-payment-method page a part of 'wc-add-payment-method', which payment-form lists.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const paymentMethodsWidget = defineWidget({
  name: 'payment-methods',
  selectors: ['#payment', '.woocommerce-checkout-payment'],
  // At once: only the chosen method's box may show, and the place-order button must say what it will do.
  load: 'ready',
  module: () => import('./payment-methods.ts'),
});
