// The product gallery's id in the viewer's URL hash (core/viewer/viewer-hash.ts): its data-gallery_id, else its
// place among the page's product galleries.
import { isGalleryId } from '../../core/viewer/viewer-hash.ts';

/** The gallery's id in the hash: its `data-gallery_id` when valid, else (a bad value logged) its 1-based place among the page's galleries. */
export function galleryIdOf(gallery: Element, ownAttribute: string | undefined): string {
  if (ownAttribute !== undefined && isGalleryId(ownAttribute)) return ownAttribute;
  const galleries = [...gallery.ownerDocument.querySelectorAll('.woocommerce-product-gallery')];
  const place = String(galleries.indexOf(gallery) + 1);
  if (ownAttribute !== undefined) {
    console.error(`[fondant] product-gallery: data-gallery_id="${ownAttribute}" must be 1 to 64 letters, digits, - or _; using "${place}"`, gallery);
  }
  return place;
}
