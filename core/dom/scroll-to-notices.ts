// WooCommerce's scroll to notices: the page scrolls so the element sits 100 px below the top of the window,
// over 1000 ms with jQuery's "swing" easing (at once under prefers-reduced-motion). A new scroll replaces one
// still running. Used by every widget that shows notices after a request (cart, checkout).
import { prefersReducedMotion } from '../a11y/reduced-motion.ts';

export const NOTICE_SCROLL_OFFSET = 100;
export const NOTICE_SCROLL_MS = 1000;

let running: number | undefined;

/** jQuery's default easing. */
const swing = (progress: number) => 0.5 - Math.cos(progress * Math.PI) / 2;

/** Where the window must scroll to for `element`'s top to sit `offset` px below the window's top. */
export function noticeScrollTop(element: Element, offset = NOTICE_SCROLL_OFFSET): number {
  return Math.max(0, element.getBoundingClientRect().top + window.scrollY - offset);
}

/** Scrolls to `element` (nothing when it is null, as `$.scroll_to_notices` does for an empty set). */
export function scrollToNotices(element: Element | null, durationMs = NOTICE_SCROLL_MS): void {
  if (!element) return;
  if (running !== undefined) cancelAnimationFrame(running);
  running = undefined;
  const to = noticeScrollTop(element);
  const from = window.scrollY;
  if (prefersReducedMotion() || durationMs <= 0 || from === to) {
    window.scrollTo({ top: to, behavior: 'instant' });
    return;
  }
  let start: number | undefined;
  const step = (now: number) => {
    start ??= now;
    const progress = Math.min(1, (now - start) / durationMs);
    window.scrollTo({ top: from + (to - from) * swing(progress), behavior: 'instant' });
    running = progress < 1 ? requestAnimationFrame(step) : undefined;
  };
  running = requestAnimationFrame(step);
}
