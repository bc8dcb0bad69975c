// The theme's timed window scroll: its easing over the duration, the clamp to the page, reduced motion, the
// shopper's own scrolling stopping it and a new scroll replacing the running one.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { animateScrollTo } from './animated-scroll.ts';

let frames: Array<(now: number) => void> = [];
let now = 0;
let scrollTop = 0;

/** Runs the animation frames every 16 ms from the current time through `time` (the last one at `time`). */
function runFramesUntil(time: number): void {
  while (now <= time && frames.length > 0) {
    const due = frames;
    frames = [];
    for (const frame of due) frame(now);
    now = now === time ? time + 16 : Math.min(time, now + 16);
  }
}

beforeEach(() => {
  frames = [];
  now = 0;
  scrollTop = 0;
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => { frames = []; });
  vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => { scrollTop = options.top ?? 0; }) as typeof window.scrollTo);
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollTop });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 6000 });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  window.matchMedia = vi.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
});

afterEach(() => vi.restoreAllMocks());

describe('animateScrollTo', () => {
  it('eases with swing: slow at both ends, halfway at half the time, at the target at the end', async () => {
    const scroll = animateScrollTo(2000, 800);
    runFramesUntil(80);
    expect(scrollTop).toBeGreaterThan(0);
    expect(scrollTop).toBeLessThan(60);
    runFramesUntil(400);
    expect(scrollTop).toBeCloseTo(1000, 0);
    runFramesUntil(800);
    expect(scrollTop).toBe(2000);
    await expect(scroll.done).resolves.toBe(true);
  });

  it('moves linearly when asked', () => {
    animateScrollTo(1000, 1000, { easing: 'linear' });
    runFramesUntil(250);
    expect(scrollTop).toBeCloseTo(250, 0);
  });

  it('stops at the bottom of the page and at its top', async () => {
    const down = animateScrollTo(99999, 100);
    runFramesUntil(200);
    await expect(down.done).resolves.toBe(true);
    expect(scrollTop).toBe(5200);
    animateScrollTo(-50, 100);
    runFramesUntil(400);
    expect(scrollTop).toBe(0);
  });

  it('jumps at once under reduced motion', async () => {
    window.matchMedia = vi.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    const scroll = animateScrollTo(1500, 800);
    expect(scrollTop).toBe(1500);
    expect(frames).toHaveLength(0);
    await expect(scroll.done).resolves.toBe(true);
  });

  it('stops where it is when the shopper scrolls with the wheel', async () => {
    const scroll = animateScrollTo(3000, 800);
    runFramesUntil(400);
    const reached = scrollTop;
    window.dispatchEvent(new Event('wheel'));
    runFramesUntil(800);
    expect(scrollTop).toBe(reached);
    await expect(scroll.done).resolves.toBe(false);
  });

  it('replaces the running scroll with a new one', async () => {
    const first = animateScrollTo(3000, 800);
    runFramesUntil(100);
    const second = animateScrollTo(0, 200);
    await expect(first.done).resolves.toBe(false);
    runFramesUntil(400);
    expect(scrollTop).toBe(0);
    await expect(second.done).resolves.toBe(true);
  });
});
