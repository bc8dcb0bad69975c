// Makes PhotoSwipe's root a named modal dialog in French: aria-modal and a label on the dialog, and French
// role descriptions for its carousel and slides.
import type PhotoSwipe from 'photoswipe';
import { t } from '../config/strings.ts';

const VIEWER_DIALOG_ID = 'photoswipe-fullscreen-dialog';

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
