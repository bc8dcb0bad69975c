// Declaration of the theme-checkout-scroll widget on WooCommerce's checkout form: with the builder theme's fixed
// navigation, the theme brings the form back below its header after a checkout error or a failed checkout update.
// Loaded when the browser is idle: both events come after the shopper's first request.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const themeCheckoutScrollWidget = defineWidget({
  name: 'theme-checkout-scroll',
  selectors: ['body.et_fixed_nav form.checkout', 'body.et_vertical_fixed form.checkout'],
  load: 'idle',
  module: () => import('./theme-checkout-scroll.ts'),
});
