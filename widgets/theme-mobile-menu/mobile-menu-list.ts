// The mobile menu's list as the theme builds it (`et_duplicate_menu`, reference §22): a copy of the header's
// `ul.nav` as `ul#mobile_menu.et_mobile_menu`, its first item marked `et_first_mobile_item`, the top bar's menu
// items (`#et-secondary-nav`) appended, and with `et_disable_top_tier` the top-level links that hold a submenu
// pointing to `#`. Unlike the theme, the copies' ids get a `-mobile` suffix: the theme keeps them, which puts every
// menu item's id twice in the page (invalid HTML, and `aria-*` references and `getElementById` then find the hidden
// desktop item); WordPress also prints each id as a class (`menu-item-<n>`), which the copies keep for CSS.
// What scripts added to the desktop menu stays out of the copy: its buttons (the dropdowns' disclosure buttons),
// the dropdown state classes and ARIA, Fondant's mount marks.

export const MOBILE_LIST_ID = 'mobile_menu';
const COPY_ID_SUFFIX = '-mobile';
const FIRST_ITEM = 'et_first_mobile_item';
const DROPDOWN_STATE = ['et-hover', 'et-show-dropdown', 'et-touch-hover'];
const SCRIPT_ATTRIBUTES = ['aria-expanded', 'aria-controls', 'data-fondant-mounted', 'data-fondant-load'];

function cleanCopy(root: Element): void {
  for (const added of root.querySelectorAll('button, .menu_slide')) added.remove();
  for (const element of [root, ...root.querySelectorAll('*')]) {
    if (element.id) element.id += COPY_ID_SUFFIX;
    element.classList.remove(...DROPDOWN_STATE);
    if (element.getAttribute('class') === '') element.removeAttribute('class');
    for (const name of SCRIPT_ATTRIBUTES) element.removeAttribute(name);
  }
}

/** The list to put into the mobile menu, from the header's menu and the top bar's (absent: none appended). */
export function buildMobileList(menu: HTMLElement, secondary: Element | null): HTMLUListElement {
  const list = document.createElement('ul');
  list.id = MOBILE_LIST_ID;
  list.className = 'et_mobile_menu';
  const items = [...menu.children, ...(secondary?.children ?? [])].filter((child) => child.localName === 'li');
  for (const item of items) {
    const copy = item.cloneNode(true) as Element;
    cleanCopy(copy);
    list.append(copy);
  }
  list.querySelector('li')?.classList.add(FIRST_ITEM);
  if (menu.classList.contains('et_disable_top_tier')) {
    for (const link of list.querySelectorAll(':scope > li.menu-item-has-children > a')) link.setAttribute('href', '#');
  }
  return list;
}
