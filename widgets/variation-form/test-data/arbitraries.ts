// fast-check generators for variable products: a few attributes with a few values each, variations naming
// every attribute with one of its values or '' ("any"), some inactive, and a shopper's choice ('' = none).
import fc from 'fast-check';
import type { AttributeField } from '../option-pruner.ts';
import type { AttributeMap, Variation } from '../variation-data.ts';

export interface GeneratedProduct {
  fields: AttributeField[];
  variations: Variation[];
  chosen: AttributeMap;
}

const valueNames = ['rouge', 'bleu', '10 g', '250 g', 'mars-2027', 'A & B', 'x'];

export const productArbitrary: fc.Arbitrary<GeneratedProduct> = fc
  .array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 3 })
  .chain((valueCounts) => {
    const fields: AttributeField[] = valueCounts.map((count, index) => ({
      name: `attribute_pa_${index}`,
      placeholder: { value: '', label: 'Choisir une option' },
      options: valueNames.slice(0, count).map((value) => ({ value, label: value.toUpperCase() })),
      hidePlaceholderWhenChosen: false,
    }));
    const valueOf = (field: AttributeField) => fc.constantFrom('', ...field.options.map((option) => option.value));
    const attributes = fc.record(Object.fromEntries(fields.map((field) => [field.name, valueOf(field)])) as Record<string, fc.Arbitrary<string>>);
    const variation = fc.record({ attributes, variation_is_active: fc.boolean() });
    return fc.record({
      fields: fc.constant(fields),
      variations: fc
        .array(variation, { maxLength: 8 })
        .map((list) => list.map((item, index): Variation => ({ variation_id: 100 + index, ...item }))),
      chosen: attributes,
    });
  });
