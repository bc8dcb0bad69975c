// Wallet shipping rates from the Store API cart: order, cap, amounts and the 'pending' placeholder.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MAX_WALLET_SHIPPING_RATES,
  pendingShippingRate,
  walletShippingRates,
  walletShippingRatesOrPending,
} from './shipping-options.ts';
import { cartWithBelgianAddress, cartWithFrenchAddress, cartWithRates, rate } from './test-data/carts.ts';

describe('walletShippingRates', () => {
  it('maps the captured French rates, prices shown without tax', () => {
    expect(walletShippingRates(cartWithFrenchAddress)).toEqual([
      { id: 'flat_rate:1', displayName: 'Colissimo', amount: 990 },
      { id: 'free_shipping:2', displayName: 'Livraison gratuite', amount: 0 },
      { id: 'local_pickup:3', displayName: 'Retrait à l’atelier (Lyon)', amount: 0 },
    ]);
  });
  it('adds the rate taxes when prices are displayed with tax', () => {
    expect(walletShippingRates(cartWithFrenchAddress, { displayPricesWithTax: true })[0]).toEqual(
      { id: 'flat_rate:1', displayName: 'Colissimo', amount: 1188 });
  });
  it('maps the captured Belgian rate', () => {
    expect(walletShippingRates(cartWithBelgianAddress)).toEqual([
      { id: 'flat_rate:4', displayName: 'Colissimo International', amount: 1490 },
    ]);
  });
  it('puts the selected rate first and keeps the others in order', () => {
    const cart = cartWithRates([rate({ rate_id: 'a' }), rate({ rate_id: 'b' }), rate({ rate_id: 'c', selected: true })]);
    expect(walletShippingRates(cart).map((r) => r.id)).toEqual(['c', 'a', 'b']);
  });
  it('keeps at most 9 rates, the selected one included even when it came last', () => {
    const rates = Array.from({ length: 12 }, (_, i) => rate({ rate_id: `r${i}`, selected: i === 11 }));
    const ids = walletShippingRates(cartWithRates(rates)).map((r) => r.id);
    expect(ids).toHaveLength(MAX_WALLET_SHIPPING_RATES);
    expect(ids[0]).toBe('r11');
  });
  it('parses amounts as integers, converts minor units and decodes names', () => {
    const cart = cartWithRates([rate({ rate_id: 'x', name: 'Relais &amp; Colis', price: '99', taxes: '1' })], 1);
    expect(walletShippingRates(cart, { displayPricesWithTax: true })).toEqual([{ id: 'x', displayName: 'Relais & Colis', amount: 1000 }]);
    expect(walletShippingRates(cartWithRates([rate({ rate_id: 'y', price: 'oops' })]))[0]?.amount).toBe(0);
  });
  it('gives a local pickup rate its delivery estimate', () => {
    const cart = cartWithRates([rate({
      rate_id: 'pickup_location:0',
      meta_data: [{ key: 'pickup_address', value: '12 rue Mercière, Lyon' }, { key: 'pickup_details', value: 'Du mardi au samedi' }],
    })]);
    expect(walletShippingRates(cart)[0]?.deliveryEstimate).toBe('12 rue Mercière, Lyon - Du mardi au samedi');
  });
  it('is empty without packages or rates', () => {
    expect(walletShippingRates({ ...cartWithRates([]), shipping_rates: [] })).toEqual([]);
    expect(walletShippingRates(cartWithRates([]))).toEqual([]);
  });
  it('reads package 0 even when another package comes first', () => {
    const cart = cartWithRates([]);
    cart.shipping_rates = [{ package_id: 1, shipping_rates: [rate({ rate_id: 'other' })] }, { package_id: 0, shipping_rates: [rate({ rate_id: 'main' })] }];
    expect(walletShippingRates(cart).map((r) => r.id)).toEqual(['main']);
  });
  it('keeps its invariants for any list of rates', () => {
    const arbRate = fc.record({ rate_id: fc.string(), price: fc.integer({ min: 0, max: 1e7 }).map(String), selected: fc.boolean() })
      .map((r) => rate(r));
    fc.assert(fc.property(fc.array(arbRate, { maxLength: 20 }), (rates) => {
      const result = walletShippingRates(cartWithRates(rates));
      expect(result.length).toBe(Math.min(rates.length, 9));
      result.forEach((r) => expect(Number.isInteger(r.amount)).toBe(true));
      const firstSelected = rates.find((r) => r.selected);
      if (firstSelected) expect(result[0]?.id).toBe(firstSelected.rate_id);
    }));
  });
});

describe('pending placeholder', () => {
  it("is the French 'En attente' with id pending and amount 0", () => {
    expect(pendingShippingRate()).toEqual({ id: 'pending', displayName: 'En attente', amount: 0 });
  });
  it('replaces an empty or unknown rate list, and only then', () => {
    expect(walletShippingRatesOrPending(null)).toEqual([pendingShippingRate()]);
    expect(walletShippingRatesOrPending(cartWithRates([]))).toEqual([pendingShippingRate()]);
    expect(walletShippingRatesOrPending(cartWithFrenchAddress)).toHaveLength(3);
  });
});
