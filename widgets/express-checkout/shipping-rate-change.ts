// The sheet's shipping rate changed: it is chosen for package 0 (`cart/select-shipping-rate`), then the total
// and line items follow the answer; any failure rejects the choice. Pay-for-order has no cart to choose in.
import type { StripeExpressCheckoutElementShippingRateChangeEvent as RateChangeEvent } from '@stripe/stripe-js';
import { walletLineItems, walletTotal } from './line-items.ts';
import type { SessionScope } from './session-state.ts';
import { SHIPPING_PACKAGE_ID } from './shipping-options.ts';

export async function shippingRateChange({ deps, amounts }: SessionScope, event: RateChangeEvent): Promise<void> {
  if (!deps.cartApi) {
    event.reject();
    return;
  }
  try {
    const cart = await deps.cartApi.selectShippingRate(event.shippingRate.id, SHIPPING_PACKAGE_ID);
    deps.elements.update({ amount: walletTotal(cart, deps.settings.currencyDecimals) });
    event.resolve({ lineItems: walletLineItems(cart, amounts) });
  } catch {
    event.reject();
  }
}
