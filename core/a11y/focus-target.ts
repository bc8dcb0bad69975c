// Moves the keyboard focus to where a scroll took the shopper (a same-page link's target, a section of the dot
// navigation, the top of the page), as the browser's own jump to an anchor moves its focus starting point: an
// element that takes no focus gets tabindex=-1 and no outline (it is a destination, not a control) until it loses
// the focus, when both are taken back. The scroll is the caller's: the focus never scrolls.

const FOCUSABLE = 'a[href], area[href], button, input, select, textarea, iframe, summary, [tabindex], [contenteditable]';

export function focusTarget(element: HTMLElement): void {
  if (!element.matches(FOCUSABLE)) {
    const style = element.getAttribute('style');
    const outline = element.style.outline;
    element.setAttribute('tabindex', '-1');
    element.style.outline = 'none';
    element.addEventListener(
      'blur',
      () => {
        element.removeAttribute('tabindex');
        if (style === null) element.removeAttribute('style');
        else element.style.outline = outline;
      },
      { once: true },
    );
  }
  element.focus({ preventScroll: true });
}
