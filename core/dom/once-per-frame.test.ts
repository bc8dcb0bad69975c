// Work asked for many times runs once in the next frame, again after it, and not after unmount.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testMount } from '../testing/test-mount.ts';
import { oncePerFrame } from './once-per-frame.ts';

afterEach(() => vi.restoreAllMocks());

describe('oncePerFrame', () => {
  it('runs the work once per frame however often it is asked, and cancels the pending frame at unmount', () => {
    let frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const cancel = vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
    const work = vi.fn();
    const mounted = testMount(document.body);
    const schedule = oncePerFrame(mounted.context, work);
    schedule();
    schedule();
    schedule();
    expect(frames).toHaveLength(1);
    frames.shift()!(16);
    expect(work).toHaveBeenCalledTimes(1);
    schedule();
    expect(frames).toHaveLength(1);
    mounted.unmount();
    expect(cancel).toHaveBeenCalledWith(1);
  });
});
