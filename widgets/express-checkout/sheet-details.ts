// What the wallet sheet opens with, from what the button was last refreshed with (the server's product data
// or a cart): e-mail always asked, the phone when the shop requires it, a shipping address when something
// ships (never on pay-for-order) with the known rates or the 'pending' placeholder, the line items, the
// countries the shop ships to and the shop's name.
import type { ClickResolveDetails } from '@stripe/stripe-js';
import { walletLineItems } from './line-items.ts';
import type { SessionScope } from './session-state.ts';
import { walletShippingRatesOrPending } from './shipping-options.ts';

export function sheetDetails({ deps, amounts }: SessionScope): ClickResolveDetails {
  const { settings } = deps;
  const { product, cart } = deps.snapshot();
  const needsShipping = settings.context !== 'pay_for_order' && (product ? product.needsShipping : cart?.needs_shipping ?? settings.needsShipping);
  return {
    emailRequired: true,
    phoneNumberRequired: settings.needsPayerPhone,
    shippingAddressRequired: needsShipping,
    shippingRates: needsShipping ? walletShippingRatesOrPending(product ? null : cart, amounts) : undefined,
    lineItems: product ? product.displayItems : cart ? walletLineItems(cart, amounts) : [],
    allowedShippingCountries: settings.allowedShippingCountries,
    business: { name: settings.storeName },
  };
}
