// The thumbnail strip built from data-thumb* like flexslider's: its classes, one labelled button per picture,
// the current one marked.
import { afterEach, describe, expect, it } from 'vitest';
import { readGalleryItems } from './gallery-items.ts';
import { galleryMarkup, thumbUrl } from './gallery-test-markup.ts';
import { pictureLabel } from '../../core/viewer/picture-label.ts';
import { buildThumbnails, markCurrentThumbnail, thumbnailImages } from './thumbnails.ts';

afterEach(() => document.body.replaceChildren());

function strip(): HTMLOListElement {
  document.body.innerHTML = galleryMarkup();
  return buildThumbnails(readGalleryItems(document.querySelector('.woocommerce-product-gallery')!));
}

describe('buildThumbnails', () => {
  it('builds flexslider’s ol.flex-control-nav.flex-control-thumbs with one li > img per picture (no button for themes to restyle)', () => {
    const list = strip();
    expect(list.tagName).toBe('OL');
    expect([...list.classList]).toEqual(['flex-control-nav', 'flex-control-thumbs']);
    expect(list.querySelectorAll(':scope > li > img[role="button"][tabindex="0"]')).toHaveLength(4);
    expect(list.querySelectorAll('button')).toHaveLength(0);
    const img = list.querySelector('li:nth-child(2) img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(thumbUrl(1));
    expect(img.getAttribute('srcset')).toBe(`${thumbUrl(1)} 100w, /gallery/formation-cake-designer-2-600x600.svg 600w`);
    expect(img.getAttribute('sizes')).toBe('(max-width: 100px) 100vw, 100px');
    expect(img.getAttribute('alt')).toBe('Image 2 sur 4 : Ourson modelé en pâte à sucre');
  });

  it('names each thumbnail in French with its place and its picture’s alt text', () => {
    const names = thumbnailImages(strip()).map((img) => img.alt);
    expect(names).toEqual([
      'Image 1 sur 4 : Gâteau à trois étages décoré de fleurs en sucre',
      'Image 2 sur 4 : Ourson modelé en pâte à sucre',
      'Image 3 sur 4 : Gâteau à deux étages surmonté de roses',
      'Image 4 sur 4',
    ]);
  });
});

describe('markCurrentThumbnail', () => {
  it('marks exactly one img aria-current and flex-active', () => {
    const list = strip();
    markCurrentThumbnail(list, 0);
    markCurrentThumbnail(list, 2);
    const images = thumbnailImages(list);
    expect(images.map((img) => img.getAttribute('aria-current'))).toEqual([null, null, 'true', null]);
    expect(images.map((img) => img.classList.contains('flex-active'))).toEqual([false, false, true, false]);
  });
});

describe('pictureLabel', () => {
  it('leaves the alt out when it is blank', () => {
    expect(pictureLabel(0, 1, '  ')).toBe('Image 1 sur 1');
  });
});
