// The counters' count-up (Divi's easyPieChart run: 1800 ms from 0 to the final value, eased out), frame by frame;
// the final value at once under reduced motion. Returns a function that stops it.
import { prefersReducedMotion } from '../../core/a11y/reduced-motion.ts';

export const COUNT_MS = 1800;

/** Eased progress (0 → 1) of a count `elapsed` ms in. */
export const countProgress = (elapsed: number): number => {
  const linear = Math.min(1, Math.max(0, elapsed / COUNT_MS));
  return 1 - (1 - linear) ** 3;
};

export function countUp(target: number, onStep: (value: number) => void): () => void {
  if (prefersReducedMotion()) {
    onStep(target);
    return () => {};
  }
  let frame = 0;
  let start: number | undefined;
  const step = (now: number) => {
    start ??= now;
    const progress = countProgress(now - start);
    onStep(progress >= 1 ? target : target * progress);
    if (progress < 1) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}
