// Mounts the express checkout button on `#wcpay-express-checkout-element`: reads the WooPayments settings,
// leaves the container hidden when there are none (or no publishable key), else puts in the host the Express
// Checkout Element mounts into and starts the button with the real Stripe.js through loadStripe (which reuses
// a `window.Stripe` already on the page, as WooPayments' own script tag provides).
import { pageConfig } from '../../core/config/page-config.ts';
import { loadStripeJs } from '../../core/payments/stripe-js.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { createElementHost } from './element-host.ts';
import { startExpressButton } from './express-button.ts';
import { readExpressSettings } from './express-settings.ts';
import { createExpressTracker } from './express-tracking.ts';

export function mount(context: MountContext<NoAttributes>): void {
  const settings = readExpressSettings(pageConfig().expressCheckout);
  if (!settings) return;
  // The page's queued events go out at page load, button or not.
  createExpressTracker(settings).pageViewed();
  if (!settings.publishableKey) return;
  // Stripe.js and its loader's chunk come only once the button has something to charge.
  startExpressButton({ context, settings, host: createElementHost(context), loadStripe: loadStripeJs });
}
