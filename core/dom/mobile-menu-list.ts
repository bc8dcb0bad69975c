// A mobile menu's list as the builder theme's script builds it (`et_duplicate_menu`, reference §22 and the Menu
// modules' notes): a copy of a desktop `ul.nav` as `ul.et_mobile_menu` with the list's id (`mobile_menu` in the theme
// header, `mobile_menu<n>` in a Menu module), its first item marked `et_first_mobile_item`, the `.menu_slide` and
// `.et_pb_menu__logo-slot` items left out; for the theme header also the top bar's menu items (`#et-secondary-nav`)
// appended, and with `et_disable_top_tier` the top-level links that hold a submenu pointing to `#`. Unlike the theme,
// the copies' ids get a suffix: the theme keeps them, which puts every menu item's id twice in the page (invalid HTML,
// and `aria-*` references and `getElementById` then find the hidden desktop item); WordPress also prints each id as
// a class (`menu-item-<n>`), which the copies keep for CSS.
// What scripts added to the desktop menu stays out of the copy: its buttons (the dropdowns' disclosure buttons),
// the dropdown state classes and ARIA, Fondant's mount marks.

export interface MobileListOptions {
  /** The list's id. */
  id: string;
  /** Added to every id of the copies. */
  idSuffix: string;
  /** The top bar's menu, its items appended (the theme header's list). */
  secondary?: Element | null;
  /** Whether the menu's `et_disable_top_tier` points the copied top-level parent links to `#` (the theme does it
   *  for its header's list only). */
  disableTopTier?: boolean;
}

/** The theme header's list: `ul#mobile_menu`, copies' ids suffixed `-mobile`. */
export const HEADER_LIST: MobileListOptions = { id: 'mobile_menu', idSuffix: '-mobile', disableTopTier: true };

const FIRST_ITEM = 'et_first_mobile_item';
const LEFT_OUT = '.menu_slide, .et_pb_menu__logo-slot';
const DROPDOWN_STATE = ['et-hover', 'et-show-dropdown', 'et-touch-hover'];
const SCRIPT_ATTRIBUTES = ['aria-expanded', 'aria-controls', 'data-fondant-mounted', 'data-fondant-load'];

function cleanCopy(root: Element, idSuffix: string): void {
  for (const added of root.querySelectorAll('button')) added.remove();
  for (const element of [root, ...root.querySelectorAll('*')]) {
    if (element.id) element.id += idSuffix;
    element.classList.remove(...DROPDOWN_STATE);
    if (element.getAttribute('class') === '') element.removeAttribute('class');
    for (const name of SCRIPT_ATTRIBUTES) element.removeAttribute(name);
  }
}

/** The list to put into a mobile menu, copied from `menu` (and the options' top bar menu). */
export function buildMobileList(menu: HTMLElement, options: MobileListOptions): HTMLUListElement {
  const list = document.createElement('ul');
  list.id = options.id;
  list.className = 'et_mobile_menu';
  const items = [...menu.children, ...(options.secondary?.children ?? [])].filter((child) => child.localName === 'li' && !child.matches(LEFT_OUT));
  for (const item of items) {
    const copy = item.cloneNode(true) as Element;
    for (const leftOut of copy.querySelectorAll(LEFT_OUT)) leftOut.remove();
    cleanCopy(copy, options.idSuffix);
    list.append(copy);
  }
  list.querySelector('li')?.classList.add(FIRST_ITEM);
  if (options.disableTopTier && menu.classList.contains('et_disable_top_tier')) {
    for (const link of list.querySelectorAll(':scope > li.menu-item-has-children > a')) link.setAttribute('href', '#');
  }
  return list;
}
