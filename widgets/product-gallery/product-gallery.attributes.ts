// The product gallery's data attributes, read by its declaration and typed for its chunk.
import { string, type AttributeValues } from '../../core/registry/attribute-schema.ts';

export const productGalleryAttributes = {
  /** The gallery's id in the viewer's URL hash (letters, digits, - and _); default: its place on the page. */
  gallery_id: string(),
};
export type ProductGalleryAttributes = AttributeValues<typeof productGalleryAttributes>;
