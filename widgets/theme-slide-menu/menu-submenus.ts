// The slide-in and fullscreen menus' submenus (reference §25): each parent item's link gets the theme's
// `span.et_mobile_menu_arrow`, and a click on it toggles the arrow's `et_pb_submenu_opened` and the child list's
// `et_pb_slide_dropdown_opened` with a 700 ms slide, without following the link — as the theme does. Because the link
// then never navigates, it is announced for what it does: role=button with `aria-expanded` and `aria-controls` (a
// link role would promise a page change that never comes), Space activating it like Enter. The lists start collapsed
// (the theme's CSS hides them). While a list slides (700 ms) it is inert: its half-shown links are no targets yet or
// any more. Nothing slides under reduced motion (core/dom/slide.ts).
import { prefersReducedMotion } from '../../core/a11y/reduced-motion.ts';
import { snapshotAttributes } from '../../core/dom/restore-attributes.ts';
import { slideDown, slideUp } from '../../core/dom/slide.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';

export const SUBMENU_MS = 700;
const ARROW_OPEN = 'et_pb_submenu_opened';
const LIST_OPEN = 'et_pb_slide_dropdown_opened';

let lastId = 0;

interface Submenu {
  link: HTMLAnchorElement;
  arrow: HTMLElement;
  list: HTMLElement;
  /** The end of the running slide, when the list stops being inert. */
  sliding?: ReturnType<typeof setTimeout>;
}

export function isSubmenuOpen(submenu: Submenu): boolean {
  return submenu.arrow.classList.contains(ARROW_OPEN);
}

/** Opens a closed submenu, closes an open one. */
export function toggleSubmenu(submenu: Submenu): void {
  const opening = !isSubmenuOpen(submenu);
  clearTimeout(submenu.sliding);
  if (prefersReducedMotion()) {
    submenu.list.removeAttribute('inert');
  } else {
    submenu.list.setAttribute('inert', '');
    submenu.sliding = setTimeout(() => submenu.list.removeAttribute('inert'), SUBMENU_MS);
  }
  submenu.arrow.classList.toggle(ARROW_OPEN, opening);
  submenu.link.setAttribute('aria-expanded', String(opening));
  if (opening) {
    slideDown(submenu.list, SUBMENU_MS);
    submenu.list.classList.add(LIST_OPEN);
  } else {
    submenu.list.classList.remove(LIST_OPEN);
    slideUp(submenu.list, SUBMENU_MS);
  }
}

/** Upgrades the parent items of `nav` (the menu's `.et_pb_fullscreen_nav_container`). */
export function enhanceSubmenus(context: MountContext<NoAttributes>, nav: HTMLElement): Submenu[] {
  const submenus: Submenu[] = [];
  for (const item of nav.querySelectorAll<HTMLElement>('li.menu-item-has-children')) {
    const link = item.querySelector<HTMLAnchorElement>(':scope > a');
    const list = item.querySelector<HTMLElement>(':scope > ul');
    if (!link || !list) continue;
    const restoreLink = snapshotAttributes([link], ['role', 'aria-expanded', 'aria-controls']);
    const restoreList = snapshotAttributes([list], ['id', 'class', 'style', 'inert']);
    const printed = link.querySelector<HTMLElement>(':scope > .et_mobile_menu_arrow');
    const arrow = printed ?? document.createElement('span');
    const restoreArrow = snapshotAttributes([arrow], ['class', 'aria-hidden']);
    arrow.classList.add('et_mobile_menu_arrow');
    arrow.setAttribute('aria-hidden', 'true');
    if (!printed) link.append(arrow);
    list.id ||= `fondant-submenu-${(lastId += 1)}`;
    link.setAttribute('role', 'button');
    link.setAttribute('aria-controls', list.id);
    link.setAttribute('aria-expanded', 'false');
    const submenu: Submenu = { link, arrow, list };
    submenus.push(submenu);
    context.listen(link, 'click', (event) => {
      event.preventDefault();
      toggleSubmenu(submenu);
    });
    context.listen(link, 'keydown', (event: KeyboardEvent) => {
      if (event.key !== ' ' || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      toggleSubmenu(submenu);
    });
    context.onCleanup(() => {
      clearTimeout(submenu.sliding);
      if (printed) restoreArrow();
      else arrow.remove();
      restoreLink();
      restoreList();
    });
  }
  return submenus;
}
