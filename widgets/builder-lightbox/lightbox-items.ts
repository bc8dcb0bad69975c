// The lightbox's pictures, read live from the theme's markup (reference §11): in a gallery every
// `.et_pb_gallery_image a` in page order — the pictures the grid's paging hides included, as Magnific Popup's
// delegate takes them all —, for an image module its `.et_pb_lightbox_image` link alone. Only links to an http(s)
// image file take part (anything else stays a plain link). The picture is the link's href; its size the img's
// width and height attributes (else its loaded size) until the full image's natural size replaces them; its caption
// the link's title, else the img's alt.
import type { ViewerItem } from '../../core/viewer/viewer-item.ts';

export const GALLERY_LINK_SELECTOR = '.et_pb_gallery_image a';

const IMAGE_PATH = /\.(avif|bmp|gif|jpe?g|png|svg|webp)$/i;

/** Whether the link points at an http(s) image file (its path ends with an image extension). */
export function isImageLink(link: Element): link is HTMLAnchorElement {
  const href = link instanceof HTMLAnchorElement ? link.getAttribute('href')?.trim() : undefined;
  if (!href) return false;
  try {
    const url = new URL(href, link.ownerDocument.baseURI);
    return (url.protocol === 'http:' || url.protocol === 'https:') && IMAGE_PATH.test(url.pathname);
  } catch {
    return false;
  }
}

/** The links of one lightbox: a gallery's picture links, or the image module's own link. */
export function lightboxLinks(container: Element): HTMLAnchorElement[] {
  const links = container.matches('.et_pb_lightbox_image') ? [container] : [...container.querySelectorAll(GALLERY_LINK_SELECTOR)];
  return links.filter(isImageLink);
}

function dimension(value: string | null | undefined): number {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? Math.round(parsed) : 0;
}

/** Used when neither the attributes nor the loaded thumbnail give a size: a square, until the image loads. */
const UNKNOWN_SIDE = 1000;

export function itemOfLink(link: HTMLAnchorElement): ViewerItem {
  const img = link.querySelector('img');
  let width = dimension(img?.getAttribute('width'));
  let height = dimension(img?.getAttribute('height'));
  if (!width || !height) {
    width = img?.naturalWidth || UNKNOWN_SIDE;
    height = img?.naturalHeight || UNKNOWN_SIDE;
  }
  const alt = img?.getAttribute('alt')?.trim() ?? '';
  return {
    src: link.href,
    width,
    height,
    alt,
    caption: link.getAttribute('title')?.trim() || alt,
    msrc: img?.currentSrc || img?.getAttribute('src') || '',
    element: link,
    sizeGuessed: true,
  };
}
