// The variation form's timers (the initial check, the details' reveal, the gallery's refresh): each callback
// guarded like an event handler, each cancellable, and every one still pending cleared at unmount.
import type { MountContext } from '../../core/registry/define-widget.ts';

/** Runs `callback` after `delayMs`; the returned function cancels it. */
export type Later = (callback: () => void, delayMs: number) => () => void;

export function createTimers({ guard, onCleanup }: Pick<MountContext<unknown>, 'guard' | 'onCleanup'>): Later {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  onCleanup(() => timers.forEach((timer) => clearTimeout(timer)));
  return (callback, delayMs) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      guard(callback)();
    }, delayMs);
    timers.add(timer);
    return () => {
      clearTimeout(timer);
      timers.delete(timer);
    };
  };
}
