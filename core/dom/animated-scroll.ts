// The theme's timed scroll of the window (jQuery animating `html, body` scrollTop: the smooth scroll to a same-page
// target, the back-to-top control, the dot navigation, the fullwidth header's scroll-down link): a given duration with
// jQuery's easings, `swing` by default. At once under reduced motion. The shopper's own scrolling (wheel, touch, a
// key) stops it where it is, and a new timed scroll replaces the one running. `done` tells whether it reached its end.
import { prefersReducedMotion } from '../a11y/reduced-motion.ts';

export type ScrollEasing = 'swing' | 'linear';

export interface AnimatedScroll {
  /** True when the scroll reached its target, false when it was stopped or replaced. */
  done: Promise<boolean>;
  cancel(): void;
}

const EASINGS: Record<ScrollEasing, (progress: number) => number> = {
  swing: (progress) => 0.5 - Math.cos(progress * Math.PI) / 2,
  linear: (progress) => progress,
};

/** What the shopper does that takes the scroll back. */
const SHOPPER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

const running = new WeakMap<Window, AnimatedScroll>();

function maxScrollTop(win: Window): number {
  const root = win.document.documentElement;
  return Math.max(0, root.scrollHeight - win.innerHeight);
}

/** Scrolls the window's top to `top` (clamped to the page) over `durationMs`. */
export function animateScrollTo(top: number, durationMs: number, { easing = 'swing', win = window }: { easing?: ScrollEasing; win?: Window } = {}): AnimatedScroll {
  running.get(win)?.cancel();
  const target = Math.min(Math.max(0, Math.round(top)), maxScrollTop(win));
  const start = win.scrollY;
  let frame = 0;
  let settle: (reached: boolean) => void = () => undefined;
  const done = new Promise<boolean>((resolve) => (settle = resolve));

  const stop = (reached: boolean): void => {
    win.cancelAnimationFrame(frame);
    for (const type of SHOPPER_SCROLL_EVENTS) win.removeEventListener(type, onShopperScroll, true);
    if (running.get(win) === scroll) running.delete(win);
    settle(reached);
  };
  const onShopperScroll = (): void => stop(false);
  const scroll: AnimatedScroll = { done, cancel: () => stop(false) };

  if (durationMs <= 0 || prefersReducedMotion() || start === target) {
    win.scrollTo({ top: target, behavior: 'instant' });
    settle(true);
    return scroll;
  }
  running.set(win, scroll);
  for (const type of SHOPPER_SCROLL_EVENTS) win.addEventListener(type, onShopperScroll, { capture: true, passive: true });
  let startedAt: number | undefined;
  const step = (now: number): void => {
    startedAt ??= now;
    const progress = Math.min(1, (now - startedAt) / durationMs);
    win.scrollTo({ top: start + (target - start) * EASINGS[easing](progress), behavior: 'instant' });
    if (progress < 1) frame = win.requestAnimationFrame(step);
    else stop(true);
  };
  frame = win.requestAnimationFrame(step);
  return scroll;
}
