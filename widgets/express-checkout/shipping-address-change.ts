// The sheet's shipping address changed: once the product's separate cart is ready, the address goes to the
// session (`cart/update-customer`) and is remembered for a cancel. No rate for it, or any failure, rejects the
// address without a message; otherwise the total, the rates and the line items follow the answer. After a
// failed product add the change is accepted as it is (the confirm will stop).
import type { StripeExpressCheckoutElementShippingAddressChangeEvent as AddressChangeEvent } from '@stripe/stripe-js';
import { walletLineItems, walletTotal } from './line-items.ts';
import type { SessionScope } from './session-state.ts';
import { walletShippingRates } from './shipping-options.ts';
import { eceShippingAddressToStoreApi } from './wallet-address.ts';

export async function shippingAddressChange({ deps, state, amounts }: SessionScope, event: AddressChangeEvent): Promise<void> {
  if (state.productAdded && !(await state.productAdded)) {
    event.resolve();
    return;
  }
  if (!deps.cartApi) {
    event.reject();
    return;
  }
  state.lastAddress = event.address;
  try {
    const cart = await deps.cartApi.updateCustomer(eceShippingAddressToStoreApi(event.name, event.address));
    const shippingRates = walletShippingRates(cart, amounts);
    if (shippingRates.length === 0) {
      event.reject();
      return;
    }
    deps.elements.update({ amount: walletTotal(cart, deps.settings.currencyDecimals) });
    event.resolve({ shippingRates, lineItems: walletLineItems(cart, amounts) });
  } catch {
    event.reject();
  }
}
