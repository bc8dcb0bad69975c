// The main image slider (flexslider's role in WooCommerce): the slides sit side by side in a clipping
// `.flex-viewport` and slide in `duration` ms, without looping; the off-screen slides are inert, so
// neither Tab nor a screen reader reaches an image the shopper cannot see.
import { prefersReducedMotion } from '../../core/a11y/reduced-motion.ts';

export interface Slider {
  readonly index: number;
  /** Clamped to the slides (no loop); `animate: false` jumps. */
  goTo(index: number, animate?: boolean): void;
  destroy(): void;
}

export interface SliderOptions {
  duration: number;
  onChange(index: number): void;
}


export function createSlider(wrapper: HTMLElement, slides: HTMLElement[], { duration, onChange }: SliderOptions): Slider {
  const viewport = document.createElement('div');
  viewport.className = 'flex-viewport';
  wrapper.before(viewport);
  viewport.append(wrapper);
  let current = -1;

  function goTo(index: number, animate = true): void {
    const target = Math.min(Math.max(index, 0), slides.length - 1);
    if (target === current) return;
    current = target;
    wrapper.style.transitionDuration = animate && !prefersReducedMotion() ? `${duration}ms` : '0ms';
    wrapper.style.transform = `translate3d(${-100 * target}%, 0, 0)`;
    slides.forEach((slide, position) => {
      slide.classList.toggle('flex-active-slide', position === target);
      slide.toggleAttribute('inert', position !== target);
    });
    onChange(target);
  }

  goTo(0, false);
  return {
    get index() {
      return current;
    },
    goTo,
    destroy() {
      viewport.before(wrapper);
      viewport.remove();
      wrapper.style.removeProperty('transition-duration');
      wrapper.style.removeProperty('transform');
      for (const slide of slides) {
        slide.classList.remove('flex-active-slide');
        slide.removeAttribute('inert');
      }
    },
  };
}
