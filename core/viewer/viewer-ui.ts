// The viewer's controls, built by Fondant where PhotoSwipe 5 would build its own, whose UI elements all go
// through innerHTML (refused under the Trusted Types policy; viewer-options.ts switches every one of them off):
// a top bar with the counter, loading indicator, zoom and close buttons, the arrows beside it over the slides,
// and the caption at the end of the root — PhotoSwipe's places and order, so photoswipe.css lays them out alike.
import type PhotoSwipe from 'photoswipe';
import { arrowButton, closeButton, zoomButton } from './viewer-buttons.ts';
import { viewerCaption } from './viewer-caption.ts';
import { frenchCounter } from './viewer-counter.ts';
import { loadingIndicator } from './viewer-preloader.ts';

/** On 'uiRegister': the root and scroll wrap exist, the first 'change' and the insertion in the page are to come. */
export function buildControls(pswp: PhotoSwipe): void {
  const { element: root, scrollWrap } = pswp;
  if (!root || !scrollWrap) return;
  const topBar = document.createElement('div');
  topBar.className = 'pswp__top-bar pswp__hide-on-close';
  topBar.append(frenchCounter(pswp), loadingIndicator(pswp), zoomButton(pswp), closeButton(pswp));
  scrollWrap.append(topBar, arrowButton(pswp, 'prev'), arrowButton(pswp, 'next'));
  root.append(viewerCaption(pswp));
  pswp.topBar = topBar;
}
