// The PhotoSwipe 5 options for the product gallery's viewer, as WooCommerce sets PhotoSwipe (no loop, no sharing — v5 has
// none —, no open/close animations, double-tap zoom animated over 333 ms), without any of PhotoSwipe's own controls
// (viewer-ui.ts builds them; the counter, viewer-counter.ts, keeps WooCommerce's ' / ' separator); focus return is done
// by the viewer itself (v5 only returns it after keyboard opens).
import type { PhotoSwipeOptions, SlideData } from 'photoswipe';
import { t } from '../../core/config/strings.ts';
import type { GalleryItem } from './gallery-items.ts';

function slideData(item: GalleryItem): SlideData {
  return { src: item.src, width: item.width, height: item.height, alt: item.alt, msrc: item.msrc, caption: item.caption };
}

/**
 * PhotoSwipe builds each of its controls with innerHTML, which the Trusted Types policy refuses, unless its option is
 * false. `preloader` (the loading indicator) is missing from PhotoSwipe's option types.
 */
const NO_PHOTOSWIPE_CONTROLS = { close: false, arrowPrev: false, arrowNext: false, zoom: false, preloader: false, counter: false } as const;

export function viewerOptions(items: GalleryItem[], index: number): PhotoSwipeOptions & typeof NO_PHOTOSWIPE_CONTROLS {
  return {
    dataSource: items.map(slideData),
    index,
    loop: false,
    showHideAnimationType: 'none',
    showAnimationDuration: 0,
    hideAnimationDuration: 0,
    zoomAnimationDuration: 333,
    doubleTapAction: 'zoom',
    tapAction: 'toggle-controls',
    bgOpacity: 1,
    trapFocus: true,
    returnFocus: false,
    ...NO_PHOTOSWIPE_CONTROLS,
    errorMsg: t('viewerImageError', { link: t('viewerImageErrorLink') }),
    mainClass: 'fondant-viewer',
  };
}
