// Focus while the viewer is open: Tab and Shift+Tab cycle through its visible, enabled controls (as
// WooCommerce's trap did; PhotoSwipe 5 alone lets focus leave and come back to the root), and closing
// returns focus to the element that opened it, however the viewer was opened. An Escape pressed during an
// opening animation (which PhotoSwipe drops) closes the viewer as soon as it has opened.
import type PhotoSwipe from 'photoswipe';
import { cycleFocus, focusableControls } from '../a11y/focus-cycle.ts';

const VIEWER_CONTROLS = 'button:not(:disabled), a[href]';

/** Where the focus goes back when the viewer closes: an element, or a function that names it then (the page may have
 *  changed meanwhile: a grid paged after a viewer opened by the URL). */
export type Opener = HTMLElement | (() => HTMLElement);

export function keepFocusInside(pswp: PhotoSwipe, opener: Opener): void {
  pswp.on('keydown', (event) => {
    const root = pswp.element;
    if (root && cycleFocus(event.originalEvent, focusableControls(root, VIEWER_CONTROLS))) event.preventDefault();
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
