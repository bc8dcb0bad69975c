// A request's deadline: the time-out and the caller's signal both abort it, only the first counts as timed out,
// and dispose() leaves nothing running.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startDeadline } from './deadline.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('startDeadline', () => {
  it('aborts at the time-out, and says so', () => {
    const deadline = startDeadline(5000);
    vi.advanceTimersByTime(4999);
    expect(deadline.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(deadline.signal.aborted).toBe(true);
    expect(deadline.timedOut()).toBe(true);
  });

  it('aborts with the caller’s signal, which is not a time-out', () => {
    const caller = new AbortController();
    const deadline = startDeadline(5000, caller.signal);
    caller.abort();
    expect(deadline.signal.aborted).toBe(true);
    expect(deadline.timedOut()).toBe(false);
  });

  it('stops the timer and the caller’s listener once disposed', () => {
    const caller = new AbortController();
    const deadline = startDeadline(5000, caller.signal);
    deadline.dispose();
    caller.abort();
    vi.advanceTimersByTime(10_000);
    expect(deadline.signal.aborted).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
