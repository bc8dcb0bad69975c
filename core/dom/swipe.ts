// A horizontal touch swipe on a carousel (the page builder's sliders and portfolio carousel), with pointer events:
// touch pointers only, at least 30 px across and more across than down (a pointer the browser cancels to pan the page
// is followed to its touch's end). A swipe left asks for the next slide, a
// swipe right for the previous one. The swipe's start point is passed too (the theme's slide-in menu opens only on a
// swipe starting at the screen's right edge).
import type { MountContext } from '../registry/define-widget.ts';

export const SWIPE_MIN_PX = 30;

export type SwipeDirection = 'next' | 'previous';

/** Where the swipe started, in viewport coordinates. */
export interface SwipeStart {
  x: number;
  y: number;
}

export function listenSwipe(context: MountContext<unknown>, element: HTMLElement, onSwipe: (direction: SwipeDirection, start: SwipeStart) => void): void {
  let start: { id: number; x: number; y: number; cancelled: boolean } | null = null;
  const end = (endX: number, endY: number) => {
    if (!start) return;
    const { x, y } = start;
    const across = endX - x;
    const down = endY - y;
    start = null;
    if (Math.abs(across) < SWIPE_MIN_PX || Math.abs(across) <= Math.abs(down)) return;
    onSwipe(across < 0 ? 'next' : 'previous', { x, y });
  };
  context.listen(element, 'pointerdown', (event: PointerEvent) => {
    start = event.pointerType === 'touch' && event.isPrimary ? { id: event.pointerId, x: event.clientX, y: event.clientY, cancelled: false } : null;
  });
  // Where the element lets the browser pan (touch-action auto, the whole page), a real finger's pointer is cancelled
  // as soon as it moves: the touch's own end event then says where it was lifted.
  context.listen(element, 'pointercancel', (event: PointerEvent) => {
    if (start && event.pointerId === start.id) start.cancelled = true;
  });
  context.listen(element, 'touchend', (event: TouchEvent) => {
    const touch = event.changedTouches[0];
    if (start?.cancelled && touch) end(touch.clientX, touch.clientY);
  }, { passive: true });
  context.listen(element, 'touchcancel', () => {
    start = null;
  }, { passive: true });
  context.listen(element, 'pointerup', (event: PointerEvent) => {
    if (start && event.pointerId === start.id && !start.cancelled) end(event.clientX, event.clientY);
  });
}
