// Reading the viewer's items and the thumbnails' data from the stock slide markup, and the fallbacks when
// WooCommerce's data attributes are missing.
import { afterEach, describe, expect, it } from 'vitest';
import { itemOfSlide, readGalleryItems, slidesOf } from './gallery-items.ts';
import { galleryMarkup, largeUrl, thumbUrl } from './gallery-test-markup.ts';

afterEach(() => document.body.replaceChildren());

describe('readGalleryItems', () => {
  it('reads one item per slide: large image, its size, alt, placeholder and thumbnail data', () => {
    document.body.innerHTML = galleryMarkup();
    const items = readGalleryItems(document.querySelector('.woocommerce-product-gallery')!);
    expect(items).toHaveLength(4);
    expect(items[1]).toEqual({
      src: largeUrl(1),
      width: 1600,
      height: 1600,
      alt: 'Ourson modelé en pâte à sucre',
      caption: '',
      msrc: expect.stringMatching(/\/gallery\/formation-cake-designer-2-600x600\.svg$/),
      thumb: thumbUrl(1),
      thumbAlt: 'Ourson modelé en pâte à sucre',
      thumbSrcset: `${thumbUrl(1)} 100w, /gallery/formation-cake-designer-2-600x600.svg 600w`,
      thumbSizes: '(max-width: 100px) 100vw, 100px',
    });
    expect(items[3]!.alt).toBe('');
  });

  it('reads the attributes live, as the variation form swaps them on the main image', () => {
    document.body.innerHTML = galleryMarkup();
    const gallery = document.querySelector('.woocommerce-product-gallery')!;
    const main = gallery.querySelector('img.wp-post-image')!;
    main.setAttribute('data-large_image', '/gallery/variation.svg');
    main.setAttribute('data-large_image_width', '1200');
    expect(readGalleryItems(gallery)[0]).toMatchObject({ src: '/gallery/variation.svg', width: 1200 });
  });

  it('falls back to the link, then the img size attributes, when the large image data is missing', () => {
    document.body.innerHTML = '<div class="woocommerce-product-gallery"><div class="woocommerce-product-gallery__wrapper"><div class="woocommerce-product-gallery__image"><a href="/full.jpg"><img src="/small.jpg" width="416" height="300" alt="Moule"></a></div></div></div>';
    const [slide] = slidesOf(document.querySelector('.woocommerce-product-gallery')!);
    expect(itemOfSlide(slide!)).toMatchObject({ src: '/full.jpg', width: 416, height: 300, alt: 'Moule', thumbAlt: 'Moule' });
    expect(itemOfSlide(slide!).msrc).toMatch(/\/small\.jpg$/);
    expect(itemOfSlide(slide!).thumb).toBe(itemOfSlide(slide!).msrc);
  });

  it('captions a picture with its data-caption, else its title', () => {
    const slide = (img: string) => `<div class="woocommerce-product-gallery__image"><a href="/full.jpg">${img}</a></div>`;
    document.body.innerHTML = `<div class="woocommerce-product-gallery"><div class="woocommerce-product-gallery__wrapper">${[
      slide('<img src="/a.jpg" alt="" data-caption="Pièce montée réalisée pendant la formation" title="Formation">'),
      slide('<img src="/b.jpg" alt="" data-caption="" title="Roses en pâte à sucre">'),
      slide('<img src="/c.jpg" alt="">'),
    ].join('')}</div></div>`;
    expect(readGalleryItems(document.querySelector('.woocommerce-product-gallery')!).map((item) => item.caption))
      .toEqual(['Pièce montée réalisée pendant la formation', 'Roses en pâte à sucre', '']);
  });

  it('ignores slides outside the wrapper and a gallery without slides', () => {
    document.body.innerHTML = '<div class="woocommerce-product-gallery"><div class="woocommerce-product-gallery__image--placeholder"><img class="wp-post-image" src="/placeholder.png" alt=""></div></div>';
    expect(readGalleryItems(document.querySelector('.woocommerce-product-gallery')!)).toEqual([]);
  });
});
