// Work done at most once per animation frame however often it is asked for (from a passive scroll listener): the
// theme header's fixed state, the back-to-top control's visibility and the dot navigation's current section each read
// the page once per frame and write only on a change. A frame still pending is cancelled at unmount.
import type { MountContext } from '../registry/define-widget.ts';

/** Gives the function that asks for `work` in the next animation frame (once, however many times it is called). */
export function oncePerFrame(context: MountContext<unknown>, work: () => void, win: Window = window): () => void {
  let frame = 0;
  const run = context.guard(() => {
    frame = 0;
    work();
  });
  context.onCleanup(() => win.cancelAnimationFrame(frame));
  return () => {
    if (frame === 0) frame = win.requestAnimationFrame(run);
  };
}
