// While an entrance animation runs, the page's body clips what overflows sideways (the theme sets
// `overflow-x: hidden` for the same reason: a slide from the right would otherwise widen the page). Counted, so
// the body's own value comes back when the last animation ends.

let running = 0;
let bodyValue = '';

/** Clips the body until the returned function is called (once). */
export function clipBodyOverflow(): () => void {
  if (running === 0) {
    bodyValue = document.body.style.overflowX;
    document.body.style.overflowX = 'hidden';
  }
  running += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    running -= 1;
    if (running === 0) document.body.style.overflowX = bodyValue;
  };
}
