import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onResizeSettled } from './on-resize-settled.ts';

function fakeContext() {
  const cleanups: Array<() => void> = [];
  const controller = new AbortController();
  return {
    context: {
      listen: (target: EventTarget, type: string, handler: (event: Event) => void) => target.addEventListener(type, handler, { signal: controller.signal }),
      guard: <Args extends unknown[]>(callback: (...args: Args) => void) => callback,
      onCleanup: (cleanup: () => void) => void cleanups.push(cleanup),
    } as Parameters<typeof onResizeSettled>[0],
    unmount: () => {
      controller.abort();
      for (const cleanup of cleanups) cleanup();
    },
  };
}

describe('onResizeSettled', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls back once, 200 ms after the last of several resizes', () => {
    const { context, unmount } = fakeContext();
    const callback = vi.fn();
    onResizeSettled(context, callback);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(150);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(199);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('forgets a pending call and later resizes at unmount', () => {
    const { context, unmount } = fakeContext();
    const callback = vi.fn();
    onResizeSettled(context, callback, { settleMs: 50 });
    window.dispatchEvent(new Event('resize'));
    unmount();
    vi.advanceTimersByTime(100);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(100);
    expect(callback).not.toHaveBeenCalled();
  });
});
