// One wallet sheet session, in its own chunk (loaded with Stripe.js once there is a button): its state made
// once, and the sheet's events handed to one module each — click, shipping address, shipping rate, confirm
// and cancel.
import { confirmPayment } from './payment-confirm.ts';
import { createSessionScope } from './session-state.ts';
import { sheetCancel } from './sheet-cancel.ts';
import { sheetClick } from './sheet-click.ts';
import { shippingAddressChange } from './shipping-address-change.ts';
import { shippingRateChange } from './shipping-rate-change.ts';
import type { WalletSession, WalletSessionDeps } from './wallet-session-deps.ts';

export function createWalletSession(deps: WalletSessionDeps): WalletSession {
  const scope = createSessionScope(deps);
  return {
    click: (event) => sheetClick(scope, event),
    shippingAddressChange: (event) => shippingAddressChange(scope, event),
    shippingRateChange: (event) => shippingRateChange(scope, event),
    confirm: (event) => confirmPayment(scope, event),
    cancel: () => sheetCancel(scope),
  };
}
