// The thumbnail strip flexslider used to build from each slide's data-thumb*: `ol.flex-control-nav
// .flex-control-thumbs > li > button > img`, one real button per picture with a French name, the current
// one marked aria-current (and its img `flex-active`, which themes style).
import { t } from '../../core/config/strings.ts';
import type { GalleryItem } from './gallery-items.ts';

export function pictureLabel(index: number, count: number, alt: string): string {
  const values = { index: index + 1, count, alt: alt.trim() };
  return values.alt ? t('galleryPictureWithAlt', values) : t('galleryPicture', values);
}

export function buildThumbnails(items: GalleryItem[]): HTMLOListElement {
  const list = document.createElement('ol');
  list.className = 'flex-control-nav flex-control-thumbs';
  items.forEach((item, index) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.setAttribute('aria-label', pictureLabel(index, items.length, item.thumbAlt));
    const img = document.createElement('img');
    img.src = item.thumb;
    if (item.thumbSrcset) img.srcset = item.thumbSrcset;
    if (item.thumbSizes) img.sizes = item.thumbSizes;
    img.alt = '';
    img.draggable = false;
    button.append(img);
    const entry = document.createElement('li');
    entry.append(button);
    list.append(entry);
  });
  return list;
}

export function thumbnailButtons(list: HTMLOListElement): HTMLButtonElement[] {
  return [...list.querySelectorAll<HTMLButtonElement>(':scope > li > button')];
}

export function markCurrentThumbnail(list: HTMLOListElement, index: number): void {
  thumbnailButtons(list).forEach((button, position) => {
    const current = position === index;
    if (current) button.setAttribute('aria-current', 'true');
    else button.removeAttribute('aria-current');
    button.querySelector('img')?.classList.toggle('flex-active', current);
  });
}
