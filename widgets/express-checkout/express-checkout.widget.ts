// Declaration of the wallet express button (WooPayments' `#wcpay-express-checkout-element`, or any element
// marked data-fondant="express-checkout"): its chunk comes when the browser is idle (Stripe's loader and the
// wallet sheet's handlers later still, once there is something to charge); until then the container stays
// hidden, as the server prints it.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const expressCheckoutWidget = defineWidget({
  name: 'express-checkout',
  selectors: ['#wcpay-express-checkout-element'],
  load: 'idle',
  module: () => import('./express-checkout.ts'),
});
