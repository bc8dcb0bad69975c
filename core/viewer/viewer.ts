// The full-screen viewer (the product gallery's and the page builder's lightbox): one PhotoSwipe 5 instance per
// opening, with the French dialog, Fondant's own controls (counter, buttons, caption), the error message, idle
// controls, focus handling and the natural size of pictures whose size was only guessed wired on. Lazy, like
// PhotoSwipe itself (viewer-loader.ts).
import type PhotoSwipe from 'photoswipe';
import type { ViewerItem } from './viewer-item.ts';
import { hideControlsWhenIdle, hideControlsWhileAnimating } from './viewer-controls.ts';
import { labelDialog } from './viewer-dialog.ts';
import { imageErrorMessage } from './viewer-error.ts';
import { closeOnEscapeWhileOpening, keepFocusInside, type Opener } from './viewer-focus.ts';
import { useNaturalSizes } from './viewer-natural-size.ts';
import { viewerOptions, type ViewerSettings } from './viewer-options.ts';
import { buildControls } from './viewer-ui.ts';

export interface ViewerRequest {
  items: ViewerItem[];
  index: number;
  /** Gets the focus back on close. */
  opener: Opener;
  idleMs: number;
  /** Default: WooCommerce's product viewer (PRODUCT_VIEWER). */
  settings?: ViewerSettings;
  onChange(index: number): void;
  onClose(): void;
}

export interface Viewer {
  readonly index: number;
  readonly element: HTMLElement | undefined;
  goTo(index: number): void;
  close(): void;
}

export function openViewer(PhotoSwipeCore: typeof PhotoSwipe, request: ViewerRequest): Viewer {
  const pswp = new PhotoSwipeCore(viewerOptions(request.items, request.index, request.settings));
  pswp.on('uiRegister', () => buildControls(pswp));
  pswp.addFilter('contentErrorElement', (_element, content) => imageErrorMessage(String(content.data.src ?? '')));
  pswp.on('change', () => request.onChange(pswp.currIndex));
  pswp.on('destroy', () => request.onClose());
  keepFocusInside(pswp, request.opener);
  closeOnEscapeWhileOpening(pswp);
  hideControlsWhileAnimating(pswp);
  useNaturalSizes(pswp);
  pswp.init();
  labelDialog(pswp);
  hideControlsWhenIdle(pswp, request.idleMs);
  return {
    get index() {
      return pswp.currIndex;
    },
    get element() {
      return pswp.element;
    },
    goTo: (index) => pswp.goTo(index),
    close: () => pswp.close(),
  };
}
