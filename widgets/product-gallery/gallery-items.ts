// What the gallery shows, read from WooCommerce's server markup (single-product/product-image.php): one
// item per `.woocommerce-product-gallery__image` slide, always read live because the variation form
// swaps the main image's attributes.
import type { ViewerItem } from '../../core/viewer/viewer-item.ts';

/**
 * `src`: the full-size image for the viewer and the zoom (`data-large_image`, else the link, else `data-src`);
 * `caption`: shown under the picture in the viewer (`data-caption`, else the img title, as WooCommerce does);
 * `msrc`: what the slide shows now, the viewer's placeholder while the large image loads.
 */
export interface GalleryItem extends ViewerItem {
  thumb: string;
  thumbAlt: string;
  thumbSrcset: string;
  thumbSizes: string;
}

export const SLIDE_SELECTOR = '.woocommerce-product-gallery__wrapper > .woocommerce-product-gallery__image';

export function slidesOf(gallery: Element): HTMLElement[] {
  return [...gallery.querySelectorAll<HTMLElement>(SLIDE_SELECTOR)];
}

export function slideImage(slide: Element): HTMLImageElement | null {
  return slide.querySelector('img');
}

function dimension(value: string | null | undefined): number {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : 0;
}

export function itemOfSlide(slide: HTMLElement): GalleryItem {
  const img = slideImage(slide);
  const link = slide.querySelector('a');
  const src = img?.getAttribute('data-large_image') || link?.getAttribute('href') || img?.getAttribute('data-src') || img?.getAttribute('src') || '';
  const msrc = img?.currentSrc || img?.getAttribute('src') || '';
  return {
    src,
    width: dimension(img?.getAttribute('data-large_image_width')) || dimension(img?.getAttribute('width')),
    height: dimension(img?.getAttribute('data-large_image_height')) || dimension(img?.getAttribute('height')),
    alt: img?.getAttribute('alt') ?? '',
    caption: img?.getAttribute('data-caption') || img?.getAttribute('title') || '',
    msrc,
    thumb: slide.getAttribute('data-thumb') || msrc,
    thumbAlt: slide.getAttribute('data-thumb-alt') ?? img?.getAttribute('alt') ?? '',
    thumbSrcset: slide.getAttribute('data-thumb-srcset') ?? '',
    thumbSizes: slide.getAttribute('data-thumb-sizes') ?? '',
  };
}

export function readGalleryItems(gallery: Element): GalleryItem[] {
  return slidesOf(gallery).map(itemOfSlide);
}
