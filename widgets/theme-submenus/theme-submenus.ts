// The theme-submenus widget's chunk, on one of the builder theme's header menus (`ul.nav`, reference §25).
// Mouse, as the theme: entering an item adds `et-show-dropdown` and `et-hover` (the class its CSS shows the dropdown
// by); leaving removes `et-show-dropdown` and `et-touch-hover` at once and `et-hover` 200 ms later unless the pointer
// came back. Touch, as the theme: the first tap on a parent item's link opens its dropdown (`et-touch-hover`, the
// link not followed), the second follows it; a tap outside the menus closes every dropdown. Keyboard (WAI-ARIA
// disclosure navigation menu): a button after each parent link (submenu-buttons.ts) opens and closes its dropdown,
// closing the others; Escape closes the dropdown holding the focus and puts the focus on its button; the focus
// leaving an item closes it. A dropdown opened by its button stays open when the pointer leaves. Focus alone never
// opens anything.
import { builderBundleRuns } from '../../core/dom/builder-bundle.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { addSubmenuButton, removeSubmenuButton, SUBMENU_BUTTON, syncExpanded, type Submenu } from './submenu-buttons.ts';

export const LEAVE_DELAY_MS = 200;
const SHOW = 'et-show-dropdown';
const HOVER = 'et-hover';
const TOUCH = 'et-touch-hover';
/** Where a tap does not close the dropdowns (the theme's selector). */
const MENUS = 'ul.nav, ul.menu';

export function mount(context: MountContext<NoAttributes>): void {
  // The theme's own bundle runs these dropdowns when it is on the page: stay off (core/dom/builder-bundle.ts).
  if (builderBundleRuns()) return;
  const menu = context.element;
  const items = [...menu.querySelectorAll<HTMLLIElement>('li')];
  const submenus = new Map<HTMLLIElement, Submenu>();
  for (const item of menu.querySelectorAll<HTMLLIElement>('li.menu-item-has-children')) {
    const submenu = addSubmenuButton(item);
    if (submenu) submenus.set(item, submenu);
  }
  const timers = new Map<HTMLLIElement, ReturnType<typeof setTimeout>>();
  /** Opened by their button: they stay open when the pointer leaves. */
  const pinned = new Set<HTMLLIElement>();
  const hovered = new Set<HTMLLIElement>();
  let lastPointer = '';

  const stopTimer = (item: HTMLLIElement) => {
    clearTimeout(timers.get(item));
    timers.delete(item);
  };
  const sync = (item: HTMLLIElement) => {
    const submenu = submenus.get(item);
    if (submenu) syncExpanded(submenu);
  };
  const show = (item: HTMLLIElement) => {
    stopTimer(item);
    item.classList.add(SHOW, HOVER);
    sync(item);
  };
  const close = (item: HTMLLIElement) => {
    for (const inner of [item, ...item.querySelectorAll<HTMLLIElement>(`li.${HOVER}`)]) {
      pinned.delete(inner);
      stopTimer(inner);
      inner.classList.remove(SHOW, HOVER, TOUCH);
      sync(inner);
    }
  };
  const openItems = () => items.filter((item) => item.classList.contains(HOVER) || pinned.has(item));
  /** Opens `item` for a press (its button, a first tap), closing the others but those it is inside. */
  const open = (item: HTMLLIElement) => {
    for (const other of openItems()) if (!other.contains(item)) close(other);
    show(item);
  };

  context.onCleanup(() => {
    for (const item of items) {
      stopTimer(item);
      item.classList.remove(SHOW, HOVER, TOUCH);
    }
    submenus.forEach(removeSubmenuButton);
  });

  for (const item of items) {
    context.listen(item, 'mouseenter', () => {
      hovered.add(item);
      show(item);
    });
    context.listen(item, 'mouseleave', () => {
      hovered.delete(item);
      if (pinned.has(item)) return;
      item.classList.remove(SHOW, TOUCH);
      stopTimer(item);
      timers.set(item, setTimeout(context.guard(() => {
        timers.delete(item);
        if (item.classList.contains(SHOW)) return;
        item.classList.remove(HOVER);
        sync(item);
      }), LEAVE_DELAY_MS));
    });
  }

  context.listen(menu, 'pointerdown', (event) => void (lastPointer = event.pointerType), { capture: true, passive: true });
  context.listen(menu, 'click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLButtonElement>(`button.${SUBMENU_BUTTON}`);
    const pressed = button && [...submenus.values()].find((submenu) => submenu.button === button);
    if (pressed) {
      if (pinned.has(pressed.item)) close(pressed.item);
      else {
        open(pressed.item);
        pinned.add(pressed.item);
      }
      return;
    }
    const link = target?.closest('a');
    const item = link?.parentElement;
    if (lastPointer !== 'touch' || !(item instanceof HTMLLIElement) || !submenus.has(item) || item.classList.contains(TOUCH)) return;
    // The first tap opens the dropdown; the second follows the link.
    event.preventDefault();
    open(item);
    item.classList.add(TOUCH);
  });
  context.listen(menu, 'keydown', (event) => {
    lastPointer = '';
    if (event.key !== 'Escape' || !(event.target instanceof Element)) return;
    const item = openItems()
      .filter((candidate) => submenus.has(candidate) && candidate.contains(event.target as Node))
      .at(-1);
    if (!item) return;
    event.preventDefault();
    close(item);
    submenus.get(item)!.button.focus();
  });
  context.listen(menu, 'focusout', (event) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node)) return;
    for (const item of openItems()) {
      if (!item.contains(event.target as Node) || item.contains(next)) continue;
      if (hovered.has(item)) pinned.delete(item);
      else close(item);
    }
  });
  context.listen(document, 'pointerdown', (event) => {
    if (event.target instanceof Element && event.target.closest(MENUS)) return;
    openItems().forEach(close);
  }, { passive: true });
}
