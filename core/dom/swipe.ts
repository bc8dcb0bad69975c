// A horizontal touch swipe on a carousel (the page builder's sliders and portfolio carousel), with pointer events:
// touch pointers only, at least 30 px across and more across than down. A swipe left asks for the next slide, a
// swipe right for the previous one.
import type { MountContext } from '../registry/define-widget.ts';

export const SWIPE_MIN_PX = 30;

export type SwipeDirection = 'next' | 'previous';

export function listenSwipe(context: MountContext<unknown>, element: HTMLElement, onSwipe: (direction: SwipeDirection) => void): void {
  let start: { id: number; x: number; y: number } | null = null;
  context.listen(element, 'pointerdown', (event: PointerEvent) => {
    start = event.pointerType === 'touch' && event.isPrimary ? { id: event.pointerId, x: event.clientX, y: event.clientY } : null;
  });
  context.listen(element, 'pointercancel', () => {
    start = null;
  });
  context.listen(element, 'pointerup', (event: PointerEvent) => {
    if (!start || event.pointerId !== start.id) return;
    const across = event.clientX - start.x;
    const down = event.clientY - start.y;
    start = null;
    if (Math.abs(across) < SWIPE_MIN_PX || Math.abs(across) <= Math.abs(down)) return;
    onSwipe(across < 0 ? 'next' : 'previous');
  });
}
