// Confirm's order step: the sheet's billing and shipping addresses, the payment method (with the express
// payment type and the fraud-prevention token read now, as WooPayments may set it late) and the page's order
// attribution go to the shop (Store API checkout, or checkout/{id} for the order being paid). The answer is a
// redirect, an error message (the shop's, or the French default), or "unknown" when the order may exist: an
// unreadable or cut success answer, none in time, or a connection lost with the browser online.
import type { StripeExpressCheckoutElementConfirmEvent as ConfirmEvent } from '@stripe/stripe-js';
import { HttpError } from '../../core/http/http-error.ts';
import { readCheckoutResponse, type CheckoutOutcome } from './checkout-result.ts';
import { currentFraudPreventionToken } from './express-settings.ts';
import { expressText } from './express-strings.ts';
import { orderAttribution } from './order-attribution.ts';
import type { CheckoutOrderInput } from './order-payload.ts';
import type { SessionScope } from './session-state.ts';
import { eceShippingAddressToStoreApi, walletBillingToStoreApi } from './wallet-address.ts';
import type { OrderBackend } from './wallet-session-deps.ts';

export type PlacementOutcome = CheckoutOutcome | { kind: 'unknown' };

function orderInput({ deps }: SessionScope, event: ConfirmEvent, paymentMethodId: string): CheckoutOrderInput {
  const shipping = event.shippingAddress;
  return {
    billingAddress: walletBillingToStoreApi(event.billingDetails ?? { name: '' }),
    shippingAddress: shipping ? eceShippingAddressToStoreApi(shipping.name, shipping.address) : null,
    payment: { paymentMethodId, expressPaymentType: event.expressPaymentType, fraudPreventionToken: currentFraudPreventionToken(deps.settings) },
    extensions: orderAttribution(deps.element.ownerDocument),
  };
}

async function sendOrder(backend: OrderBackend, order: CheckoutOrderInput): Promise<PlacementOutcome> {
  try {
    return readCheckoutResponse(await backend.placeOrder(order));
  } catch (error) {
    if (!(error instanceof HttpError)) return { kind: 'error', message: expressText('orderFailed') };
    if (error.kind === 'http') return readCheckoutResponse(error.body);
    // An unreadable or cut success answer, none in time, or a connection lost before any answer while the browser
    // is online (the shop may have taken the order before it went): the order may exist. Offline, nothing left.
    if (error.kind === 'timeout' || error.kind === 'interrupted' || (error.kind === 'invalid_json' && (error.status ?? 0) < 300)) return { kind: 'unknown' };
    if (error.kind === 'offline' && navigator.onLine) return { kind: 'unknown' };
    return { kind: 'error', message: error.kind === 'invalid_json' ? expressText('orderFailed') : error.message };
  }
}

export function placeOrder(scope: SessionScope, event: ConfirmEvent, paymentMethodId: string): Promise<PlacementOutcome> {
  return sendOrder(scope.deps.backend, orderInput(scope, event, paymentMethodId));
}
