// The theme-mobile-menu widget's chunk, on the builder theme's `.mobile_nav` (reference §22): the header's menu and
// the top bar's copied into it (core/dom/mobile-menu-list.ts), run as a disclosure the way the theme runs it
// (core/dom/mobile-menu.ts: the bar a button, `closed` ↔ `opened` and the 500 ms slide, another open mobile menu
// closed first, a link, Escape or the focus leaving closing it). Submenus stay expanded in the list, as the theme
// shows them. A list already in `.mobile_nav` (another script's) is used as it is and left there at unmount; without
// one and without a header menu to copy there is nothing to open, and the bar is left as printed.
import { builderBundleRuns } from '../../core/dom/builder-bundle.ts';
import { mobileMenu } from '../../core/dom/mobile-menu.ts';
import { buildMobileList, HEADER_LIST } from '../../core/dom/mobile-menu-list.ts';
import { snapshotAttributes } from '../../core/dom/restore-attributes.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { t } from './theme-mobile-menu.strings.ts';

export function mount(context: MountContext<NoAttributes>): void {
  // The theme's own bundle runs this menu when it is on the page: stay off (core/dom/builder-bundle.ts).
  if (builderBundleRuns()) return;
  const nav = context.element;
  const bar = nav.querySelector<HTMLElement>(':scope > .mobile_menu_bar');
  const menu = document.querySelector<HTMLElement>('#et-top-navigation ul.nav');
  const existing = nav.querySelector<HTMLUListElement>(':scope > ul');
  if (!bar || (!menu && !existing)) return;

  const restoreExisting = existing && snapshotAttributes([existing], ['id', 'style']);
  const list = existing ?? nav.appendChild(buildMobileList(menu!, { ...HEADER_LIST, secondary: document.getElementById('et-secondary-nav') }));
  list.id ||= HEADER_LIST.id;
  context.onCleanup(() => {
    if (restoreExisting) restoreExisting();
    else list.remove();
  });
  mobileMenu(context, { nav, bar, list, name: t('mobileMenuBar') });
}
