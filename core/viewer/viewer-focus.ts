// Focus while the viewer is open: Tab and Shift+Tab cycle through its visible, enabled controls (as
// WooCommerce's trap did; PhotoSwipe 5 alone lets focus leave and come back to the root), and closing
// returns focus to the element that opened it, however the viewer was opened. An Escape pressed during an
// opening animation (which PhotoSwipe drops) closes the viewer as soon as it has opened.
import type PhotoSwipe from 'photoswipe';

function focusableControls(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('button:not(:disabled), a[href]')].filter(
    (control) => control.getClientRects().length > 0 && getComputedStyle(control).visibility !== 'hidden' && !control.closest('[aria-hidden="true"]'),
  );
}

/** Where the focus goes back when the viewer closes: an element, or a function that names it then (the page may have
 *  changed meanwhile: a grid paged after a viewer opened by the URL). */
export type Opener = HTMLElement | (() => HTMLElement);

export function keepFocusInside(pswp: PhotoSwipe, opener: Opener): void {
  pswp.on('keydown', (event) => {
    const key = event.originalEvent;
    const root = pswp.element;
    if (key.key !== 'Tab' || key.altKey || key.ctrlKey || key.metaKey || !root) return;
    const controls = focusableControls(root);
    if (controls.length === 0) return;
    const at = controls.indexOf(document.activeElement as HTMLElement);
    const next = key.shiftKey ? (at <= 0 ? controls.length - 1 : at - 1) : (at + 1) % controls.length;
    key.preventDefault();
    event.preventDefault();
    controls[next]?.focus();
  });
  pswp.on('destroy', () => {
    const target = typeof opener === 'function' ? opener() : opener;
    if (target.isConnected) target.focus();
  });
}

/** PhotoSwipe ignores close() while it opens: an Escape pressed then closes the viewer once it has opened. */
export function closeOnEscapeWhileOpening(pswp: PhotoSwipe): void {
  let closeWhenOpen = false;
  pswp.on('keydown', ({ originalEvent }) => {
    if (originalEvent.key === 'Escape' && pswp.opener.isOpening) closeWhenOpen = true;
  });
  pswp.on('openingAnimationEnd', () => {
    if (closeWhenOpen) pswp.close();
  });
}
