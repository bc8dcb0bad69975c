// Declaration of a gateway's saved payment methods: WooCommerce's `ul.woocommerce-SavedPaymentMethods` radio list
// (each saved card, then "use a new payment method") in the payment box of the checkout and pay-for-order forms.
// At once: the new-card form must be hidden from the first paint when a saved card is chosen.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const savedPaymentMethodsWidget = defineWidget({
  name: 'saved-payment-methods',
  selectors: ['ul.woocommerce-SavedPaymentMethods'],
  load: 'ready',
  replaces: ['woocommerce-tokenization-form'],
  module: () => import('./saved-payment-methods.ts'),
});
