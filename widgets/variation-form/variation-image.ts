// The variation's image replaces the product's main image, the classic way of the legacy
// wc_variations_image_update: each changed attribute keeps its server value in data-o_<attr> and a reset puts
// them back; the gallery widget follows through `flexslider-click` on a matching thumbnail and
// `woocommerce_gallery_reset_slide_position` / `woocommerce_gallery_init_zoom` on `.images`.
import { safeRedirect } from '../../core/dom/safe-redirect.ts';
import { emit } from '../../core/events/bridge.ts';
import type { Later } from './form-timers.ts';
import type { Variation, VariationImage } from './variation-data.ts';

/** After the swap, like the legacy script: the gallery re-measures once the new image is in. */
export const GALLERY_REFRESH_DELAY_MS = 20;

// One pending refresh per form: a newer image update supersedes it, so a reset scheduled just before a
// quick second choice cannot slide the gallery back to its first picture after the choice's own slide.
const pendingRefresh = new WeakMap<HTMLFormElement, () => void>();

interface GalleryParts {
  gallery: HTMLElement | null;
  nav: HTMLElement | null;
  firstThumb: HTMLElement | null;
  wrapper: HTMLElement | null;
  image: HTMLElement | null;
  link: HTMLElement | null;
}

function galleryParts(product: HTMLElement): GalleryParts {
  const gallery = product.querySelector<HTMLElement>('.images');
  const nav = product.querySelector<HTMLElement>('.flex-control-nav');
  const wrapper = gallery?.querySelector<HTMLElement>('.woocommerce-product-gallery__image, .woocommerce-product-gallery__image--placeholder') ?? null;
  return {
    gallery,
    nav,
    firstThumb: nav?.querySelector<HTMLElement>('li img') ?? null,
    wrapper,
    image: wrapper?.querySelector<HTMLElement>('.wp-post-image') ?? null,
    link: wrapper?.querySelector<HTMLElement>('a') ?? null,
  };
}

function setVariationAttribute(element: HTMLElement | null, name: string, value: unknown): void {
  if (!element) return;
  if (!element.hasAttribute(`data-o_${name}`)) element.setAttribute(`data-o_${name}`, element.getAttribute(name) ?? '');
  if (value === false || value === null) element.removeAttribute(name);
  else if (value !== undefined) element.setAttribute(name, String(value));
}

function resetVariationAttribute(element: HTMLElement | null, name: string): void {
  const original = element?.getAttribute(`data-o_${name}`);
  if (element && original !== null && original !== undefined) element.setAttribute(name, original);
}

const IMAGE_ATTRIBUTES = ['src', 'height', 'width', 'srcset', 'sizes', 'title', 'data-caption', 'alt', 'data-src', 'data-large_image', 'data-large_image_width', 'data-large_image_height'];

/** The full-size image's address, left out (undefined) when it is an address that is not http(s): it becomes the
 *  gallery link's target and the viewer's, where a script URL would run. */
function fullSource(image: VariationImage): VariationImage['full_src'] {
  const full = image.full_src;
  return typeof full === 'string' && full.trim() !== '' && safeRedirect(full) === null ? undefined : full;
}

/** The main image's attribute values for a variation's image (undefined: the attribute is left as it is). */
function imageAttributeValues(image: VariationImage): Record<string, unknown> {
  const full = fullSource(image);
  return {
    src: image.src,
    height: image.src_h,
    width: image.src_w,
    srcset: image.srcset,
    sizes: image.sizes,
    title: image.title,
    'data-caption': image.caption,
    alt: image.alt,
    'data-src': full,
    'data-large_image': full,
    'data-large_image_width': image.full_src_w,
    'data-large_image_height': image.full_src_h,
  };
}

function resetImages(parts: GalleryParts): void {
  IMAGE_ATTRIBUTES.forEach((name) => resetVariationAttribute(parts.image, name));
  resetVariationAttribute(parts.wrapper, 'data-thumb');
  resetVariationAttribute(parts.firstThumb, 'src');
  resetVariationAttribute(parts.link, 'href');
}

function refreshGallery(form: HTMLFormElement, gallery: HTMLElement | null, later: Later, beforeZoom?: () => void): void {
  pendingRefresh.get(form)?.();
  let ran = false;
  const cancel = later(() => {
    ran = true;
    pendingRefresh.delete(form);
    window.dispatchEvent(new Event('resize'));
    beforeZoom?.();
    if (gallery) emit('woocommerce_gallery_init_zoom', [], { target: gallery });
  }, GALLERY_REFRESH_DELAY_MS);
  if (!ran) pendingRefresh.set(form, cancel);
}

/** Shows the variation's image (or the product's own when `variation` is null or has none). */
export function updateVariationImage(form: HTMLFormElement, product: HTMLElement, variation: Variation | null, later: Later): void {
  const parts = galleryParts(product);
  const image = variation?.image;
  if (variation && image?.src && image.src.length > 1) {
    const thumbSrc = image.gallery_thumbnail_src ?? '';
    const thumbs = [...(parts.nav?.querySelectorAll<HTMLElement>('li img') ?? [])];
    if (thumbs.some((thumb) => thumb.getAttribute('data-o_src') === thumbSrc)) resetImages(parts);
    const slide = thumbs.find((thumb) => thumb.getAttribute('src') === thumbSrc);
    if (slide) {
      // The gallery already holds this image: slide to it instead of swapping.
      emit('flexslider-click', [], { target: slide });
      form.setAttribute('current-image', String(variation.image_id ?? ''));
      refreshGallery(form, parts.gallery, later);
      return;
    }
    const values = imageAttributeValues(image);
    IMAGE_ATTRIBUTES.forEach((name) => setVariationAttribute(parts.image, name, values[name]));
    setVariationAttribute(parts.wrapper, 'data-thumb', image.src);
    setVariationAttribute(parts.firstThumb, 'src', image.gallery_thumbnail_src);
    setVariationAttribute(parts.link, 'href', fullSource(image));
  } else {
    resetImages(parts);
  }
  refreshGallery(form, parts.gallery, later, () => {
    const imageId = variation?.image_id ? String(variation.image_id) : '';
    const moved = (form.getAttribute('current-image') ?? '') !== imageId;
    form.setAttribute('current-image', imageId);
    if (moved && parts.gallery) emit('woocommerce_gallery_reset_slide_position', [], { target: parts.gallery });
  });
}
