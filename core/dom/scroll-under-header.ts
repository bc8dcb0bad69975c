// The theme's timed scroll to an element below its fixed header (reference §27, §29; used by the same-page links and
// the dot navigation): 800 ms, 1600 ms when it travels more than 4000 px (SPEC), the element's top landing
// `smoothScrollOffset()` below the window's top — or, for the checkout form brought back after an error, its own
// offset and duration. Once it arrives the landing is kept for 600 ms more: the header
// shrinks to its fixed height when the page passes it (§20, over its own 400 ms transition, or at once when the
// scroll was instant), and each frame the destination is measured again and the page follows it (the theme runs a
// second 40 ms / 150 ms / 200 ms scroll instead, which lands wrong when the header is still shrinking). The shopper's
// own scrolling ends it.
import { animateScrollTo } from './animated-scroll.ts';
import { smoothScrollOffset } from './fixed-header.ts';

const SCROLL_MS = 800;
const LONG_SCROLL_MS = 1600;
const LONG_DISTANCE_PX = 4000;
/** How long the landing follows the header after the scroll: its 400 ms transition and a few frames. */
const FOLLOW_MS = 600;

/** 800 ms, or 1600 ms for a scroll of more than 4000 px. */
export function scrollDuration(distance: number): number {
  return Math.abs(distance) > LONG_DISTANCE_PX ? LONG_SCROLL_MS : SCROLL_MS;
}

/** How far below the window's top the element lands, measured again each frame of the landing. */
export type LandingOffset = (doc: Document) => number;

/** The window's scroll position that puts the element's top right under the fixed header (or `offset` px down). */
export function destinationOf(element: Element, offset: LandingOffset = smoothScrollOffset): number {
  const win = element.ownerDocument.defaultView ?? window;
  return win.scrollY + element.getBoundingClientRect().top - offset(element.ownerDocument);
}

export interface UnderHeaderOptions {
  win?: Window;
  offset?: LandingOffset;
  /** The scroll's duration; by default 800 ms, 1600 ms beyond 4000 px. */
  durationMs?: number;
}

export interface UnderHeaderScroll {
  /** True when the scroll reached its target, false when it was stopped or replaced. */
  done: Promise<boolean>;
  cancel(): void;
}

/** Scrolls `element` (null: the page's top) under the header, then keeps it there while the header settles. */
export function scrollUnderHeader(element: Element | null, { win = window, offset = smoothScrollOffset, durationMs }: UnderHeaderOptions = {}): UnderHeaderScroll {
  const destination = (): number => Math.max(0, Math.round(element ? destinationOf(element, offset) : 0));
  const first = destination();
  const scroll = animateScrollTo(first, durationMs ?? scrollDuration(first - win.scrollY), { win });
  let frame = 0;
  let cancelled = false;
  const follow = (): Promise<boolean> =>
    new Promise((resolve) => {
      const until = win.performance.now() + FOLLOW_MS;
      let landed = win.scrollY;
      const step = (now: number): void => {
        // Gone (cancelled, replaced) or scrolled by the shopper since the last frame: the landing is theirs now.
        if (cancelled || Math.abs(win.scrollY - landed) > 1) return resolve(!cancelled);
        const again = destination();
        if (Math.abs(again - landed) > 1) {
          win.scrollTo({ top: again, behavior: 'instant' });
          landed = win.scrollY;
        }
        if (now < until) frame = win.requestAnimationFrame(step);
        else resolve(true);
      };
      frame = win.requestAnimationFrame(step);
    });
  return {
    done: scroll.done.then((reached) => (reached && !cancelled ? follow() : false)),
    cancel: () => {
      cancelled = true;
      scroll.cancel();
      win.cancelAnimationFrame(frame);
    },
  };
}
