// The height the theme's fixed header covers at the top of the window (the admin bar when fixed, `#top-header` and
// `#main-header` when the navigation is fixed and not vertical): the theme scrolls a module that height plus 50 px
// below the window's top (an accordion item brought back into view, a grid after a page change, an ajax-paginated
// module after its swap).
import { prefersReducedMotion } from '../a11y/reduced-motion.ts';

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
