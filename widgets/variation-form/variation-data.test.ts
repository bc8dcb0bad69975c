// The shape check of data-product_variations / get_variation answers, purchasability and the chosen attributes.
import { describe, expect, it } from 'vitest';
import { readChosenAttributes, sameChoices } from './chosen-attributes.ts';
import { courseVariations } from './test-data/fixture-products.ts';
import getVariationOutOfStock from './test-data/20-wc-ajax-get_variation-match-outofstock.json';
import { isPurchasable, isVariation, isVariationData, type Variation } from './variation-data.ts';

describe('isVariationData', () => {
  it('accepts the captured course variations and false (ajax mode)', () => {
    expect(isVariationData(courseVariations)).toBe(true);
    expect(isVariationData(false)).toBe(true);
    expect(isVariationData([])).toBe(true);
  });

  it.each([[null], [true], ['false'], [{}], [[{ attributes: {} }]], [[{ variation_id: '19', attributes: {} }]], [[{ variation_id: 19, attributes: { a: 1 } }]]])(
    'rejects %j',
    (value) => expect(isVariationData(value)).toBe(false),
  );

  it('accepts a get_variation answer as a variation, and not false', () => {
    expect(isVariation(getVariationOutOfStock)).toBe(true);
    expect(isVariation(false)).toBe(false);
  });
});

describe('isPurchasable', () => {
  it('needs purchasable, in stock and visible', () => {
    const base = courseVariations[0]!;
    expect(isPurchasable(base)).toBe(true);
    expect(isPurchasable(courseVariations[3]!)).toBe(false);
    expect(isPurchasable(getVariationOutOfStock as Variation)).toBe(false);
    expect(isPurchasable({ ...base, is_purchasable: false })).toBe(false);
    expect(isPurchasable({ ...base, variation_is_visible: false })).toBe(false);
  });
});

describe('readChosenAttributes', () => {
  it('keys by data-attribute_name, else name, and counts the chosen ones', () => {
    document.body.innerHTML = `
      <select data-attribute_name="attribute_pa_session" name="ignored"><option value="">—</option><option value="mars-2027" selected>Mars</option></select>
      <select name="attribute_pa_format"><option value="">—</option><option value="presentiel">P</option></select>`;
    const chosen = readChosenAttributes([...document.querySelectorAll('select')]);
    expect(chosen).toEqual({ count: 2, chosenCount: 1, data: { attribute_pa_session: 'mars-2027', attribute_pa_format: '' } });
    expect(sameChoices(chosen.data, { attribute_pa_session: 'mars-2027', attribute_pa_format: '' })).toBe(true);
    expect(sameChoices(chosen.data, { attribute_pa_session: 'mars-2027', attribute_pa_format: 'presentiel' })).toBe(false);
    expect(sameChoices(chosen.data, { attribute_pa_session: 'mars-2027' })).toBe(false);
  });
});
