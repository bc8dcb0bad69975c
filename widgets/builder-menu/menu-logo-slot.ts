// The inline-centred logo of the Menu modules' `inline_centered_logo` style (the menu module notes §5): the module's
// CSS hides its own logo above 980 px, and the theme's script puts a copy of it in a `li.et_pb_menu__logo-slot` of the
// desktop menu, before the top-level item at the middle index (rounded; after the last item when there is none
// there, alone in an empty list). Nothing is done without a logo, or when the menu already shows one. Returns what
// takes the slot away again.

const INLINE_STYLES = ['et_pb_menu--style-inline_centered_logo', 'et_pb_fullwidth_menu--style-inline_centered_logo'];
export const LOGO_SLOT = 'et_pb_menu__logo-slot';

export function placeInlineLogo(module: HTMLElement): () => void {
  const none = () => {};
  if (!INLINE_STYLES.some((style) => module.classList.contains(style))) return none;
  const logo = module.querySelector('.et_pb_menu__logo-wrap');
  const menu = module.querySelector('.et_pb_menu__menu');
  const list = menu?.querySelector(':scope > nav > ul');
  if (!logo || !list || menu!.querySelector('.et_pb_menu__logo')) return none;
  const items = list.querySelectorAll(':scope > li');
  const slot = document.createElement('li');
  slot.className = LOGO_SLOT;
  slot.append(logo.cloneNode(true));
  const before = items[Math.round(items.length / 2)];
  if (before) before.before(slot);
  else list.append(slot);
  return () => slot.remove();
}
