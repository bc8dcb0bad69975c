// The variation's image in the product gallery (legacy wc_variations_image_update, classic swap): attributes
// replaced with their originals kept in data-o_*, put back on reset, the gallery told through its events.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emit } from '../../core/events/bridge.ts';
import { GALLERY_REFRESH_DELAY_MS, updateVariationImage } from './variation-image.ts';
import type { Variation } from './variation-data.ts';
import getVariationMatch from './test-data/18-wc-ajax-get_variation-match.json';

vi.mock('../../core/events/bridge.ts', () => ({ emit: vi.fn() }));

function galleryPage(withNav: boolean): { form: HTMLFormElement; product: HTMLElement; image: HTMLImageElement } {
  document.body.innerHTML = `
    <div class="product">
      <div class="woocommerce-product-gallery images">
        <div data-thumb="/img/a-100.jpg" class="woocommerce-product-gallery__image"><a href="/img/a.jpg">
          <img width="416" height="416" src="/img/a-416.jpg" class="wp-post-image" alt="A" data-large_image="/img/a.jpg" data-large_image_width="800" data-large_image_height="800"></a></div>
        <div data-thumb="/img/b-100.jpg" class="woocommerce-product-gallery__image"><a href="/img/b.jpg"><img src="/img/b-416.jpg" alt="B"></a></div>
        ${withNav ? '<ol class="flex-control-nav flex-control-thumbs"><li><img src="/img/a-100.jpg"></li><li><img src="/img/b-100.jpg"></li></ol>' : ''}
      </div>
      <form class="variations_form"></form>
    </div>`;
  return {
    form: document.querySelector('form')!,
    product: document.querySelector<HTMLElement>('.product')!,
    image: document.querySelector<HTMLImageElement>('.wp-post-image')!,
  };
}

const later = (callback: () => void) => {
  callback();
  return () => {};
};
const red = getVariationMatch as Variation;
const emitted = () => vi.mocked(emit).mock.calls.map(([name, , options]) => [name, (options?.target as Element | undefined)?.className]);

const schedule = (callback: () => void, delayMs: number) => {
  const timer = setTimeout(callback, delayMs);
  return () => clearTimeout(timer);
};

afterEach(() => {
  vi.mocked(emit).mockClear();
  vi.useRealTimers();
});

describe('updateVariationImage', () => {
  it('swaps the main image, keeping the originals in data-o_*, and puts them back on reset', () => {
    const { form, product, image } = galleryPage(false);
    updateVariationImage(form, product, red, later);
    expect(image.getAttribute('src')).toBe(red.image!.src);
    expect(image.getAttribute('srcset')).toBe(red.image!.srcset);
    expect(image.getAttribute('data-large_image')).toBe(red.image!.full_src);
    expect(image.getAttribute('data-large_image_width')).toBe('800');
    expect(image.getAttribute('data-o_src')).toBe('/img/a-416.jpg');
    expect(image.getAttribute('data-o_srcset')).toBe('');
    expect(image.closest('a')!.getAttribute('href')).toBe(red.image!.full_src);
    expect(image.closest('[data-thumb]')!.getAttribute('data-thumb')).toBe(red.image!.src);
    expect(form.getAttribute('current-image')).toBe('24');
    expect(emitted()).toEqual([
      ['woocommerce_gallery_reset_slide_position', 'woocommerce-product-gallery images'],
      ['woocommerce_gallery_init_zoom', 'woocommerce-product-gallery images'],
    ]);

    updateVariationImage(form, product, null, later);
    expect(image.getAttribute('src')).toBe('/img/a-416.jpg');
    expect(image.getAttribute('srcset')).toBe('');
    expect(image.closest('a')!.getAttribute('href')).toBe('/img/a.jpg');
    expect(form.getAttribute('current-image')).toBe('');
  });

  it('slides to a thumbnail that already shows the image (flexslider-click) instead of swapping', () => {
    const { form, product, image } = galleryPage(true);
    const onB = { ...red, image_id: 7, image: { ...red.image, src: '/img/b-416.jpg', gallery_thumbnail_src: '/img/b-100.jpg' } };
    updateVariationImage(form, product, onB, later);
    expect(image.getAttribute('src')).toBe('/img/a-416.jpg');
    expect(form.getAttribute('current-image')).toBe('7');
    expect(vi.mocked(emit).mock.calls[0]?.[2]?.target).toBe(product.querySelectorAll('.flex-control-nav img')[1]);
    expect(emitted().map(([name]) => name)).toEqual(['flexslider-click', 'woocommerce_gallery_init_zoom']);
  });

  it('tells the gallery after 20 ms, and only resets the slide position when the image changed', () => {
    vi.useFakeTimers();
    const { form, product } = galleryPage(false);
    updateVariationImage(form, product, null, schedule);
    expect(emitted()).toEqual([]);
    vi.advanceTimersByTime(GALLERY_REFRESH_DELAY_MS);
    expect(emitted().map(([name]) => name)).toEqual(['woocommerce_gallery_init_zoom']);
  });

  it('a quick second choice supersedes the pending refresh: a reset just before a gallery picture does not slide back', () => {
    vi.useFakeTimers();
    const { form, product } = galleryPage(true);
    const onB = { ...red, image_id: 7, image: { ...red.image, src: '/img/b-416.jpg', gallery_thumbnail_src: '/img/b-100.jpg' } };
    updateVariationImage(form, product, null, schedule);
    vi.advanceTimersByTime(GALLERY_REFRESH_DELAY_MS / 2);
    updateVariationImage(form, product, onB, schedule);
    vi.advanceTimersByTime(GALLERY_REFRESH_DELAY_MS * 2);
    expect(emitted().map(([name]) => name)).toEqual(['flexslider-click', 'woocommerce_gallery_init_zoom']);
    expect(form.getAttribute('current-image')).toBe('7');
  });
});
