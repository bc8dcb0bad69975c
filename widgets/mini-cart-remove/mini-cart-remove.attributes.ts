// The mini-cart remove link's data attributes, read by its declaration and typed for its chunk.
import { string, type AttributeValues } from '../../core/registry/attribute-schema.ts';

export const miniCartRemoveAttributes = {
  cart_item_key: string({ required: true }),
  success_message: string({ default: '' }),
};
export type MiniCartRemoveAttributes = AttributeValues<typeof miniCartRemoveAttributes>;
