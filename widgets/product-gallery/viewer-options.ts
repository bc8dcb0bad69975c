// The PhotoSwipe 5 options for the product gallery's viewer, as WooCommerce sets PhotoSwipe (no loop, no sharing — v5 has
// none —, no open/close animations, double-tap zoom animated over 333 ms, ' / ' counter separator) with
// French button titles; focus return is done by the viewer itself (v5 only returns it after keyboard opens).
import type { PhotoSwipeOptions, SlideData } from 'photoswipe';
import { t } from '../../core/config/strings.ts';
import type { GalleryItem } from './gallery-items.ts';

export const COUNTER_SEPARATOR = ' / ';

function slideData(item: GalleryItem): SlideData {
  return { src: item.src, width: item.width, height: item.height, alt: item.alt, msrc: item.msrc, caption: item.caption };
}

export function viewerOptions(items: GalleryItem[], index: number): PhotoSwipeOptions {
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
    indexIndicatorSep: COUNTER_SEPARATOR,
    trapFocus: true,
    returnFocus: false,
    // Replaced by the French counter (viewer-dialog.ts), which screen readers hear too.
    counter: false,
    closeTitle: t('viewerClose'),
    zoomTitle: t('viewerZoom'),
    arrowPrevTitle: t('viewerPrevious'),
    arrowNextTitle: t('viewerNext'),
    errorMsg: t('viewerImageError', { link: t('viewerImageErrorLink') }),
    mainClass: 'fondant-viewer',
  };
}
