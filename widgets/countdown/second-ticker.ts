// Calls back with the whole seconds left before an end: at once, then on each second boundary (a fresh timeout to
// the next one, measured from the clock each time, so a late timer never makes it drift), until none is left. No
// timer runs while the page is hidden; when it shows again the time left is read from the clock at once (no catch-up
// ticks). Its timer and listener end with the mount.
import type { MountContext } from '../../core/registry/define-widget.ts';
import { msToNextSecond, remainingSeconds } from './remaining-time.ts';

export function tickEachSecond(
  { listen, onCleanup, guard }: Pick<MountContext<unknown>, 'listen' | 'onCleanup' | 'guard'>,
  endMs: number,
  tick: (secondsLeft: number) => void,
): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const run = () => {
    stop();
    const now = Date.now();
    const secondsLeft = remainingSeconds(endMs, now);
    tick(secondsLeft);
    if (secondsLeft > 0 && document.visibilityState !== 'hidden') timer = setTimeout(guard(run), msToNextSecond(endMs, now));
  };
  listen(document, 'visibilitychange', () => (document.visibilityState === 'hidden' ? stop() : run()));
  onCleanup(stop);
  run();
}
