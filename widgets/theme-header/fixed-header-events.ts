// The theme's window events around each change of the fixed header (reference §20; S420 custom.js): a CustomEvent
// `ETDiviFixedHeaderTransitionStart` when the header becomes fixed or normal, `ETDiviFixedHeaderTransitionEnd` 400 ms
// later (the header's CSS transition), both with `detail.marginTop`, the margin the theme then gives
// `#page-container`. Fondant leaves that margin alone (the theme's pull-up of the content is a layout shift while
// scrolling), so the detail says 0. Plugins listen to these; the end events still due are dropped at unmount.

export const TRANSITION_START = 'ETDiviFixedHeaderTransitionStart';
export const TRANSITION_END = 'ETDiviFixedHeaderTransitionEnd';
export const TRANSITION_MS = 400;

export interface TransitionEvents {
  /** Dispatches the start now and schedules the end. */
  announce(): void;
  /** Whether an end event is still due (the header's height is then between its two values). */
  pending(): boolean;
  stop(): void;
}

export function transitionEvents(win: Window, guard: <A extends unknown[]>(callback: (...args: A) => void) => (...args: A) => void): TransitionEvents {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const event = (type: string) => new CustomEvent(type, { detail: { marginTop: 0 } });
  return {
    announce() {
      win.dispatchEvent(event(TRANSITION_START));
      const timer = setTimeout(
        guard(() => {
          timers.delete(timer);
          win.dispatchEvent(event(TRANSITION_END));
        }),
        TRANSITION_MS,
      );
      timers.add(timer);
    },
    pending: () => timers.size > 0,
    stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
