// The thumbnail strip flexslider builds from each slide's data-thumb*, with its markup: `ol.flex-control-nav
// .flex-control-thumbs > li > img`, the current img `flex-active` — so the theme's CSS for those selectors draws
// it as without Fondant (a <button> there took the theme's button styles). Each img is a keyboard-operable
// button (role=button, in the tab order, Enter and Space) named in French by its alt, the current one aria-current.
import { t } from '../../core/config/strings.ts';
import { pictureLabel } from '../../core/viewer/picture-label.ts';
import type { GalleryItem } from './gallery-items.ts';

export function buildThumbnails(items: GalleryItem[]): HTMLOListElement {
  const list = document.createElement('ol');
  list.className = 'flex-control-nav flex-control-thumbs';
  items.forEach((item, index) => {
    const img = document.createElement('img');
    img.src = item.thumb;
    if (item.thumbSrcset) img.srcset = item.thumbSrcset;
    if (item.thumbSizes) img.sizes = item.thumbSizes;
    img.alt = pictureLabel(index, items.length, item.thumbAlt);
    img.setAttribute('role', 'button');
    img.tabIndex = 0;
    img.draggable = false;
    const entry = document.createElement('li');
    entry.append(img);
    list.append(entry);
  });
  return list;
}

export function thumbnailImages(list: HTMLOListElement): HTMLImageElement[] {
  return [...list.querySelectorAll<HTMLImageElement>(':scope > li > img')];
}

export function markCurrentThumbnail(list: HTMLOListElement, index: number): void {
  thumbnailImages(list).forEach((img, position) => {
    const current = position === index;
    if (current) img.setAttribute('aria-current', 'true');
    else img.removeAttribute('aria-current');
    img.classList.toggle('flex-active', current);
  });
}

/** Enter and Space on a focused thumbnail act as a click (Space without scrolling the page). */
export function isThumbnailActivationKey(event: KeyboardEvent): boolean {
  return (event.key === 'Enter' || event.key === ' ') && !event.altKey && !event.ctrlKey && !event.metaKey;
}
