// The builder theme's search guard: a switch applies the start classes and marks the element `et_pb_is_animating`,
// other switches are ignored for 1000 ms, then the end classes, the mark gone and onSettled; at once under reduced
// motion; stop() ends a running guard without settling.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_ANIMATION_MS, searchAnimation } from './search-animation.ts';

let reducedMotion = false;
const element = () => document.querySelector<HTMLElement>('#overlay')!;

function setUp(onSettled = vi.fn()) {
  document.body.innerHTML = '<div id="overlay" class="closed"></div>';
  const log: string[] = [];
  const animation = searchAnimation(element(), {
    isOpen: () => element().classList.contains('open'),
    apply(open) {
      log.push(`apply ${open}`);
      element().classList.replace(open ? 'closed' : 'open', open ? 'open' : 'closed');
    },
    settle(open) {
      log.push(`settle ${open}`);
    },
  }, (run) => run, onSettled);
  return { animation, log, onSettled };
}

beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion = false;
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reducedMotion && query.includes('reduce'), media: query }));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('searchAnimation', () => {
  it('applies, marks the element animating and ignores switches for 1000 ms, then settles', () => {
    const { animation, log, onSettled } = setUp();
    expect(animation.set(true)).toBe(true);
    expect(element().className).toBe('open et_pb_is_animating');
    expect(animation.isAnimating()).toBe(true);
    expect(animation.set(false)).toBe(false);
    vi.advanceTimersByTime(SEARCH_ANIMATION_MS - 1);
    expect(log).toEqual(['apply true']);
    vi.advanceTimersByTime(1);
    expect(log).toEqual(['apply true', 'settle true']);
    expect(element().className).toBe('open');
    expect(onSettled).toHaveBeenCalledTimes(1);
    expect(animation.set(true), 'already open').toBe(false);
    expect(animation.set(false)).toBe(true);
    expect(animation.isOpen()).toBe(false);
  });

  it('settles at once under reduced motion', () => {
    reducedMotion = true;
    const { animation, log } = setUp();
    animation.set(true);
    expect(log).toEqual(['apply true', 'settle true']);
    expect(animation.isAnimating()).toBe(false);
  });

  it('stops a running guard without settling', () => {
    const { animation, log, onSettled } = setUp();
    animation.set(true);
    animation.stop();
    expect(element().className).toBe('open');
    expect(vi.getTimerCount()).toBe(0);
    expect(log).toEqual(['apply true']);
    expect(onSettled).not.toHaveBeenCalled();
  });
});
