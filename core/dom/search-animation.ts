// The guard the builder theme's scripts put on their search overlays — the header's (reference §21) and the Menu
// modules' (the menu module notes): a switch between closed and open swaps the overlay's classes (`apply`), marks
// an element `et_pb_is_animating` while the CSS fades run, and ignores any other switch until, 1000 ms later,
// `settle` swaps the end classes and the mark goes. Under reduced motion the CSS has no fade and the guard is over at
// once. `onSettled` runs each time a guard ends.
import { prefersReducedMotion } from '../a11y/reduced-motion.ts';

export const SEARCH_ANIMATION_MS = 1000;
const ANIMATING = 'et_pb_is_animating';

export interface SearchClasses {
  isOpen(): boolean;
  /** The classes of the switch's start. */
  apply(open: boolean): void;
  /** The classes of its end. */
  settle(open: boolean): void;
}

export interface SearchAnimation {
  isOpen(): boolean;
  isAnimating(): boolean;
  /** Switches; false when ignored (animating, or already in that state). */
  set(open: boolean): boolean;
  /** Ends a running guard without settling (unmount). */
  stop(): void;
}

export function searchAnimation(marked: HTMLElement, classes: SearchClasses, guard: (run: () => void) => () => void, onSettled: () => void = () => {}): SearchAnimation {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const settle = () => {
    timer = undefined;
    classes.settle(classes.isOpen());
    marked.classList.remove(ANIMATING);
    onSettled();
  };
  return {
    isOpen: classes.isOpen,
    isAnimating: () => marked.classList.contains(ANIMATING),
    set(open) {
      if (marked.classList.contains(ANIMATING) || open === classes.isOpen()) return false;
      classes.apply(open);
      marked.classList.add(ANIMATING);
      if (prefersReducedMotion()) settle();
      else timer = setTimeout(guard(settle), SEARCH_ANIMATION_MS);
      return true;
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
      marked.classList.remove(ANIMATING);
    },
  };
}
