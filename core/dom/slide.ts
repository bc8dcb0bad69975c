// jQuery's slideDown / slideUp / hide / fadeIn (variation details and messages, payment boxes, field descriptions, the
// checkout's toggled forms), as CSS transitions driven by classes and CSSOM heights and durations (CSP-safe).
// prefers-reduced-motion: no movement, the end state at once.
import { prefersReducedMotion } from '../a11y/reduced-motion.ts';

/** jQuery's default slide duration, which the variation form keeps. */
export const SLIDE_MS = 200;
export const FADE_MS = 400;

const SLIDING = 'fondant-slide';
const FADING_IN = 'fondant-fade-in';
const pending = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

function isHidden(element: HTMLElement): boolean {
  return getComputedStyle(element).display === 'none';
}

function finish(element: HTMLElement): void {
  clearTimeout(pending.get(element));
  pending.delete(element);
  element.classList.remove(SLIDING, FADING_IN);
  element.style.height = '';
  element.style.transitionDuration = '';
}

function animate(element: HTMLElement, durationMs: number, done: () => void): void {
  pending.set(element, setTimeout(() => {
    finish(element);
    done();
  }, durationMs));
}

/** Shows a hidden element growing from 0 to its height over `durationMs`. */
export function slideDown(element: HTMLElement, durationMs = SLIDE_MS): void {
  const sliding = pending.has(element);
  finish(element);
  if (!sliding && !isHidden(element)) return;
  element.style.display = '';
  if (isHidden(element)) element.style.display = 'block';
  if (prefersReducedMotion()) return;
  const height = element.scrollHeight;
  element.classList.add(SLIDING);
  element.style.transitionDuration = `${durationMs}ms`;
  element.style.height = '0px';
  void element.offsetHeight;
  element.style.height = `${height}px`;
  animate(element, durationMs, () => {});
}

/** Shrinks a shown element to 0 over `durationMs`, then hides it (display: none). */
export function slideUp(element: HTMLElement, durationMs = SLIDE_MS): void {
  finish(element);
  if (isHidden(element)) return;
  const height = element.offsetHeight;
  if (height === 0 || prefersReducedMotion()) {
    element.style.display = 'none';
    return;
  }
  element.classList.add(SLIDING);
  element.style.transitionDuration = `${durationMs}ms`;
  element.style.height = `${height}px`;
  void element.offsetHeight;
  element.style.height = '0px';
  animate(element, durationMs, () => (element.style.display = 'none'));
}

/** Shows a hidden element at once (jQuery's show()). */
export function show(element: HTMLElement): void {
  finish(element);
  element.style.display = '';
  if (isHidden(element)) element.style.display = 'block';
}

/** Hides an element at once, ending a slide still running (jQuery's hide()). */
export function hide(element: HTMLElement): void {
  finish(element);
  element.style.display = 'none';
}

/** Fades an element in (the reset link, like jQuery's fadeIn). */
export function fadeIn(element: HTMLElement): void {
  finish(element);
  if (prefersReducedMotion()) return;
  element.classList.add(FADING_IN);
  animate(element, FADE_MS, () => {});
}
