// Makes PhotoSwipe's root a named modal dialog in French: aria-modal and a label on the dialog, French
// role descriptions for its carousel and slides, and a counter showing '2 / 4' while screen readers
// hear 'Image 2 sur 4 : <alt>' on every change.
import type PhotoSwipe from 'photoswipe';
import { t } from '../../core/config/strings.ts';
import { pictureLabel } from './thumbnails.ts';
import { COUNTER_SEPARATOR } from './viewer-options.ts';

const VIEWER_DIALOG_ID = 'photoswipe-fullscreen-dialog';

export function registerFrenchCounter(pswp: PhotoSwipe): void {
  pswp.ui?.registerElement({
    name: 'fondantCounter',
    className: 'pswp__counter',
    order: 5,
    onInit(element, viewer) {
      const shown = document.createElement('span');
      shown.setAttribute('aria-hidden', 'true');
      const spoken = document.createElement('span');
      spoken.className = 'screen-reader-text';
      spoken.setAttribute('aria-live', 'polite');
      element.append(shown, spoken);
      viewer.on('change', () => {
        const count = viewer.getNumItems();
        shown.textContent = `${viewer.currIndex + 1}${COUNTER_SEPARATOR}${count}`;
        spoken.textContent = pictureLabel(viewer.currIndex, count, String(viewer.currSlide?.data.alt ?? ''));
      });
    },
  });
}

/** After init(): the root and the holders exist. */
export function labelDialog(pswp: PhotoSwipe): void {
  const root = pswp.element;
  if (!root) return;
  root.id = VIEWER_DIALOG_ID;
  root.setAttribute('aria-modal', 'true');
  root.setAttribute('aria-label', t('viewerLabel'));
  pswp.scrollWrap?.setAttribute('aria-roledescription', t('viewerCarousel'));
  for (const holder of pswp.mainScroll.itemHolders) holder.el.setAttribute('aria-roledescription', t('viewerSlide'));
}
