// The viewer's PhotoSwipe 5 options. By default WooCommerce's product viewer (no loop, no sharing — v5 has none —, no
// open/close animations, double-tap zoom animated over 333 ms); a lightbox asks for looping, an open/close animation and
// a click on the picture going to the next one (ViewerSettings). Never any of PhotoSwipe's own controls (viewer-ui.ts
// builds them; the counter, viewer-counter.ts, keeps the ' / ' separator); focus return is done by the viewer itself
// (v5 only returns it after keyboard opens).
import type { PhotoSwipeOptions, SlideData } from 'photoswipe';
import { t } from '../config/strings.ts';
import type { ViewerItem } from './viewer-item.ts';

export interface ViewerSettings {
  /** Next and previous wrap around at either end. */
  loop: boolean;
  /** The open/close animation: none, a zoom from the page's picture, or a fade; over `animationMs`. */
  animation: 'none' | 'zoom' | 'fade';
  animationMs: number;
  /** A click or tap on the picture: PhotoSwipe's zoom (mouse) and controls toggle (touch), or the next picture. */
  pictureClick: 'zoom' | 'next';
}

/** WooCommerce's product viewer. */
export const PRODUCT_VIEWER: ViewerSettings = { loop: false, animation: 'none', animationMs: 0, pictureClick: 'zoom' };

function slideData(item: ViewerItem): SlideData {
  const data: SlideData = { src: item.src, width: item.width, height: item.height, alt: item.alt, msrc: item.msrc, caption: item.caption };
  if (item.element) data.element = item.element;
  if (item.sizeGuessed) data.sizeGuessed = true;
  return data;
}

/**
 * PhotoSwipe builds each of its controls with innerHTML, which the Trusted Types policy refuses, unless its option is
 * false. `preloader` (the loading indicator) is missing from PhotoSwipe's option types.
 */
const NO_PHOTOSWIPE_CONTROLS = { close: false, arrowPrev: false, arrowNext: false, zoom: false, preloader: false, counter: false } as const;

export function viewerOptions(items: ViewerItem[], index: number, settings: ViewerSettings = PRODUCT_VIEWER): PhotoSwipeOptions & typeof NO_PHOTOSWIPE_CONTROLS {
  const animated = settings.animation !== 'none' && settings.animationMs > 0;
  const next = settings.pictureClick === 'next';
  return {
    dataSource: items.map(slideData),
    index,
    loop: settings.loop,
    showHideAnimationType: animated ? settings.animation : 'none',
    showAnimationDuration: animated ? settings.animationMs : 0,
    hideAnimationDuration: animated ? settings.animationMs : 0,
    zoomAnimationDuration: 333,
    doubleTapAction: 'zoom',
    tapAction: next ? 'next' : 'toggle-controls',
    ...(next ? { imageClickAction: 'next' as const } : {}),
    bgOpacity: 1,
    trapFocus: true,
    returnFocus: false,
    ...NO_PHOTOSWIPE_CONTROLS,
    errorMsg: t('viewerImageError', { link: t('viewerImageErrorLink') }),
    mainClass: 'fondant-viewer',
  };
}
