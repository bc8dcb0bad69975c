// Names for what the Menu modules print unnamed (the menu module notes: no ARIA at all). The module's `nav` gets
// one by where the module is — a Theme Builder header (`.et-l--header`), footer (`.et-l--footer`) or the page —
// numbered in page order when that area holds several menu modules, so each navigation landmark is told apart; the
// mobile bar takes the same name. The cart link, an icon drawn by the theme's font, is named « Panier » unless it
// shows its count. Returns what takes the names away again.
import { t } from './builder-menu.strings.ts';

const MODULES = '.et_pb_menu, .et_pb_fullwidth_menu';

/** The name of `module`'s navigation. */
export function menuName(module: HTMLElement): string {
  const header = module.closest('.et-l--header');
  const footer = module.closest('.et-l--footer');
  const area = header ?? footer;
  const peers = area
    ? [...area.querySelectorAll(MODULES)]
    : [...document.querySelectorAll(MODULES)].filter((peer) => !peer.closest('.et-l--header, .et-l--footer'));
  const name = t(header ? 'menuNavHeader' : footer ? 'menuNavFooter' : 'menuNavPage');
  return peers.length > 1 ? t('menuNavNumbered', { name, number: peers.indexOf(module) + 1 }) : name;
}

/** Names the navigation and the cart link where they have no name. */
export function nameMenuParts(nav: HTMLElement | null, cart: HTMLAnchorElement | null, name: string): () => void {
  const named: Element[] = [];
  if (nav && !nav.hasAttribute('aria-label') && !nav.hasAttribute('aria-labelledby')) {
    nav.setAttribute('aria-label', name);
    named.push(nav);
  }
  if (cart && !cart.textContent?.trim() && !cart.hasAttribute('aria-label')) {
    cart.setAttribute('aria-label', t('menuCart'));
    named.push(cart);
  }
  return () => named.forEach((element) => element.removeAttribute('aria-label'));
}
