// Matching, exhaustively over the fixture products (the course with its "any" format, the colorant's 38 of 45
// combinations) and as properties over generated products: wildcards, agreement with every choice, order.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAPACITIES, COLOURS, colorantPairs, colorantVariations, courseVariations } from './test-data/fixture-products.ts';
import { productArbitrary } from './test-data/arbitraries.ts';
import { findMatchingVariations, isMatch } from './variation-matcher.ts';

const idsOf = (session: string, format: string) =>
  findMatchingVariations(courseVariations, { attribute_pa_session: session, attribute_pa_format: format }).map((variation) => variation.variation_id);

describe('the course (capture 03)', () => {
  it.each([
    ['mars-2027', 'presentiel', [19]],
    ['mars-2027', 'distanciel', [20]],
    ['juin-2027', 'presentiel', [21]],
    ['juin-2027', 'distanciel', [22]],
    ['septembre-2027', 'presentiel', [23]],
    ['septembre-2027', 'distanciel', [23]],
    ['mars-2027', '', [19, 20]],
    ['septembre-2027', '', [23]],
    ['', 'presentiel', [19, 21, 23]],
    ['', 'distanciel', [20, 22, 23]],
    ['', '', [19, 20, 21, 22, 23]],
    ['octobre-2027', 'presentiel', []],
    ['mars-2027', 'hybride', []],
  ])('session %j × format %j → %j', (session, format, expected) => {
    expect(idsOf(session, format)).toEqual(expected);
  });
});

describe('the colorant (capture 63: 38 variations, 250 g only in Noir and Blanc)', () => {
  const cases = COLOURS.flatMap((colour) => CAPACITIES.map((capacity) => [colour, capacity] as const));
  it.each(cases)('%s / %s matches exactly when the shop has it', (colour, capacity) => {
    const found = findMatchingVariations(colorantVariations, { attribute_couleur: colour, attribute_contenance: capacity });
    expect(found.length).toBe(colorantPairs.has(`${colour}|${capacity}`) ? 1 : 0);
    for (const variation of found) expect(variation.attributes).toEqual({ attribute_couleur: colour, attribute_contenance: capacity });
  });

  it('has 38 variations, and a missing choice matches every variation of the other', () => {
    expect(colorantVariations).toHaveLength(38);
    expect(findMatchingVariations(colorantVariations, { attribute_couleur: 'Noir' })).toHaveLength(5);
    expect(findMatchingVariations(colorantVariations, { attribute_contenance: '250 g' }).map((v) => v.variation_id)).toEqual([78, 79]);
  });
});

describe('isMatch', () => {
  it('treats an empty or missing value on either side as a wildcard', () => {
    expect(isMatch({ a: '' }, { a: 'x' })).toBe(true);
    expect(isMatch({ a: 'x' }, { a: '' })).toBe(true);
    expect(isMatch({ a: 'x' }, {})).toBe(true);
    expect(isMatch({}, { a: 'x' })).toBe(true);
    expect(isMatch({ a: 'x' }, { a: 'y' })).toBe(false);
    expect(isMatch({ a: 'x', b: 'y' }, { a: 'x', b: 'z' })).toBe(false);
  });
});

describe('properties over generated products', () => {
  it('a matched variation agrees with every chosen non-empty value it names', () => {
    fc.assert(
      fc.property(productArbitrary, ({ variations, chosen }) => {
        for (const variation of findMatchingVariations(variations, chosen)) {
          for (const [name, value] of Object.entries(variation.attributes)) {
            if (value && chosen[name]) expect(value).toBe(chosen[name]);
          }
        }
      }),
    );
  });

  it('every variation left out disagrees with a choice on a non-empty value', () => {
    fc.assert(
      fc.property(productArbitrary, ({ variations, chosen }) => {
        const found = new Set(findMatchingVariations(variations, chosen));
        for (const variation of variations.filter((candidate) => !found.has(candidate))) {
          const conflict = Object.entries(variation.attributes).some(([name, value]) => value && chosen[name] && value !== chosen[name]);
          expect(conflict).toBe(true);
        }
      }),
    );
  });

  it('keeps data order (the first match is the first in data-product_variations)', () => {
    fc.assert(
      fc.property(productArbitrary, ({ variations, chosen }) => {
        const positions = findMatchingVariations(variations, chosen).map((variation) => variations.indexOf(variation));
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
      }),
    );
  });

  it('an all-"any" variation matches any choice, and no choice matches every variation', () => {
    fc.assert(
      fc.property(productArbitrary, ({ fields, variations, chosen }) => {
        const any = { variation_id: 1, attributes: Object.fromEntries(fields.map((field) => [field.name, ''])) };
        expect(findMatchingVariations([any], chosen)).toEqual([any]);
        expect(findMatchingVariations(variations, {})).toEqual(variations);
      }),
    );
  });
});
