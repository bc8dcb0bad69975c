// The Express Checkout Element's events: `ready` says which wallets the browser offers (the button shows if
// any, their load is tracked), `loaderror` hides it, and the wallet sheet's events go to the session, whose
// failures are reported for the widget instead of escaping into Stripe's code.
import type { StripeExpressCheckoutElement } from '@stripe/stripe-js';
import type { ButtonScope } from './button-scope.ts';
import { publish } from './button-visibility.ts';
import type { WalletSession } from './wallet-session-deps.ts';

export function listenToElement(scope: ButtonScope, element: StripeExpressCheckoutElement, session: WalletSession): void {
  const { state, tracker } = scope;
  const { guard } = scope.context;
  element.on('ready', guard((event) => {
    const available = event.availablePaymentMethods;
    state.walletsAvailable = Boolean(available && Object.values(available).some(Boolean));
    if (available) tracker.buttonsLoaded(available);
    publish(scope);
  }));
  element.on('loaderror', guard(() => {
    state.walletsAvailable = false;
    publish(scope);
  }));
  // guard reports a handler's rejected promise too: the sheet's asynchronous handlers are wrapped alike.
  element.on('click', guard((event) => session.click(event)));
  element.on('shippingaddresschange', guard((event) => session.shippingAddressChange(event)));
  element.on('shippingratechange', guard((event) => session.shippingRateChange(event)));
  element.on('confirm', guard((event) => session.confirm(event)));
  element.on('cancel', guard(() => session.cancel()));
}
