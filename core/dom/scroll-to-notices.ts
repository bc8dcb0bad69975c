// WooCommerce's scroll to notices: the page scrolls so the element sits 100 px below the top of the window,
// over 1000 ms with jQuery's "swing" easing (at once under prefers-reduced-motion), through the shared timed scroll
// (animated-scroll.ts), so a new scroll — to notices or the theme's — replaces one still running. Used by every
// widget that shows notices after a request (cart, checkout).
import { animateScrollTo } from './animated-scroll.ts';

export const NOTICE_SCROLL_OFFSET = 100;
export const NOTICE_SCROLL_MS = 1000;

/** Where the window must scroll to for `element`'s top to sit `offset` px below the window's top. */
export function noticeScrollTop(element: Element, offset = NOTICE_SCROLL_OFFSET): number {
  return Math.max(0, element.getBoundingClientRect().top + window.scrollY - offset);
}

/** Scrolls to `element` (nothing when it is null, as `$.scroll_to_notices` does for an empty set). */
export function scrollToNotices(element: Element | null, durationMs = NOTICE_SCROLL_MS): void {
  if (!element) return;
  animateScrollTo(noticeScrollTop(element), durationMs);
}
