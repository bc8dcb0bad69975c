// The ajax add-to-cart button's data attributes, read by its declaration and typed for its chunk.
import { integer, number, string, type AttributeValues } from '../../core/registry/attribute-schema.ts';

export const addToCartAttributes = {
  product_id: integer({ required: true, min: 1 }),
  quantity: number({ default: 1, min: 0 }),
  success_message: string({ default: '' }),
};
export type AddToCartAttributes = AttributeValues<typeof addToCartAttributes>;
