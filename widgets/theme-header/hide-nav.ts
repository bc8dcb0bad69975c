// Whether a page hiding its header until scrolled (body `et_hide_nav`) is tall enough for it (reference §20): the
// document must be taller than the window plus the header's height plus 200 px; otherwise the theme marks the body
// `et_hide_nav_disabled` instead and shows the header. Re-decided at every resize, both ways.
import { HIDE_NAV_EXTRA_PX } from './header-threshold.ts';

export const HIDE_NAV = 'et_hide_nav';
export const HIDE_NAV_DISABLED = 'et_hide_nav_disabled';

export function hideNavFits(documentHeight: number, viewportHeight: number, headerHeight: number): boolean {
  return documentHeight > viewportHeight + headerHeight + HIDE_NAV_EXTRA_PX;
}

/** Puts `et_hide_nav` or `et_hide_nav_disabled` on the body as the page fits; says whether the header may hide. */
export function markHideNav(body: HTMLElement, fits: boolean): boolean {
  body.classList.toggle(HIDE_NAV, fits);
  body.classList.toggle(HIDE_NAV_DISABLED, !fits);
  return fits;
}
