// The variation form's data attributes, read by its declaration and typed for its chunk.
import { integer, json, string, type AttributeValues } from '../../core/registry/attribute-schema.ts';

/** The outer shape only: the form's chunk checks every variation (keeping that check out of the entry). */
const isVariationList = (value: unknown): value is unknown[] | false => value === false || Array.isArray(value);

export const variationFormAttributes = {
  product_id: integer({ required: true, min: 1 }),
  product_variations: json(isVariationList, { required: true }),
  custom_data: string(),
};
export type VariationFormAttributes = AttributeValues<typeof variationFormAttributes>;
