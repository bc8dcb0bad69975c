// Zoom eligibility (only a large image wider than the gallery), the pointer-to-offset arithmetic, and the
// zoom img: decorative, fading over the given duration, shown by the mouse or toggled by a tap, removed on destroy.
import { afterEach, describe, expect, it } from 'vitest';
import { attachZoom, zoomOffset, zoomSourceOf } from './zoom.ts';

afterEach(() => document.body.replaceChildren());

function slideWithImage(attributes: Record<string, string>): { slide: HTMLElement; img: HTMLImageElement } {
  const slide = document.createElement('div');
  const img = document.createElement('img');
  for (const [name, value] of Object.entries(attributes)) img.setAttribute(name, value);
  slide.append(img);
  document.body.append(slide);
  return { slide, img };
}

const large = { 'data-large_image': '/full.jpg', 'data-large_image_width': '1600', 'data-large_image_height': '1200' };

describe('zoomSourceOf', () => {
  it('zooms only when the large image is wider than the gallery', () => {
    const { img } = slideWithImage(large);
    expect(zoomSourceOf(img, 416)).toEqual({ src: '/full.jpg', width: 1600, height: 1200 });
    expect(zoomSourceOf(img, 1599)).not.toBeNull();
    expect(zoomSourceOf(img, 1600)).toBeNull();
    expect(zoomSourceOf(img, 2000)).toBeNull();
  });

  it('needs the large image URL and numeric sizes', () => {
    expect(zoomSourceOf(null, 400)).toBeNull();
    expect(zoomSourceOf(slideWithImage({ ...large, 'data-large_image': '' }).img, 400)).toBeNull();
    expect(zoomSourceOf(slideWithImage({ ...large, 'data-large_image_width': 'large' }).img, 400)).toBeNull();
    expect(zoomSourceOf(slideWithImage({ ...large, 'data-large_image_height': '0' }).img, 400)).toBeNull();
    const { 'data-large_image_width': _width, ...withoutWidth } = large;
    expect(zoomSourceOf(slideWithImage(withoutWidth).img, 400)).toBeNull();
  });
});

describe('zoomOffset', () => {
  it('keeps the pointed spot under the pointer: 0 at the start, the whole overflow at the end', () => {
    expect(zoomOffset(0, 400, 1600)).toBe(-0);
    expect(zoomOffset(200, 400, 1600)).toBe(-600);
    expect(zoomOffset(400, 400, 1600)).toBe(-1200);
  });

  it('clamps pointers outside the target and never moves an image that is not larger', () => {
    expect(zoomOffset(-50, 400, 1600)).toBe(-0);
    expect(zoomOffset(900, 400, 1600)).toBe(-1200);
    expect(zoomOffset(200, 400, 400)).toBe(0);
    expect(zoomOffset(200, 0, 1600)).toBe(0);
  });
});

describe('attachZoom', () => {
  it('lays the decorative large image over the slide, hidden, fading over the duration', () => {
    const { slide } = slideWithImage(large);
    attachZoom(slide, { src: '/full.jpg', width: 1600, height: 1200 }, 120);
    const zoomImg = slide.querySelector('img.zoomImg') as HTMLImageElement;
    expect(zoomImg.getAttribute('src')).toBe('/full.jpg');
    expect(zoomImg.getAttribute('alt')).toBe('');
    expect(zoomImg.getAttribute('aria-hidden')).toBe('true');
    expect(zoomImg.hasAttribute('role')).toBe(false);
    expect(zoomImg.style.width).toBe('1600px');
    expect(zoomImg.style.height).toBe('1200px');
    expect(zoomImg.style.transition).toBe('opacity 120ms');
    expect(zoomImg.classList.contains('zoomImg--shown')).toBe(false);
    expect(slide.classList.contains('fondant-zoom-target')).toBe(true);
  });

  it('shows on mouse movement, hides when the mouse leaves; touch movement alone shows nothing', () => {
    const { slide } = slideWithImage(large);
    const zoom = attachZoom(slide, { src: '/full.jpg', width: 1600, height: 1200 }, 120);
    slide.dispatchEvent(new PointerEvent('pointermove', { pointerType: 'touch', clientX: 5, clientY: 5 }));
    expect(zoom.shown).toBe(false);
    slide.dispatchEvent(new PointerEvent('pointermove', { pointerType: 'mouse', clientX: 5, clientY: 5 }));
    expect(zoom.shown).toBe(true);
    expect(slide.querySelector('.zoomImg')!.classList.contains('zoomImg--shown')).toBe(true);
    slide.dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' }));
    expect(zoom.shown).toBe(false);
  });

  it('toggles at a tapped point, and destroy removes the image and the listeners', () => {
    const { slide } = slideWithImage(large);
    const zoom = attachZoom(slide, { src: '/full.jpg', width: 1600, height: 1200 }, 120);
    zoom.toggleAt(0, 0);
    expect(zoom.shown).toBe(true);
    expect((slide.querySelector('.zoomImg') as HTMLImageElement).style.transform).toMatch(/^translate\(/);
    zoom.toggleAt(0, 0);
    expect(zoom.shown).toBe(false);
    zoom.destroy();
    expect(slide.querySelector('.zoomImg')).toBeNull();
    expect(slide.classList.contains('fondant-zoom-target')).toBe(false);
    slide.dispatchEvent(new PointerEvent('pointermove', { pointerType: 'mouse' }));
    expect(zoom.shown).toBe(false);
  });
});
