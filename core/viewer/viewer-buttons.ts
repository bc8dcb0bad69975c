// The viewer's buttons as PhotoSwipe 5 makes them (`button.pswp__button.pswp__button--<name>`, titled and labelled
// in French, its icon inside) and doing what its buttons do: close, zoom in or out of the current picture, and the
// previous and next arrows, disabled at either end since the viewer does not loop. Whether the zoom button shows is
// PhotoSwipe's call: it sets pswp--zoom-allowed and pswp--zoomed-in on the root, which photoswipe.css reads.
import type PhotoSwipe from 'photoswipe';
import { t } from '../config/strings.ts';
import { arrowIcon, closeIcon, zoomIcon } from './viewer-icons.ts';

function button(className: string, title: string, icon: SVGSVGElement, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.className = `pswp__button ${className}`;
  element.type = 'button';
  element.title = title;
  element.setAttribute('aria-label', title);
  element.append(icon);
  element.addEventListener('click', onClick);
  return element;
}

export function closeButton(pswp: PhotoSwipe): HTMLButtonElement {
  return button('pswp__button--close', t('viewerClose'), closeIcon(), () => pswp.close());
}

export function zoomButton(pswp: PhotoSwipe): HTMLButtonElement {
  return button('pswp__button--zoom', t('viewerZoom'), zoomIcon(), () => pswp.toggleZoom());
}

/** Goes over the slides (outside the top bar, so it fades out on close by itself). */
export function arrowButton(pswp: PhotoSwipe, direction: 'prev' | 'next'): HTMLButtonElement {
  const next = direction === 'next';
  const arrow = button(`pswp__button--arrow--${direction}`, t(next ? 'viewerNext' : 'viewerPrevious'), arrowIcon(direction), () => (next ? pswp.next() : pswp.prev()));
  arrow.classList.add('pswp__button--arrow', 'pswp__hide-on-close');
  arrow.setAttribute('aria-controls', 'pswp__items');
  pswp.on('change', () => {
    const atEnd = next ? pswp.currIndex >= pswp.getNumItems() - 1 : pswp.currIndex <= 0;
    arrow.disabled = !pswp.options.loop && atEnd;
  });
  return arrow;
}
