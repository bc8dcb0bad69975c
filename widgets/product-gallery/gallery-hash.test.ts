// The product gallery's id in the viewer's URL hash: its data-gallery_id or the gallery's place on the page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { galleryIdOf } from './gallery-hash.ts';

afterEach(() => document.body.replaceChildren());

describe('galleryIdOf', () => {
  it('is the gallery’s 1-based place on the page, or its valid data-gallery_id', () => {
    document.body.innerHTML = '<div class="woocommerce-product-gallery" id="a"></div><div class="woocommerce-product-gallery" id="b"></div>';
    expect(galleryIdOf(document.getElementById('a')!, undefined)).toBe('1');
    expect(galleryIdOf(document.getElementById('b')!, undefined)).toBe('2');
    expect(galleryIdOf(document.getElementById('b')!, 'cours-18')).toBe('cours-18');
  });

  it('logs one console.error for an invalid data-gallery_id and falls back to the gallery’s place', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<div class="woocommerce-product-gallery"></div><div class="woocommerce-product-gallery" id="b"></div>';
    const gallery = document.getElementById('b')!;
    expect(galleryIdOf(gallery, 'cours 18&pid=1')).toBe('2');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith('[fondant] product-gallery: data-gallery_id="cours 18&pid=1" must be 1 to 64 letters, digits, - or _; using "2"', gallery);
  });
});
