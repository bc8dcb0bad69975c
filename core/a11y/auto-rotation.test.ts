// The auto-advance timer of a carousel: its interval, the holds, the paused class rechecked every 2000 ms, the
// visitor's stop (the pause button and the focus and hover rules are run in widgets/builder-slider's tests).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRotation } from './auto-rotation.ts';

let paused = false;
const advance = vi.fn();
const onPlayingChange = vi.fn();
const make = () => createRotation({ intervalMs: 5000, paused: () => paused, advance, onPlayingChange });

beforeEach(() => {
  vi.useFakeTimers();
  paused = false;
  advance.mockReset();
  onPlayingChange.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createRotation', () => {
  it('advances every interval once playing, and never after stop until play', () => {
    const rotation = make();
    vi.advanceTimersByTime(20000);
    expect(advance).not.toHaveBeenCalled();
    rotation.play();
    expect(onPlayingChange).toHaveBeenLastCalledWith(true);
    vi.advanceTimersByTime(4999);
    expect(advance).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(5000);
    expect(advance).toHaveBeenCalledTimes(2);
    rotation.stop();
    expect([rotation.playing, onPlayingChange.mock.lastCall]).toEqual([false, [false]]);
    vi.advanceTimersByTime(20000);
    expect(advance).toHaveBeenCalledTimes(2);
    rotation.play();
    vi.advanceTimersByTime(5000);
    expect(advance).toHaveBeenCalledTimes(3);
  });

  it('is held while any hold lasts, and starts a whole interval when the last one ends', () => {
    const rotation = make();
    rotation.play();
    vi.advanceTimersByTime(4000);
    rotation.hold('hover', true);
    rotation.hold('hidden', true);
    rotation.hold('hover', false);
    vi.advanceTimersByTime(20000);
    expect(advance).not.toHaveBeenCalled();
    rotation.hold('hidden', false);
    vi.advanceTimersByTime(4999);
    expect(advance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(advance).toHaveBeenCalledTimes(1);
  });

  it('rechecks a paused slider every 2000 ms and advances at the first check that finds it free', () => {
    const rotation = make();
    rotation.play();
    paused = true;
    vi.advanceTimersByTime(5000 + 2000 * 3);
    expect(advance).not.toHaveBeenCalled();
    paused = false;
    vi.advanceTimersByTime(1999);
    expect(advance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(advance).toHaveBeenCalledTimes(1);
  });

  it('leaves no timer after dispose', () => {
    const rotation = make();
    rotation.play();
    rotation.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });
});
