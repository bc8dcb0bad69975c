// A widget's answer to window resizes once they settle: the page builder's and its theme's scripts re-lay their
// modules out 200 ms after the last resize event. The callback runs guarded (its errors reported for the widget); the
// listener and a pending call go at unmount.
import type { MountContext } from '../registry/define-widget.ts';

export const RESIZE_SETTLE_MS = 200;

export function onResizeSettled(
  context: Pick<MountContext<unknown>, 'listen' | 'guard' | 'onCleanup'>,
  callback: () => void,
  { win = window, settleMs = RESIZE_SETTLE_MS }: { win?: Window; settleMs?: number } = {},
): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const settled = context.guard(callback);
  context.onCleanup(() => clearTimeout(timer));
  context.listen(
    win,
    'resize',
    () => {
      clearTimeout(timer);
      timer = setTimeout(settled, settleMs);
    },
    { passive: true },
  );
}
