// Declaration of the classic checkout form: `form.checkout` as WooCommerce prints it (whole, or one per page
// builder checkout module, the first of which runs the checkout for all). Without us the form posts to the checkout page and the totals wait for a reload.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const checkoutFormWidget = defineWidget({
  name: 'checkout-form',
  selectors: ['form.checkout'],
  load: 'ready',
  replaces: ['wc-checkout'],
  module: () => import('./checkout-form.ts'),
});
