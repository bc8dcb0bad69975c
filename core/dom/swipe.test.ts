// The carousels' touch swipe: touch pointers only, at least 30 px across and more across than down.
import { describe, expect, it, vi } from 'vitest';
import { testMount } from '../testing/test-mount.ts';
import { listenSwipe } from './swipe.ts';

describe('listenSwipe', () => {
  it('asks for next on a swipe left and previous on a swipe right, and ignores mice, short and downward moves', () => {
    document.body.innerHTML = '<div></div>';
    const element = document.body.firstElementChild as HTMLElement;
    const onSwipe = vi.fn();
    const mounted = testMount(element);
    listenSwipe(mounted.context, element, onSwipe);
    const swipe = (pointerType: string, across: number, down = 0, upId = 1) => {
      element.dispatchEvent(new PointerEvent('pointerdown', { pointerType, isPrimary: true, pointerId: 1, clientX: 100, clientY: 100 }));
      element.dispatchEvent(new PointerEvent('pointerup', { pointerType, isPrimary: true, pointerId: upId, clientX: 100 + across, clientY: 100 + down }));
    };
    swipe('mouse', -80);
    swipe('touch', -29);
    swipe('touch', 50, 60);
    swipe('touch', -80, 0, 2);
    expect(onSwipe).not.toHaveBeenCalled();
    swipe('touch', -30);
    swipe('touch', 45, 10);
    expect(onSwipe.mock.calls).toEqual([['next', { x: 100, y: 100 }], ['previous', { x: 100, y: 100 }]]);
    mounted.unmount();
    swipe('touch', -80);
    expect(onSwipe).toHaveBeenCalledTimes(2);
  });

  it('follows a touch whose pointer the browser cancelled to pan the page to the touch’s end', () => {
    document.body.innerHTML = '<div></div>';
    const element = document.body.firstElementChild as HTMLElement;
    const onSwipe = vi.fn();
    const mounted = testMount(element);
    listenSwipe(mounted.context, element, onSwipe);
    const touchEvent = (type: string, x: number) => Object.assign(new Event(type, { bubbles: true }), { changedTouches: [{ clientX: x, clientY: 102 }] });
    element.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'touch', isPrimary: true, pointerId: 4, clientX: 360, clientY: 100 }));
    element.dispatchEvent(new PointerEvent('pointercancel', { pointerType: 'touch', isPrimary: true, pointerId: 4 }));
    element.dispatchEvent(touchEvent('touchend', 180));
    element.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'touch', isPrimary: true, pointerId: 5, clientX: 360, clientY: 100 }));
    element.dispatchEvent(new PointerEvent('pointercancel', { pointerType: 'touch', isPrimary: true, pointerId: 5 }));
    element.dispatchEvent(new Event('touchcancel', { bubbles: true }));
    element.dispatchEvent(touchEvent('touchend', 180));
    element.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'touch', isPrimary: true, pointerId: 6, clientX: 360, clientY: 100 }));
    element.dispatchEvent(touchEvent('touchend', 180));
    expect(onSwipe.mock.calls).toEqual([['next', { x: 360, y: 100 }]]);
    mounted.unmount();
  });
});
