// A Menu module's mobile menu (`.et_mobile_nav_menu .mobile_nav`, the menu module notes §3). The module prints the
// bar only; as the theme's script does, the desktop `ul` is copied into `.mobile_nav` as `ul#mobile_menu<n>` (n
// counting the modules' menus in page order; core/dom/mobile-menu-list.ts, the copies' ids suffixed `-mobile<n>`,
// the parent links kept) and run as the theme header's mobile menu is (core/dom/mobile-menu.ts). When the module's
// section or row has rounded corners, both let the open list overflow them and get their own overflow back once it
// has slid up. A list already in `.mobile_nav` is used as it is and left there at unmount.
import { prefersReducedMotion } from '../../core/a11y/reduced-motion.ts';
import { mobileMenu, MENU_SLIDE_MS, type MobileMenu } from '../../core/dom/mobile-menu.ts';
import { buildMobileList } from '../../core/dom/mobile-menu-list.ts';
import { snapshotAttributes } from '../../core/dom/restore-attributes.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';

/** Lets the open list out of the rounded section and row around `nav`; returns the onToggle hook. */
function overflowRoundedBoxes(context: MountContext<NoAttributes>, nav: HTMLElement): (open: boolean, atOnce: boolean) => void {
  const boxes = [nav.closest<HTMLElement>('.et_pb_section'), nav.closest<HTMLElement>('.et_pb_row')].filter((box) => box !== null);
  const rounded = boxes.some((box) => getComputedStyle(box).borderRadius !== '0px' && getComputedStyle(box).borderRadius !== '');
  if (!rounded) return () => {};
  const restore = snapshotAttributes(boxes, ['style']);
  const initial = boxes.map((box) => box.style.overflow);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const clip = () => boxes.forEach((box, index) => (box.style.overflow = initial[index]!));
  context.onCleanup(() => {
    clearTimeout(timer);
    restore();
  });
  return (open, atOnce) => {
    clearTimeout(timer);
    if (open) boxes.forEach((box) => (box.style.overflow = 'visible'));
    else if (atOnce || prefersReducedMotion()) clip();
    else timer = setTimeout(context.guard(clip), MENU_SLIDE_MS);
  };
}

export function moduleMobileMenu(context: MountContext<NoAttributes>, wrap: HTMLElement, menuList: HTMLElement | null, name: string): MobileMenu | null {
  const nav = wrap.querySelector<HTMLElement>('.et_mobile_nav_menu .mobile_nav');
  const bar = nav?.querySelector<HTMLElement>(':scope > .mobile_menu_bar');
  const existing = nav?.querySelector<HTMLUListElement>(':scope > ul') ?? null;
  if (!nav || !bar || (!menuList && !existing)) return null;
  const number = menuList ? [...document.querySelectorAll('.et-menu-nav ul.nav')].indexOf(menuList) + 1 : 0;
  const restoreExisting = existing && snapshotAttributes([existing], ['id', 'style']);
  const list = existing ?? nav.appendChild(buildMobileList(menuList!, { id: `mobile_menu${number}`, idSuffix: `-mobile${number}` }));
  list.id ||= `mobile_menu${number}`;
  context.onCleanup(() => {
    if (restoreExisting) restoreExisting();
    else list.remove();
  });
  return mobileMenu(context, { nav, bar, list, name, onToggle: overflowRoundedBoxes(context, nav) });
}
