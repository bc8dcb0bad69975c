// The slider: wraps the slides in .flex-viewport, moves by whole slides without looping, animates only when
// asked, keeps only the current slide reachable, and undoes it all on destroy.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { slidesOf } from './gallery-items.ts';
import { galleryMarkup } from './gallery-test-markup.ts';
import { createSlider } from './slider.ts';

afterEach(() => document.body.replaceChildren());

function setUp() {
  document.body.innerHTML = galleryMarkup();
  const gallery = document.querySelector<HTMLElement>('.woocommerce-product-gallery')!;
  const wrapper = gallery.querySelector<HTMLElement>('.woocommerce-product-gallery__wrapper')!;
  const slides = slidesOf(gallery);
  const onChange = vi.fn();
  const slider = createSlider(wrapper, slides, { duration: 500, onChange });
  return { gallery, wrapper, slides, slider, onChange };
}

describe('createSlider', () => {
  it('starts on the first slide, without animation, inside a .flex-viewport', () => {
    const { gallery, wrapper, slides, slider, onChange } = setUp();
    expect(wrapper.parentElement?.className).toBe('flex-viewport');
    expect(wrapper.parentElement?.parentElement).toBe(gallery);
    expect(slider.index).toBe(0);
    expect(onChange).toHaveBeenCalledWith(0);
    expect(wrapper.style.transitionDuration).toBe('0ms');
    expect(slides.map((slide) => slide.classList.contains('flex-active-slide'))).toEqual([true, false, false, false]);
    expect(slides.map((slide) => slide.hasAttribute('inert'))).toEqual([false, true, true, true]);
  });

  it('slides over the duration, and jumps when asked not to animate', () => {
    const { wrapper, slides, slider, onChange } = setUp();
    slider.goTo(2);
    expect(wrapper.style.transform).toBe('translate3d(-200%, 0, 0)');
    expect(wrapper.style.transitionDuration).toBe('500ms');
    expect(slides.map((slide) => slide.hasAttribute('inert'))).toEqual([true, true, false, true]);
    expect(onChange).toHaveBeenLastCalledWith(2);
    slider.goTo(1, false);
    expect(wrapper.style.transitionDuration).toBe('0ms');
    expect(slider.index).toBe(1);
  });

  it('does not loop: indexes beyond either end stop at the end, and staying put fires nothing', () => {
    const { slider, onChange } = setUp();
    slider.goTo(-1);
    expect(slider.index).toBe(0);
    slider.goTo(9);
    expect(slider.index).toBe(3);
    onChange.mockClear();
    slider.goTo(3);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('restores the server markup on destroy', () => {
    const { gallery, wrapper, slides, slider } = setUp();
    slider.goTo(3);
    slider.destroy();
    expect(gallery.querySelector('.flex-viewport')).toBeNull();
    expect(wrapper.parentElement).toBe(gallery);
    expect(wrapper.getAttribute('style') ?? '').toBe('');
    expect(slides.some((slide) => slide.hasAttribute('inert') || slide.classList.contains('flex-active-slide'))).toBe(false);
  });
});
