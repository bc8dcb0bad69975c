// The header search overlay's classes as the theme's script swaps them (reference §21): opening hides the menu
// container (`et_pb_menu_hidden`, losing `et_pb_menu_visible` / `et_pb_no_animation`) and shows the form container
// (`et_pb_search_visible et_pb_is_animating`, losing `et_pb_search_form_hidden`); closing reverses them
// (`et_pb_menu_visible`; `et_pb_search_form_hidden et_pb_is_animating`). After 1000 ms `et_pb_no_animation` is added
// and `et_pb_is_animating` removed; meanwhile the overlay ignores both (the theme's guard). Under reduced motion the
// CSS has no fade and the guard is over at once. `onSettled` runs when a guard ends.
import { prefersReducedMotion } from '../../core/a11y/reduced-motion.ts';

export const SEARCH_ANIMATION_MS = 1000;

const ANIMATING = 'et_pb_is_animating';
const NO_ANIMATION = 'et_pb_no_animation';

export interface SearchOverlay {
  isOpen(): boolean;
  isAnimating(): boolean;
  /** Swaps the classes; false when ignored (animating, or already in that state). */
  set(open: boolean): boolean;
  reset(): void;
}

export function searchOverlay(menu: HTMLElement, form: HTMLElement, guard: (run: () => void) => () => void, onSettled: () => void = () => {}): SearchOverlay {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const isOpen = () => form.classList.contains('et_pb_search_visible');
  const settle = () => {
    timer = undefined;
    if (isOpen()) menu.classList.add(NO_ANIMATION);
    form.classList.add(NO_ANIMATION);
    form.classList.remove(ANIMATING);
    onSettled();
  };
  return {
    isOpen,
    isAnimating: () => form.classList.contains(ANIMATING),
    set(open) {
      if (form.classList.contains(ANIMATING) || open === isOpen()) return false;
      if (open) {
        menu.classList.remove('et_pb_menu_visible', NO_ANIMATION);
        menu.classList.add('et_pb_menu_hidden');
        form.classList.remove('et_pb_search_form_hidden', NO_ANIMATION);
        form.classList.add('et_pb_search_visible', ANIMATING);
      } else {
        menu.classList.remove('et_pb_menu_hidden', NO_ANIMATION);
        menu.classList.add('et_pb_menu_visible');
        form.classList.remove('et_pb_search_visible', NO_ANIMATION);
        form.classList.add('et_pb_search_form_hidden', ANIMATING);
      }
      if (prefersReducedMotion()) settle();
      else timer = setTimeout(guard(settle), SEARCH_ANIMATION_MS);
      return true;
    },
    reset() {
      clearTimeout(timer);
      menu.classList.remove('et_pb_menu_hidden', 'et_pb_menu_visible', NO_ANIMATION);
      form.classList.remove('et_pb_search_visible', 'et_pb_search_form_hidden', ANIMATING, NO_ANIMATION);
    },
  };
}
