// Wallet total and line items from Store API carts: captured carts, tax display, discounts, sanity check.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cartItemLabel, walletLineItems, walletTotal } from './line-items.ts';
import type { StoreApiCart, StoreApiCartItem } from './store-api-types.ts';
import { cartWithBelgianAddress, cartWithFrenchAddress } from './test-data/carts.ts';

function item(name: string, lineSubtotal: number, lineTax = 0, quantity = 1): StoreApiCartItem {
  return { key: name, name, quantity, totals: { line_subtotal: String(lineSubtotal), line_subtotal_tax: String(lineTax) } };
}

function cart(items: StoreApiCartItem[], totals: Partial<StoreApiCart['totals']>, needsShipping = true): StoreApiCart {
  return { items, shipping_rates: [], needs_shipping: needsShipping, totals: { total_price: '0', currency_code: 'EUR', currency_minor_unit: 2, ...totals } };
}

describe('walletTotal and walletLineItems on the captured carts', () => {
  it('French address: items, shipping and the VAT line without tax in the prices', () => {
    expect({ total: walletTotal(cartWithFrenchAddress), lineItems: walletLineItems(cartWithFrenchAddress) }).toEqual({
      total: 227820,
      lineItems: [
        { name: 'Pâte à sucre blanche 1 kg (x3)', amount: 2670 },
        { name: 'Colorant alimentaire en gel - Contenance: 50 g, Couleur: Bleu', amount: 1190 },
        { name: expect.any(String), amount: 185000 },
        { name: 'Livraison', amount: 990 },
        { name: 'TVA', amount: 37970 },
      ],
    });
  });
  it('Belgian address: no tax line when the tax is 0', () => {
    const total = walletTotal(cartWithBelgianAddress);
    const lineItems = walletLineItems(cartWithBelgianAddress);
    expect(total).toBe(190350);
    expect(lineItems.map((line) => line.name).slice(-1)).toEqual(['Livraison']);
    expect(lineItems.reduce((sum, line) => sum + line.amount, 0)).toBe(190350);
  });
  it('with prices displayed with tax: taxes inside each line and no VAT line', () => {
    const lines = walletLineItems(cartWithFrenchAddress, { displayPricesWithTax: true });
    expect(lines.map((line) => line.amount)).toEqual([3204, 1428, 222000, 1188]);
  });
});

describe('walletLineItems', () => {
  it('adds negative discount and refund lines, and fees', () => {
    const c = cart([item('Moule', 4400)], {
      total_price: '5260', total_shipping: '1100', total_discount: '440', total_fees: '200', total_tax: '0', total_refund: '100',
    });
    expect(walletLineItems(c)).toEqual([
      { name: 'Moule', amount: 4400 },
      { name: 'Livraison', amount: 1100 },
      { name: 'Remise', amount: -440 },
      { name: 'Frais', amount: 200 },
      { name: 'Remboursement', amount: -100 },
    ]);
    expect(walletTotal(c)).toBe(5160);
  });
  it('leaves out the shipping line when nothing ships and shipping is 0', () => {
    expect(walletLineItems(cart([item('Formation', 185000)], { total_price: '185000' }, false))).toEqual([{ name: 'Formation', amount: 185000 }]);
  });
  it('discards every line when their sum exceeds the total minus the refund', () => {
    expect(walletLineItems(cart([item('A', 1000), item('B', 1001)], { total_price: '2000' }, false))).toEqual([]);
    expect(walletLineItems(cart([item('A', 1000)], { total_price: '1000' }, false))).toHaveLength(1);
  });
  it('never returns lines summing above the total, and all amounts are integers', () => {
    fc.assert(fc.property(
      fc.array(fc.integer({ min: 0, max: 1e6 }), { maxLength: 5 }),
      fc.integer({ min: 0, max: 5e6 }), fc.integer({ min: 0, max: 1e5 }), fc.integer({ min: 0, max: 1e5 }),
      (subtotals, totalPrice, shipping, tax) => {
        const c = cart(subtotals.map((s, i) => item(`p${i}`, s)), { total_price: String(totalPrice), total_shipping: String(shipping), total_tax: String(tax) });
        const lines = walletLineItems(c);
        lines.forEach((line) => expect(Number.isInteger(line.amount)).toBe(true));
        expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBeLessThanOrEqual(walletTotal(c));
      },
    ));
  });
});

describe('cartItemLabel', () => {
  it('adds quantity, variation attributes and item data, decoding entities', () => {
    expect(cartItemLabel({
      ...item('Gâteau &amp; décor', 0, 0, 2),
      variation: [{ attribute: 'Taille', value: '20 cm' }],
      item_data: [{ key: 'Gravure', value: 'Léa' }, { name: 'Boîte', display: 'oui' }],
    })).toBe('Gâteau & décor (x2) - Taille: 20 cm - Gravure: Léa, Boîte: oui');
  });
  it('is the bare name for one unit without options', () => {
    expect(cartItemLabel(item('Formation', 185000))).toBe('Formation');
  });
});
