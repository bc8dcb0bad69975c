// Keeps the open viewer in the URL hash so a copied URL reopens it: opening pushes `#gid=…&pid=…` (the
// back button then closes the viewer), changing picture replaces it, closing goes back — or, for a viewer
// opened from the page's own URL, replaces the URL without the hash.
import { formatGalleryHash } from './viewer-hash.ts';

export interface ViewerHistory {
  /** `fromUrl`: the hash is already in this history entry (copied URL, back/forward). */
  opened(pid: number, fromUrl: boolean): void;
  changed(pid: number): void;
  /** `byNavigation`: the browser already left the viewer's entry (back button). */
  closed(byNavigation: boolean): void;
}

function currentUrlWith(hash: string): string {
  return `${window.location.pathname}${window.location.search}${hash}`;
}

export function createViewerHistory(gid: string): ViewerHistory {
  let pushed = false;
  return {
    opened(pid, fromUrl) {
      const url = currentUrlWith(formatGalleryHash({ gid, pid }));
      if (fromUrl) {
        window.history.replaceState(window.history.state, '', url);
      } else {
        window.history.pushState({ fondantGallery: gid }, '', url);
      }
      pushed = !fromUrl;
    },
    changed(pid) {
      window.history.replaceState(window.history.state, '', currentUrlWith(formatGalleryHash({ gid, pid })));
    },
    closed(byNavigation) {
      if (!byNavigation && pushed) window.history.back();
      else if (!byNavigation) window.history.replaceState(window.history.state, '', currentUrlWith(''));
      pushed = false;
    },
  };
}
