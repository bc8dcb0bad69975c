// The store notice's data attributes, read by its declaration and typed for its chunk.
import { string, type AttributeValues } from '../../core/registry/attribute-schema.ts';

export const storeNoticeAttributes = {
  /** md5 of the notice text: a new text gets a new cookie, so a notice dismissed before shows again. */
  'notice-id': string(),
};
export type StoreNoticeAttributes = AttributeValues<typeof storeNoticeAttributes>;
