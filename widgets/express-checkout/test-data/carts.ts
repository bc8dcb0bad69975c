// Captured Store API carts (captures 52 and 53, trimmed) and a builder for synthetic carts in tests.
import type { StoreApiCart, StoreApiShippingRate } from '../store-api-types.ts';
import belgianCart from './52-store-cart-update-customer-BE.json' with { type: 'json' };
import frenchCart from './53-store-cart-update-customer-FR.json' with { type: 'json' };

export const cartWithBelgianAddress: StoreApiCart = belgianCart;
export const cartWithFrenchAddress: StoreApiCart = frenchCart;

export function rate(overrides: Partial<StoreApiShippingRate> & { rate_id: string }): StoreApiShippingRate {
  return { name: overrides.rate_id, price: '0', taxes: '0', selected: false, meta_data: [], ...overrides };
}

export function cartWithRates(rates: StoreApiShippingRate[], minorUnit = 2): StoreApiCart {
  return {
    items: [],
    shipping_rates: [{ package_id: 0, shipping_rates: rates }],
    totals: { total_price: '0', currency_code: 'EUR', currency_minor_unit: minorUnit },
    needs_shipping: true,
  };
}
