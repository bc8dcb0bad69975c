// After an accordion item opens, the theme brings it back into view when its top went above the fixed header (its
// height, core/dom/fixed-header.ts), to that height plus 50 px above the item; at once under reduced motion.
import { prefersReducedMotion } from '../../core/a11y/reduced-motion.ts';
import { fixedHeaderHeight } from '../../core/dom/fixed-header.ts';

const EXTRA_OFFSET_PX = 50;

export function scrollUnderHeader(item: HTMLElement): void {
  const header = fixedHeaderHeight(item.ownerDocument);
  const top = item.getBoundingClientRect().top;
  if (top >= header) return;
  window.scrollTo({ top: window.scrollY + top - header - EXTRA_OFFSET_PX, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}
