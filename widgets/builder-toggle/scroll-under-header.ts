// After an accordion item opens, the theme brings it back into view when its top went above the fixed header (its
// height: the admin bar, `#top-header` and `#main-header` when the navigation is fixed and not vertical), to that
// height plus 50 px above the item; at once under reduced motion.
import { prefersReducedMotion } from '../../core/a11y/reduced-motion.ts';

const EXTRA_OFFSET_PX = 50;

export function fixedHeaderHeight(doc: Document = document): number {
  const body = doc.body;
  const bar = doc.getElementById('wpadminbar');
  let height = bar && getComputedStyle(bar).position === 'fixed' ? bar.offsetHeight : 0;
  if (body.classList.contains('et_fixed_nav') && !body.classList.contains('et_vertical_nav')) {
    for (const id of ['top-header', 'main-header']) height += doc.getElementById(id)?.offsetHeight ?? 0;
  }
  return height;
}

export function scrollUnderHeader(item: HTMLElement): void {
  const header = fixedHeaderHeight(item.ownerDocument);
  const top = item.getBoundingClientRect().top;
  if (top >= header) return;
  window.scrollTo({ top: window.scrollY + top - header - EXTRA_OFFSET_PX, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}
