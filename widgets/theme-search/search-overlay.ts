// The header search overlay's classes as the theme's script swaps them (reference §21), under the theme's 1000 ms
// guard (core/dom/search-animation.ts, `et_pb_is_animating` on the form container): opening hides the menu container
// (`et_pb_menu_hidden`, losing `et_pb_menu_visible` / `et_pb_no_animation`) and shows the form container
// (`et_pb_search_visible`, losing `et_pb_search_form_hidden`); closing reverses them (`et_pb_menu_visible`;
// `et_pb_search_form_hidden`). When the guard ends `et_pb_no_animation` is added (to the menu container only while
// open). `onSettled` runs when a guard ends.
import { searchAnimation, type SearchAnimation } from '../../core/dom/search-animation.ts';

const NO_ANIMATION = 'et_pb_no_animation';

export interface SearchOverlay extends SearchAnimation {
  reset(): void;
}

export function searchOverlay(menu: HTMLElement, form: HTMLElement, guard: (run: () => void) => () => void, onSettled: () => void = () => {}): SearchOverlay {
  const isOpen = () => form.classList.contains('et_pb_search_visible');
  const animation = searchAnimation(form, {
    isOpen,
    apply(open) {
      if (open) {
        menu.classList.remove('et_pb_menu_visible', NO_ANIMATION);
        menu.classList.add('et_pb_menu_hidden');
        form.classList.remove('et_pb_search_form_hidden', NO_ANIMATION);
        form.classList.add('et_pb_search_visible');
      } else {
        menu.classList.remove('et_pb_menu_hidden', NO_ANIMATION);
        menu.classList.add('et_pb_menu_visible');
        form.classList.remove('et_pb_search_visible', NO_ANIMATION);
        form.classList.add('et_pb_search_form_hidden');
      }
    },
    settle(open) {
      if (open) menu.classList.add(NO_ANIMATION);
      form.classList.add(NO_ANIMATION);
    },
  }, guard, onSettled);
  return {
    ...animation,
    reset() {
      animation.stop();
      menu.classList.remove('et_pb_menu_hidden', 'et_pb_menu_visible', NO_ANIMATION);
      form.classList.remove('et_pb_search_visible', 'et_pb_search_form_hidden', NO_ANIMATION);
    },
  };
}
