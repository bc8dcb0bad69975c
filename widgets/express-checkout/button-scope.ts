// Everything one express button works with, resolved once at start and handed to each of its modules: the
// mount context, the settings, where the element mounts and how Stripe.js loads, the container and its
// separator, where the price comes from (the Store API cart, the order being paid, the product form) and the
// tracker, beside the button's mutable state.
import type { Stripe, StripeConstructorOptions } from '@stripe/stripe-js';
import type { MountContext } from '../../core/registry/define-widget.ts';
import { initialButtonState, type ButtonState } from './button-state.ts';
import { createExpressCartApi, type ExpressCartApi } from './express-cart-api.ts';
import { createExpressOrderApi, type ExpressOrderApi } from './express-order-api.ts';
import type { ExpressSettings } from './express-settings.ts';
import { createExpressTracker, type ExpressTracker } from './express-tracking.ts';
import { findProductForm, type ProductForm } from './product-selection.ts';

export type LoadStripe = (publishableKey: string, options?: StripeConstructorOptions) => Promise<Stripe | null>;

export interface ExpressButtonOptions {
  context: MountContext<unknown>;
  settings: ExpressSettings;
  /** Where the Express Checkout Element mounts (inside the widget's container). */
  host: HTMLElement;
  loadStripe: LoadStripe;
}

export interface ButtonScope extends ExpressButtonOptions {
  /** The widget's element, WooPayments' `#wcpay-express-checkout-element`. */
  container: HTMLElement;
  /** The "— OU —" line of the checkout page, shown and hidden with the button. */
  separator: HTMLElement | null;
  /** The Store API cart (null on pay-for-order). */
  cartApi: ExpressCartApi | null;
  /** The order being paid (pay-for-order only). */
  orderSource: ExpressOrderApi | null;
  /** Product pages: the stock add-to-cart form. */
  productForm: ProductForm | null;
  tracker: ExpressTracker;
  state: ButtonState;
}

export function createButtonScope(options: ExpressButtonOptions): ButtonScope {
  const { context, settings } = options;
  const container = context.element;
  return {
    ...options,
    container,
    separator: container.ownerDocument.getElementById('wcpay-express-checkout-button-separator'),
    cartApi: settings.context === 'pay_for_order' ? null : createExpressCartApi(settings),
    orderSource: settings.payForOrder ? createExpressOrderApi(settings, settings.payForOrder) : null,
    productForm: settings.context === 'product' ? findProductForm(container) : null,
    tracker: createExpressTracker(settings),
    state: initialButtonState(settings.product),
  };
}
