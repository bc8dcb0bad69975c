// The theme-mobile-menu widget's chunk, on the builder theme's `.mobile_nav` (reference §22): the header's menu and
// the top bar's copied into it (mobile-menu-list.ts), its bar a disclosure button (menu-bar.ts). Pressing the bar
// first closes any other open mobile menu (by pressing its bar, as the theme does), then swaps `closed` ↔ `opened` on
// `.mobile_nav` and slides the list down or up over 500 ms (at once under reduced motion). A link of the list closes
// the menu as it is followed (a `#` link of a disabled top tier goes nowhere: the page does not jump to its top);
// Escape closes it and puts the focus back on the bar; the focus moving on past the list closes it, so the open list
// never covers the control that has the focus. Submenus stay expanded in the list, as the theme shows them.
// A list already in `.mobile_nav` (another script's) is used as it is and left there at unmount; without one and
// without a header menu to copy there is nothing to open, and the bar is left as printed.
import { builderBundleRuns } from '../../core/dom/builder-bundle.ts';
import { snapshotAttributes } from '../../core/dom/restore-attributes.ts';
import { show, slideDown, slideUp } from '../../core/dom/slide.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { enhanceBar } from './menu-bar.ts';
import { buildMobileList, MOBILE_LIST_ID } from './mobile-menu-list.ts';
import { t } from './theme-mobile-menu.strings.ts';

export const MENU_SLIDE_MS = 500;
const BAR = '.mobile_menu_bar';

export function mount(context: MountContext<NoAttributes>): void {
  // The theme's own bundle runs this menu when it is on the page: stay off (core/dom/builder-bundle.ts).
  if (builderBundleRuns()) return;
  const nav = context.element;
  const bar = nav.querySelector<HTMLElement>(`:scope > ${BAR}`);
  const menu = document.querySelector<HTMLElement>('#et-top-navigation ul.nav');
  const existing = nav.querySelector<HTMLUListElement>(':scope > ul');
  if (!bar || (!menu && !existing)) return;

  const restoreExisting = existing && snapshotAttributes([existing], ['id', 'style']);
  const list = existing ?? nav.appendChild(buildMobileList(menu!, document.getElementById('et-secondary-nav')));
  list.id ||= MOBILE_LIST_ID;
  const initialClass = nav.getAttribute('class');
  nav.classList.replace('opened', 'closed');
  const isOpen = () => nav.classList.contains('opened');
  const setOpen = (open: boolean) => {
    nav.classList.toggle('opened', open);
    nav.classList.toggle('closed', !open);
    bar.setAttribute('aria-expanded', String(open));
    if (open) slideDown(list, MENU_SLIDE_MS);
    else slideUp(list, MENU_SLIDE_MS);
  };
  const press = () => {
    if (!isOpen()) {
      for (const other of document.querySelectorAll<HTMLElement>(`.mobile_nav.opened ${BAR}`)) if (other !== bar) other.click();
    }
    setOpen(!isOpen());
  };
  enhanceBar(context, bar, t('mobileMenuBar'), list.id, press);
  context.onCleanup(() => {
    // show() ends a running slide (and its timer) before the list goes.
    show(list);
    if (restoreExisting) restoreExisting();
    else list.remove();
    if (initialClass === null) nav.removeAttribute('class');
    else nav.setAttribute('class', initialClass);
  });

  context.listen(list, 'click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link) return;
    if (link.getAttribute('href') === '#') {
      event.preventDefault();
      return;
    }
    if (isOpen()) setOpen(false);
  });
  context.listen(nav, 'keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    event.preventDefault();
    setOpen(false);
    bar.focus();
  });
  context.listen(nav, 'focusout', (event) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !nav.contains(next) && isOpen()) setOpen(false);
  });
}
