// A builder slider's slides moved as the theme's script moves them (reference §8.3), so its CSS and plugins keep
// matching: `et-pb-active-slide` on the shown slide, the root's `data-active-slide` (the slide's `data-slide-id`,
// else its order class: post slides and gallery items have no id) and its bg-layout class following the shown
// slide; a move sets `et_slide_transition_to_next|previous` on the root, z-index 1 on every slide and 2 on the
// leaving one, which gets `et-pb-moved-slide` and `et_slide_transition` while both fade (CSS transitions, the
// module's fade time), then hides. Moves asked for while one runs are ignored; under reduced motion the swap is
// instant.
import { prefersReducedMotion } from '../../core/a11y/reduced-motion.ts';

export type Direction = 'next' | 'previous';

export const ACTIVE_SLIDE = 'et-pb-active-slide';
const MOVED_SLIDE = 'et-pb-moved-slide';
const IN_TRANSITION = 'et_slide_transition';
const TO: Record<Direction, string> = { next: 'et_slide_transition_to_next', previous: 'et_slide_transition_to_previous' };
const LIGHT = 'et_pb_bg_layout_light';
const DARK = 'et_pb_bg_layout_dark';
const ORDER_CLASS = /^et_pb_(?:slide_\d+|post_slide-\d+|gallery_item_\d+_\d+)$/;

export interface SlideShow {
  readonly index: number;
  readonly moving: boolean;
  /** Moves to the slide at `target`; false when ignored (a move running, out of range, already shown). */
  moveTo(target: number, direction: Direction): boolean;
  /** Ends a running fade at once (unmount). */
  finish(): void;
}

export interface SlideShowOptions {
  fadeMs: number;
  /** Called as a move starts, with the leaving and the new index. */
  onMove(from: number, to: number): void;
  /** Called when the move has ended (the fade over), with the new index. */
  onSettled(to: number): void;
}

/** What the root's `data-active-slide` names a slide by: its `data-slide-id`, else its order class. */
export function slideName(slide: Element): string | null {
  return slide.getAttribute('data-slide-id') || ([...slide.classList].find((name) => ORDER_CLASS.test(name)) ?? null);
}

const layoutOf = (slide: Element) => (slide.classList.contains(LIGHT) ? LIGHT : DARK);

export function createSlideShow(root: HTMLElement, slides: readonly HTMLElement[], options: SlideShowOptions): SlideShow {
  let index = Math.max(0, slides.findIndex((slide) => slide.classList.contains(ACTIVE_SLIDE)));
  let fadeTimer: ReturnType<typeof setTimeout> | undefined;
  let settle: (() => void) | null = null;

  const name = (slide: HTMLElement) => {
    const value = slideName(slide);
    if (value) root.setAttribute('data-active-slide', value);
    else root.removeAttribute('data-active-slide');
  };
  slides.forEach((slide, position) => {
    slide.classList.toggle(ACTIVE_SLIDE, position === index);
    slide.style.display = position === index ? 'block' : 'none';
  });
  name(slides[index]!);
  if (!root.classList.contains(LIGHT) && !root.classList.contains(DARK)) root.classList.add(layoutOf(slides[index]!));

  const finish = () => {
    clearTimeout(fadeTimer);
    const done = settle;
    settle = null;
    done?.();
  };

  return {
    get index() {
      return index;
    },
    get moving() {
      return settle !== null;
    },
    moveTo(target, direction) {
      if (settle || target === index || target < 0 || target >= slides.length) return false;
      const from = index;
      const leaving = slides[from]!;
      const next = slides[target]!;
      index = target;
      root.classList.remove(TO.next, TO.previous);
      root.classList.add(TO[direction]);
      for (const slide of slides) {
        slide.style.zIndex = '1';
        slide.classList.remove(MOVED_SLIDE);
      }
      leaving.style.zIndex = '2';
      leaving.classList.remove(ACTIVE_SLIDE);
      leaving.classList.add(MOVED_SLIDE, IN_TRANSITION);
      next.style.display = 'block';
      next.classList.add(ACTIVE_SLIDE);
      name(next);
      root.classList.remove(LIGHT, DARK);
      root.classList.add(layoutOf(next));
      settle = () => {
        leaving.style.display = 'none';
        leaving.classList.remove(IN_TRANSITION);
        for (const slide of [leaving, next]) {
          slide.style.removeProperty('transition');
          slide.style.removeProperty('opacity');
        }
        options.onSettled(target);
      };
      options.onMove(from, target);
      if (prefersReducedMotion() || options.fadeMs <= 0) {
        finish();
        return true;
      }
      next.style.opacity = '0';
      void next.offsetHeight;
      for (const slide of [leaving, next]) slide.style.transition = `opacity ${options.fadeMs}ms ease-in-out`;
      next.style.opacity = '1';
      leaving.style.opacity = '0';
      fadeTimer = setTimeout(finish, options.fadeMs);
      return true;
    },
    finish,
  };
}
