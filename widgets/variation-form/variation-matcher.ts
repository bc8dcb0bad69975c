// Variation matching (legacy check_variations): a variation matches when, for every attribute it names, its
// value and the chosen one are equal or either is missing or empty — an empty value is the "any" wildcard.
import type { AttributeMap, Variation } from './variation-data.ts';

export function isMatch(variationAttributes: AttributeMap, chosen: AttributeMap): boolean {
  for (const [name, value] of Object.entries(variationAttributes)) {
    const chosenValue = chosen[name];
    if (value && chosenValue && value !== chosenValue) return false;
  }
  return true;
}

/** Every matching variation, in data order: the first one is "the" match. */
export function findMatchingVariations(variations: readonly Variation[], chosen: AttributeMap): Variation[] {
  return variations.filter((variation) => isMatch(variation.attributes, chosen));
}
