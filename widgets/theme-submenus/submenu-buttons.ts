// The disclosure buttons of the dropdowns (WAI-ARIA "disclosure navigation menu" with top-level links): one
// `button.fondant-submenu-toggle` right after the link of each item holding a `ul.sub-menu`, named after that link,
// `aria-controls` on the submenu (given an id when it has none), `aria-expanded` following the item's `et-hover`
// class — the class the theme's CSS shows the dropdown by. The parent link stays a link.
import { t } from './theme-submenus.strings.ts';

export const SUBMENU_BUTTON = 'fondant-submenu-toggle';
const SHOWN = 'et-hover';

export interface Submenu {
  item: HTMLLIElement;
  button: HTMLButtonElement;
  list: HTMLElement;
  /** Whether the submenu's id is Fondant's (removed at unmount). */
  ownId: boolean;
}

let lastId = 0;

/** The button for a parent item, null for an item without link or submenu. */
export function addSubmenuButton(item: HTMLLIElement): Submenu | null {
  const link = item.querySelector<HTMLAnchorElement>(':scope > a');
  const list = item.querySelector<HTMLElement>(':scope > ul');
  if (!link || !list) return null;
  const ownId = !list.id;
  if (ownId) list.id = `fondant-submenu-${(lastId += 1)}`;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = SUBMENU_BUTTON;
  button.setAttribute('aria-label', t('submenuButton', { label: (link.textContent ?? '').trim() }));
  button.setAttribute('aria-controls', list.id);
  link.after(button);
  const submenu = { item, button, list, ownId };
  syncExpanded(submenu);
  return submenu;
}

export function syncExpanded(submenu: Submenu): void {
  submenu.button.setAttribute('aria-expanded', String(submenu.item.classList.contains(SHOWN)));
}

export function removeSubmenuButton(submenu: Submenu): void {
  submenu.button.remove();
  if (submenu.ownId) submenu.list.removeAttribute('id');
}
