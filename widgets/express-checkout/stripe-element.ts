// Makes the Stripe side of the express button, once: Stripe.js (connected account, shop locale) and the
// wallet sheet's handlers load together, then the Elements group in payment mode without an intent (the
// amount, the currency, payment methods created by hand, the button's appearance), the Express Checkout
// Element with its sheet session and events, mounted in the host — unless the button was unmounted meanwhile.
import type { Stripe, StripeConstructorOptions, StripeElements, StripeElementsOptionsMode } from '@stripe/stripe-js';
import { navigateTo } from '../../core/dom/safe-redirect.ts';
import type { ButtonScope } from './button-scope.ts';
import { isRefreshing } from './button-state.ts';
import { removeButton } from './button-visibility.ts';
import { elementsAppearance, expressCheckoutElementOptions } from './button-settings.ts';
import { listenToElement } from './element-events.ts';
import type { ExpressSettings } from './express-settings.ts';
import type { OrderBackend, PaymentElements, PaymentStripe, WalletSessionDeps } from './wallet-session-deps.ts';

function elementsOptions(settings: ExpressSettings, amount: number): StripeElementsOptionsMode {
  return {
    mode: 'payment',
    amount,
    currency: settings.currencyCode,
    paymentMethodCreation: 'manual',
    appearance: elementsAppearance(settings.button),
    locale: settings.locale as StripeElementsOptionsMode['locale'],
  };
}

/** What the sheet's session may read and do on the button's behalf. */
function sessionDeps(scope: ButtonScope, stripe: Stripe, elements: StripeElements): WalletSessionDeps {
  const { state, cartApi, orderSource } = scope;
  return {
    settings: scope.settings,
    element: scope.container,
    cartApi,
    backend: (orderSource ?? cartApi) as OrderBackend,
    stripe: stripe as unknown as PaymentStripe,
    elements: elements as unknown as PaymentElements,
    tracker: scope.tracker,
    productForm: scope.productForm,
    snapshot: () => ({ product: state.product, cart: state.cart }),
    isRefreshing: () => isRefreshing(state),
    removeButton: () => removeButton(scope),
    navigate: (url) => navigateTo(url),
  };
}

export async function createStripeElement(scope: ButtonScope, amount: number): Promise<void> {
  const { settings, state } = scope;
  // The wallet sheet's handlers are needed only once there is a button: their own chunk, loaded meanwhile.
  const [stripe, { createWalletSession }] = await Promise.all([
    scope.loadStripe(settings.publishableKey, { locale: settings.locale as StripeConstructorOptions['locale'], stripeAccount: settings.accountId || undefined }),
    import('./wallet-session.ts'),
  ]);
  // Unmounted while Stripe.js loaded (a fragment swap, a page leaving): an element made now could never be destroyed.
  if (scope.context.signal.aborted) return;
  if (!stripe) throw new Error('Stripe.js is not available');
  const elements = (state.elements = stripe.elements(elementsOptions(settings, amount)));
  const element = (state.element = elements.create('expressCheckout', expressCheckoutElementOptions(settings.button)));
  listenToElement(scope, element, createWalletSession(sessionDeps(scope, stripe, elements)));
  element.mount(scope.host);
}
