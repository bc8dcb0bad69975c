// Quantity rules of a found variation: the fixture products exhaustively, and properties of the clamp.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampQuantity, quantityFor } from './quantity-clamp.ts';
import { colorantVariations, courseVariations } from './test-data/fixture-products.ts';
import type { Variation } from './variation-data.ts';
import getVariationMatch from './test-data/18-wc-ajax-get_variation-match.json';
import getVariationOutOfStock from './test-data/20-wc-ajax-get_variation-match-outofstock.json';

describe('the fixture products', () => {
  it.each(courseVariations.map((variation) => [variation.variation_id, variation] as const))(
    'course variation %i is sold individually: 1, min 1, no max, hidden',
    (_id, variation) => {
      for (const current of ['1', '3', '', 'abc']) expect(quantityFor(variation, current)).toEqual({ value: '1', min: '1', max: '', hidden: true });
    },
  );

  it('Rouge / 100 g (capture 18, max 25) clamps into 1..25', () => {
    const variation = getVariationMatch as Variation;
    expect(quantityFor(variation, '40')).toEqual({ value: '25', min: '1', max: '25', hidden: false });
    expect(quantityFor(variation, '0')).toEqual({ value: '1', min: '1', max: '25', hidden: false });
    expect(quantityFor(variation, '7')).toEqual({ value: '7', min: '1', max: '25', hidden: false });
    expect(quantityFor(variation, '')).toEqual({ value: '1', min: '1', max: '25', hidden: false });
  });

  it("Blanc / 10 g (capture 20, max_qty '') has no upper bound", () => {
    expect(quantityFor(getVariationOutOfStock as Variation, '500')).toEqual({ value: '500', min: '1', max: '', hidden: false });
  });

  it('every colorant variation keeps a quantity its bounds allow', () => {
    for (const variation of colorantVariations) {
      const { value } = quantityFor(variation, '30');
      expect(Number(value)).toBe(variation.max_qty === '' ? 30 : 25);
    }
  });
});

describe('clampQuantity', () => {
  const bounds = fc.tuple(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 1000 })).map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const);

  it('stays within min..max for any number', () => {
    fc.assert(
      fc.property(bounds, fc.double({ min: -1e6, max: 1e6, noNaN: true }), ([min, max], current) => {
        const value = Number(clampQuantity(String(current), min, max));
        expect(value).toBeGreaterThanOrEqual(min);
        expect(value).toBeLessThanOrEqual(max);
      }),
    );
  });

  it('leaves a value already within the bounds as it is', () => {
    fc.assert(
      fc.property(bounds.chain(([min, max]) => fc.tuple(fc.constant(min), fc.constant(max), fc.integer({ min, max }))), ([min, max, current]) => {
        expect(clampQuantity(String(current), min, max)).toBe(String(current));
      }),
    );
  });

  it('turns a value that is not a number into min_qty', () => {
    fc.assert(
      fc.property(bounds, fc.constantFrom('', 'abc', ' ', '-'), ([min, max], current) => {
        expect(clampQuantity(current, min, max)).toBe(String(min));
      }),
    );
  });

  it("has no upper bound when max_qty is ''", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 1e6 }), (min, current) => {
        expect(Number(clampQuantity(String(current), min, ''))).toBe(Math.max(current, min));
      }),
    );
  });

  it('lets the minimum win over a smaller maximum, like the legacy script', () => {
    expect(clampQuantity('5', 3, 2)).toBe('3');
  });
});
