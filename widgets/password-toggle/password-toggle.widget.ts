// Declaration of the show/hide password button on WooCommerce's password fields: the account forms'
// `.woocommerce-Input[type=password]`, the checkout's (account creation) and the login forms'.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const passwordToggleWidget = defineWidget({
  name: 'password-toggle',
  selectors: ['.woocommerce form .woocommerce-Input[type=password]', 'form.checkout input[type=password]', 'form.woocommerce-form-login input[type=password]'],
  // When the main thread is idle: the field works without the button, which only adds to it.
  load: 'idle',
  replaces: ['woocommerce'],
  module: () => import('./password-toggle.ts'),
});
