// One gallery's viewer over time: opens it once at a time, mirrors it in the URL hash, and follows the URL
// (a copied URL on load, the back and forward buttons) by opening, moving or closing it.
import type { ViewerItem } from './viewer-item.ts';
import { parseGalleryHash } from './viewer-hash.ts';
import type { Opener } from './viewer-focus.ts';
import type { Viewer } from './viewer.ts';
import type { ViewerSettings } from './viewer-options.ts';
import { loadViewer } from './viewer-loader.ts';
import { createViewerHistory } from './viewer-history.ts';

export interface ViewerSessionOptions {
  gid: string;
  idleMs: number;
  /** The gallery's items right now (the variation form may have swapped the main image). */
  items(): ViewerItem[];
  /** Default: WooCommerce's product viewer. */
  settings?: ViewerSettings;
}

export interface ViewerSession {
  readonly isOpen: boolean;
  open(index: number, opener: Opener, fromUrl?: boolean): Promise<void>;
  /** The 1-based picture the URL hash asks of this gallery, or null. */
  pictureInUrl(): number | null;
  /** Makes the viewer match the URL: open at its picture (focus returns to `opener`), move, or close. */
  followUrl(opener: Opener): Promise<void>;
  close(): void;
}

export function createViewerSession({ gid, idleMs, items, settings }: ViewerSessionOptions): ViewerSession {
  const history = createViewerHistory(gid);
  let viewer: Viewer | undefined;
  let opening = false;
  let leftByNavigation = false;

  async function open(index: number, opener: Opener, fromUrl = false): Promise<void> {
    if (viewer || opening) return;
    opening = true;
    try {
      const { openViewer, PhotoSwipe } = await loadViewer();
      const opened = openViewer(PhotoSwipe, {
        items: items(),
        index,
        opener,
        idleMs,
        settings,
        onChange: (current) => {
          if (viewer) history.changed(current + 1);
        },
        onClose: () => {
          viewer = undefined;
          history.closed(leftByNavigation);
          leftByNavigation = false;
        },
      });
      viewer = opened;
      history.opened(opened.index + 1, fromUrl);
    } finally {
      opening = false;
    }
  }

  function pictureInUrl(): number | null {
    const hash = parseGalleryHash(window.location.hash);
    return hash && hash.gid === gid && hash.pid <= items().length ? hash.pid : null;
  }

  return {
    get isOpen() {
      return viewer !== undefined;
    },
    open,
    pictureInUrl,
    async followUrl(opener) {
      const picture = pictureInUrl();
      if (viewer && picture === null) {
        leftByNavigation = true;
        viewer.close();
      } else if (viewer && picture !== null) {
        viewer.goTo(picture - 1);
      } else if (picture !== null) {
        await open(picture - 1, opener, true);
      }
    },
    close: () => viewer?.close(),
  };
}
