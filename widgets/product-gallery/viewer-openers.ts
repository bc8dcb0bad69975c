// What opens the viewer from the gallery: the magnifier trigger (click, Enter, Space; hovering or focusing
// it starts the download), and a slide's own link — except on touch screens, where a tap on the current
// slide toggles its zoom instead.
import type { MountContext } from '../../core/registry/define-widget.ts';
import { SLIDE_SELECTOR } from './gallery-items.ts';
import { createTrigger } from './trigger.ts';
import { loadViewer } from '../../core/viewer/viewer-loader.ts';
import type { ViewerSession } from '../../core/viewer/viewer-session.ts';
import type { Zoom } from './zoom.ts';

type Wiring = Pick<MountContext<unknown>, 'listen' | 'onCleanup'>;

export interface GalleryState {
  currentIndex(): number;
  zoom(): Zoom | undefined;
}

export function addTrigger(gallery: HTMLElement, viewer: ViewerSession, state: GalleryState, { listen, onCleanup }: Wiring): HTMLAnchorElement {
  const trigger = createTrigger();
  gallery.prepend(trigger);
  onCleanup(() => trigger.remove());
  listen(trigger, 'click', (event: MouseEvent) => {
    event.preventDefault();
    return viewer.open(state.currentIndex(), trigger);
  });
  listen(trigger, 'keydown', (event: KeyboardEvent) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    return viewer.open(state.currentIndex(), trigger);
  });
  const preload = () => void loadViewer().catch(() => {});
  listen(trigger, 'pointerenter', preload);
  listen(trigger, 'focus', preload);
  return trigger;
}

export function openFromSlideLinks(gallery: HTMLElement, slides: HTMLElement[], viewer: ViewerSession | undefined, state: GalleryState, { listen }: Wiring): void {
  let lastPointerType = 'mouse';
  listen(gallery, 'pointerdown', (event: PointerEvent) => {
    lastPointerType = event.pointerType;
  });
  listen(gallery, 'click', (event: MouseEvent) => {
    const link = (event.target as Element).closest('a');
    const slide = link?.closest<HTMLElement>(SLIDE_SELECTOR);
    const index = slide ? slides.indexOf(slide) : -1;
    if (!link || index < 0) return;
    // A keyboard "click" has detail 0; a tap follows a touch or pen pointerdown.
    const byTouch = event.detail > 0 && lastPointerType !== 'mouse';
    const zoom = state.zoom();
    if (byTouch && zoom && index === state.currentIndex()) {
      event.preventDefault();
      zoom.toggleAt(event.clientX, event.clientY);
    } else if (viewer) {
      event.preventDefault();
      return viewer.open(index, link);
    }
  });
}
