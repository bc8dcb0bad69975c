// The builder-menu widget's chunk, on one Menu or Fullwidth Menu module (the menu module notes): its navigation and
// cart link named (menu-names.ts), the inline-centred logo placed (menu-logo-slot.ts), its mobile menu copied and run
// as a disclosure (menu-mobile.ts), its search run with the module's classes (menu-search.ts). The desktop dropdowns
// of its `ul.et-menu.nav` are the theme-submenus widget's, as the theme's script runs them for every `ul.nav`.
// A module without its inner container (`.et_pb_menu_inner_container`, `.et_pb_row` in the fullwidth one) or
// `.et_pb_menu__wrap` is left as printed.
import { builderBundleRuns } from '../../core/dom/builder-bundle.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { placeInlineLogo } from './menu-logo-slot.ts';
import { moduleMobileMenu } from './menu-mobile.ts';
import { menuName, nameMenuParts } from './menu-names.ts';
import { menuSearch } from './menu-search.ts';

export function mount(context: MountContext<NoAttributes>): void {
  // The theme's own bundle runs these modules when it is on the page: stay off (core/dom/builder-bundle.ts).
  if (builderBundleRuns()) return;
  const module = context.element;
  const inner = module.querySelector<HTMLElement>(':scope > .et_pb_menu_inner_container, :scope > .et_pb_row');
  const wrap = inner?.querySelector<HTMLElement>(':scope > .et_pb_menu__wrap');
  if (!inner || !wrap) return;
  const menuList = wrap.querySelector<HTMLElement>('.et_pb_menu__menu > .et-menu-nav > ul.nav');
  const name = menuName(module);
  context.onCleanup(nameMenuParts(wrap.querySelector('.et_pb_menu__menu > nav'), wrap.querySelector('a.et_pb_menu__cart-button'), name));
  context.onCleanup(placeInlineLogo(module));
  const mobile = moduleMobileMenu(context, wrap, menuList, name);
  const container = inner.querySelector<HTMLElement>(':scope > .et_pb_menu__search-container');
  if (container) menuSearch(context, { module, wrap, container, mobile });
}
