// Declaration of the product gallery: stock WooCommerce `.woocommerce-product-gallery` markup (slides with
// data-thumb and data-large_image). Above the fold and answerable to a copied viewer URL, so it mounts at once.
import { string, type AttributeValues } from '../../core/registry/attribute-schema.ts';
import { defineWidget } from '../../core/registry/define-widget.ts';

const attributes = {
  /** The gallery's id in the viewer's URL hash (letters, digits, - and _); default: its place on the page. */
  gallery_id: string(),
};
export type ProductGalleryAttributes = AttributeValues<typeof attributes>;

export const productGalleryWidget = defineWidget({
  name: 'product-gallery',
  selectors: ['.woocommerce-product-gallery'],
  attributes,
  load: 'ready',
  module: () => import('./product-gallery.ts'),
});
