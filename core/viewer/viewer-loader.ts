// The viewer code and PhotoSwipe 5 are two lazy chunks, fetched side by side when a viewer opens or the
// shopper heads for the trigger; the gallery chunk itself stays small.
import type PhotoSwipe from 'photoswipe';
import type { openViewer } from './viewer.ts';

export interface ViewerModules {
  openViewer: typeof openViewer;
  PhotoSwipe: typeof PhotoSwipe;
}

let loading: Promise<ViewerModules> | undefined;

/** Starts the downloads once; a failed download is retried on the next call. */
export function loadViewer(): Promise<ViewerModules> {
  loading ??= Promise.all([import('./viewer.ts'), import('photoswipe')]).then(
    ([viewer, photoSwipe]) => ({ openViewer: viewer.openViewer, PhotoSwipe: photoSwipe.default }),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
