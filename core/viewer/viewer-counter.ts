// The viewer's counter in PhotoSwipe's place and class (`div.pswp__counter`): it shows '2 / 4' while screen
// readers hear 'Image 2 sur 4 : <alt>' from a polite live region on every change of picture.
import type PhotoSwipe from 'photoswipe';
import { pictureLabel } from './picture-label.ts';

/** WooCommerce's separator between the picture's number and the count. */
const COUNTER_SEPARATOR = ' / ';

export function frenchCounter(pswp: PhotoSwipe): HTMLDivElement {
  const counter = document.createElement('div');
  counter.className = 'pswp__counter';
  const shown = document.createElement('span');
  shown.setAttribute('aria-hidden', 'true');
  const spoken = document.createElement('span');
  spoken.className = 'screen-reader-text';
  spoken.setAttribute('aria-live', 'polite');
  counter.append(shown, spoken);
  pswp.on('change', () => {
    const count = pswp.getNumItems();
    shown.textContent = `${pswp.currIndex + 1}${COUNTER_SEPARATOR}${count}`;
    spoken.textContent = pictureLabel(pswp.currIndex, count, String(pswp.currSlide?.data.alt ?? ''));
  });
  return counter;
}
