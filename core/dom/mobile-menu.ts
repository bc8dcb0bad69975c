// A builder theme mobile menu — the header's (`#et_mobile_nav_menu .mobile_nav`, reference §22) or a Menu module's
// (`.et_mobile_nav_menu .mobile_nav`) — as a WAI-ARIA disclosure, the way the theme's `et_duplicate_menu` runs both:
// the bar (`span.mobile_menu_bar`, three lines the theme draws with CSS) stays the theme's span with its classes and
// becomes a button (core/a11y/span-button.ts) with `aria-expanded` and `aria-controls` on the list. Pressing it first
// closes any other open mobile menu (by pressing its bar, as the theme does), then swaps `closed` ↔ `opened` on
// `.mobile_nav` and slides the list down or up over 500 ms (at once under reduced motion). A link of the list closes
// the menu as it is followed (a `#` link goes nowhere: the page does not jump to its top); Escape closes it and puts
// the focus back on the bar; the focus moving on past the menu closes it, so the open list never covers the control
// that has the focus. At unmount the bar's attributes and `.mobile_nav`'s classes are put back and a slide ends.
import { spanButton } from '../a11y/span-button.ts';
import type { MountContext } from '../registry/define-widget.ts';
import { hide, show, slideDown, slideUp } from './slide.ts';

export const MENU_SLIDE_MS = 500;
const BAR = '.mobile_menu_bar';

export interface MobileMenuParts {
  /** `.mobile_nav`, holding the bar and the list. */
  nav: HTMLElement;
  bar: HTMLElement;
  /** The list, with an id. */
  list: HTMLElement;
  /** The bar's accessible name (the same open or closed: aria-expanded says the state). */
  name: string;
  /** Told each time the menu opens or closes, and whether at once. */
  onToggle?: (open: boolean, atOnce: boolean) => void;
}

export interface MobileMenu {
  isOpen(): boolean;
  /** Opens or closes the menu, sliding, or at once. */
  setOpen(open: boolean, atOnce?: boolean): void;
}

export function mobileMenu(context: MountContext<unknown>, { nav, bar, list, name, onToggle }: MobileMenuParts): MobileMenu {
  const initialClass = nav.getAttribute('class');
  nav.classList.replace('opened', 'closed');
  const isOpen = () => nav.classList.contains('opened');
  const setOpen = (open: boolean, atOnce = false) => {
    nav.classList.toggle('opened', open);
    nav.classList.toggle('closed', !open);
    bar.setAttribute('aria-expanded', String(open));
    if (atOnce) (open ? show : hide)(list);
    else (open ? slideDown : slideUp)(list, MENU_SLIDE_MS);
    onToggle?.(open, atOnce);
  };
  const press = () => {
    if (!isOpen()) {
      for (const other of document.querySelectorAll<HTMLElement>(`.mobile_nav.opened ${BAR}`)) if (other !== bar) other.click();
    }
    setOpen(!isOpen());
  };
  spanButton(context, bar, name, press);
  bar.setAttribute('aria-controls', list.id);
  bar.setAttribute('aria-expanded', 'false');
  context.onCleanup(() => {
    // show() ends a running slide (and its timer) before the list goes.
    show(list);
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
  context.listen(nav, 'keydown', (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    event.preventDefault();
    setOpen(false);
    bar.focus();
  });
  context.listen(nav, 'focusout', (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !nav.contains(next) && isOpen()) setOpen(false);
  });
  return { isOpen, setOpen };
}
