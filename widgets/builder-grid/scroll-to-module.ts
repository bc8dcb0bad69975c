// After a filter or page change, the theme scrolls to the module's top (reference §10); here only when that top went
// above the fixed header (core/dom/fixed-header.ts), to the header's height plus the theme's 50 px, smoothly or at once
// under reduced motion. Says whether it scrolled.
import { prefersReducedMotion } from '../../core/a11y/reduced-motion.ts';
import { fixedHeaderHeight } from '../../core/dom/fixed-header.ts';

const EXTRA_OFFSET_PX = 50;

export function scrollToModuleTop(root: HTMLElement): boolean {
  const header = fixedHeaderHeight(root.ownerDocument);
  const top = root.getBoundingClientRect().top;
  if (top >= header) return false;
  window.scrollTo({ top: window.scrollY + top - header - EXTRA_OFFSET_PX, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  return true;
}
