// The height the theme's fixed header covers at the top of the window (the admin bar when fixed, `#top-header` and
// `#main-header` when the navigation is fixed and not vertical): the theme scrolls a module that height plus 50 px
// below the window's top (an accordion item brought back into view, a grid after a page change, an ajax-paginated
// module after its swap). The smooth scroll's own offset (reference §29) is `smoothScrollOffset`. The vertical
// navigation covers no top on the desktop (`sideHeader`): nothing is offset under it.
import { prefersReducedMotion } from '../a11y/reduced-motion.ts';
import { screenMode } from './screen-mode.ts';

/** Whether `#main-header` is the vertical navigation's column at the page's side (body `et_vertical_nav` on a desktop
 *  screen, > 980 px): it covers no top of the window. The theme's offsets count the header only with body
 *  `et_fixed_nav`, which it never prints beside `et_vertical_nav` (a fixed column is `et_vertical_fixed`); below
 *  981 px the same header is a top bar scrolling away with the page. */
export function sideHeader(doc: Document = document): boolean {
  return doc.body.classList.contains('et_vertical_nav') && screenMode(doc.documentElement.clientWidth || (doc.defaultView ?? window).innerWidth) === 'desktop';
}

export function fixedHeaderHeight(doc: Document = document): number {
  const body = doc.body;
  const bar = doc.getElementById('wpadminbar');
  let height = bar && getComputedStyle(bar).position === 'fixed' ? bar.offsetHeight : 0;
  if (body.classList.contains('et_fixed_nav') && !body.classList.contains('et_vertical_nav')) {
    for (const id of ['top-header', 'main-header']) height += doc.getElementById(id)?.offsetHeight ?? 0;
  }
  return height;
}

const EXTRA_OFFSET_PX = 50;

/** Scrolls the element's top to the fixed header's height plus the theme's 50 px (smoothly, at once under reduced
 *  motion): always, or with `onlyWhenCovered` only when its top went above the header. Says whether it scrolled. */
export function scrollBelowFixedHeader(element: HTMLElement, { onlyWhenCovered }: { onlyWhenCovered: boolean }): boolean {
  const doc = element.ownerDocument;
  const win = doc.defaultView ?? window;
  const header = fixedHeaderHeight(doc);
  const top = element.getBoundingClientRect().top;
  if (onlyWhenCovered && top >= header) return false;
  win.scrollTo({ top: Math.max(0, win.scrollY + top - header - EXTRA_OFFSET_PX), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  return true;
}

/** Where the admin bar counts (reference §29: the window wider than 600 px; narrower it scrolls away). */
const ADMIN_BAR_MIN_WIDTH = 600;
/** SPEC's extra offset for a transparent header. */
const TRANSPARENT_NAV_EXTRA_PX = 58;

/** The height of an element as jQuery's outerHeight reads it (0 when absent or not rendered). */
function outerHeight(element: Element | null): number {
  return element ? element.getBoundingClientRect().height : 0;
}

/** How far below the window's top the smooth scroll lands its target (reference §29, `et_pb_smooth_scroll`): on the
 *  desktop (> 980 px) with the fixed, horizontal navigation, `#top-header` + `#main-header` as they are now, less
 *  1 px, plus 58 px with the transparent header; plus the admin bar above 600 px. Elsewhere the header scrolls away
 *  with the page, or stands at its side (the vertical navigation): 0 (the theme's -1 there is a pixel off). */
export function smoothScrollOffset(doc: Document = document): number {
  const body = doc.body;
  const width = doc.documentElement.clientWidth || (doc.defaultView ?? window).innerWidth;
  let offset = 0;
  if (screenMode(width) === 'desktop' && body.classList.contains('et_fixed_nav') && !sideHeader(doc)) {
    offset = outerHeight(doc.getElementById('top-header')) + outerHeight(doc.getElementById('main-header')) - 1;
    if (body.classList.contains('et_transparent_nav')) offset += TRANSPARENT_NAV_EXTRA_PX;
  }
  if (width > ADMIN_BAR_MIN_WIDTH) offset += outerHeight(doc.getElementById('wpadminbar'));
  return Math.max(0, offset);
}

