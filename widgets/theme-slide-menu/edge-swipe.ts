// Which touch swipes move the slide-in menu (reference §23): a swipe left that starts within 30 px of the screen's
// right edge opens it, a swipe right closes it; every other swipe is the page's.
import type { SwipeDirection, SwipeStart } from '../../core/dom/swipe.ts';

export const EDGE_PX = 30;

export type EdgeSwipe = 'open' | 'close' | null;

export function edgeSwipe(direction: SwipeDirection, start: SwipeStart, isOpen: boolean, viewportWidth: number): EdgeSwipe {
  if (direction === 'previous') return isOpen ? 'close' : null;
  return !isOpen && viewportWidth - start.x <= EDGE_PX ? 'open' : null;
}
