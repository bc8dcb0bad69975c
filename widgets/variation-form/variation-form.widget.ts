// Declaration of the variable product's form (stock `form.variations_form`): the variations inline in
// data-product_variations, or `false` to ask the server. It loads when the browser is idle: until then the
// native selects and the plain form post already work, and mounting changes no layout.
import { integer, json, string, type AttributeValues } from '../../core/registry/attribute-schema.ts';
import { defineWidget } from '../../core/registry/define-widget.ts';

/** The outer shape only: the form's chunk checks every variation (keeping that check out of the entry). */
const isVariationList = (value: unknown): value is unknown[] | false => value === false || Array.isArray(value);

const variationFormAttributes = {
  product_id: integer({ required: true, min: 1 }),
  product_variations: json(isVariationList, { required: true }),
  custom_data: string(),
};
export type VariationFormAttributes = AttributeValues<typeof variationFormAttributes>;

export const variationFormWidget = defineWidget({
  name: 'variation-form',
  selectors: ['form.variations_form'],
  attributes: variationFormAttributes,
  load: 'idle',
  module: () => import('./variation-form.tsx'),
});
