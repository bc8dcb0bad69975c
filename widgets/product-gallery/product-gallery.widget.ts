// Declaration of the product gallery: stock WooCommerce `.woocommerce-product-gallery` markup (slides with
// data-thumb and data-large_image). Above the fold and answerable to a copied viewer URL, so it mounts at once.
import { defineWidget } from '../../core/registry/define-widget.ts';
import { productGalleryAttributes } from './product-gallery.attributes.ts';

export const productGalleryWidget = defineWidget({
  name: 'product-gallery',
  selectors: ['.woocommerce-product-gallery'],
  attributes: productGalleryAttributes,
  load: 'ready',
  replaces: ['wc-flexslider', 'wc-zoom', 'wc-photoswipe', 'wc-photoswipe-ui-default', 'wc-single-product'],
  module: () => import('./product-gallery.ts'),
});
