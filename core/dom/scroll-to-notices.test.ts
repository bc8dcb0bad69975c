// The scroll to notices: 100 px above the element, over 1000 ms with the swing easing, at once under reduced
// motion, nothing for no element, and a second scroll replacing the first.
import type { Window as HappyDomWindow } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_SCROLL_MS, scrollToNotices } from './scroll-to-notices.ts';

const device = (window as unknown as HappyDomWindow).happyDOM.settings.device;
let frames: Array<(now: number) => void>;
let scrolls: number[];

function noticeAt(top: number): HTMLElement {
  const notice = document.createElement('div');
  notice.getBoundingClientRect = () => ({ top, left: 0, right: 0, bottom: top + 20, width: 0, height: 20, x: 0, y: top, toJSON: () => ({}) });
  document.body.append(notice);
  return notice;
}

function runFrame(now: number): void {
  const pending = frames;
  frames = [];
  pending.forEach((frame) => frame(now));
}

beforeEach(() => {
  frames = [];
  scrolls = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {
    frames = [];
  });
  vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
    scrolls.push(options.top ?? 0);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: options.top ?? 0 });
  }) as typeof window.scrollTo);
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 5000 });
});

afterEach(() => {
  vi.restoreAllMocks();
  device.prefersReducedMotion = 'no-preference';
  document.body.replaceChildren();
});

describe('scrollToNotices', () => {
  it('scrolls to 100 px above the notice over 1000 ms, eased like jQuery’s swing', () => {
    scrollToNotices(noticeAt(900));
    runFrame(0);
    runFrame(NOTICE_SCROLL_MS / 2);
    runFrame(NOTICE_SCROLL_MS);
    expect(scrolls[0]).toBe(0);
    expect(scrolls[1]).toBeCloseTo(400);
    expect(scrolls.at(-1)).toBe(800);
    expect(frames).toHaveLength(0);
  });

  it('goes there at once under prefers-reduced-motion', () => {
    device.prefersReducedMotion = 'reduce';
    scrollToNotices(noticeAt(50));
    expect(scrolls).toEqual([0]);
    expect(frames).toHaveLength(0);
    scrollToNotices(noticeAt(600));
    expect(scrolls).toEqual([0, 500]);
  });

  it('does nothing without an element, and a new scroll replaces one running', () => {
    scrollToNotices(null);
    expect(frames).toHaveLength(0);
    scrollToNotices(noticeAt(1100));
    runFrame(0);
    scrollToNotices(noticeAt(300));
    runFrame(10);
    runFrame(10 + NOTICE_SCROLL_MS);
    expect(scrolls.at(-1)).toBe(200);
  });
});
