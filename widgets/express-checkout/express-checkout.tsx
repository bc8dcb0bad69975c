// Mounts the express checkout button on `#wcpay-express-checkout-element`: reads the WooPayments settings,
// leaves the container hidden when there are none (or no publishable key), else renders the React view and
// starts the button with the real Stripe.js through loadStripe (which reuses a `window.Stripe` already on
// the page, as WooPayments' own script tag provides).
import { pageConfig } from '../../core/config/page-config.ts';
import { renderReact } from '../../core/react/react-root.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import type { LoadStripe } from './button-scope.ts';
import { startExpressButton } from './express-button.ts';
import { readExpressSettings } from './express-settings.ts';
import { createExpressTracker } from './express-tracking.ts';
import { ExpressCheckoutView } from './ExpressCheckoutView.tsx';

export function mount(context: MountContext<NoAttributes>): void {
  const settings = readExpressSettings(pageConfig().expressCheckout);
  if (!settings) return;
  // The page's queued events go out at page load, button or not.
  createExpressTracker(settings).pageViewed();
  if (!settings.publishableKey) return;
  // Stripe's loader comes in its own chunk, only once the button has something to charge.
  const loadStripe: LoadStripe = (key, options) => import('@stripe/stripe-js/pure').then((stripeJs) => stripeJs.loadStripe(key, options));
  const start = (host: HTMLElement) => startExpressButton({ context, settings, host, loadStripe });
  renderReact(context, <ExpressCheckoutView start={start} />);
}
