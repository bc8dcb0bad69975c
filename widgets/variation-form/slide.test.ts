// The slide helpers' end states: shown / hidden after 200 ms, at once under prefers-reduced-motion.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FADE_MS, SLIDE_MS, slideDown, slideUp } from './slide.ts';

let element: HTMLElement;
let reduced = false;

beforeEach(() => {
  vi.useFakeTimers();
  reduced = false;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: reduced && query.includes('reduce') }) as MediaQueryList);
  element = document.createElement('div');
  element.textContent = 'Session à Lyon';
  document.body.append(element);
  // happy-dom lays nothing out: give the element a height.
  Object.defineProperty(element, 'offsetHeight', { configurable: true, get: () => 40 });
  Object.defineProperty(element, 'scrollHeight', { configurable: true, get: () => 40 });
});

afterEach(() => {
  vi.useRealTimers();
  element.remove();
});

describe('slide', () => {
  it('slides up to display none in 200 ms, then down to its height, leaving no inline height', () => {
    slideUp(element);
    expect(element.classList).toContain('fondant-slide');
    expect(element.style.height).toBe('0px');
    vi.advanceTimersByTime(199);
    expect(element.style.display).not.toBe('none');
    vi.advanceTimersByTime(1);
    expect(element.style.display).toBe('none');
    slideDown(element);
    expect(element.style.height).toBe('40px');
    vi.advanceTimersByTime(SLIDE_MS);
    expect([element.style.display, element.style.height, element.className]).toEqual(['', '', '']);
  });

  it('jumps to the end state under prefers-reduced-motion', () => {
    reduced = true;
    slideUp(element);
    expect([element.style.display, element.className]).toEqual(['none', '']);
    slideDown(element);
    expect([element.style.display, element.className]).toEqual(['', '']);
  });

  it('reverses a slide up still running', () => {
    slideUp(element);
    vi.advanceTimersByTime(SLIDE_MS / 2);
    slideDown(element);
    vi.advanceTimersByTime(SLIDE_MS);
    expect(element.style.display).toBe('');
  });
});

describe('fondant.css', () => {
  const css = readFileSync(join(import.meta.dirname, '../../core/styles/fondant.css'), 'utf8');

  it('animates the slides over SLIDE_MS and the fade over FADE_MS, and neither for reduced motion', () => {
    expect(css).toMatch(new RegExp(`\\.fondant-slide \\{[^}]*transition: height ${SLIDE_MS}ms`));
    expect(css).toMatch(new RegExp(`\\.fondant-fade-in \\{[^}]*animation: fondant-fade-in ${FADE_MS}ms`));
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\) \{\s*\.fondant-slide \{\s*transition: none;\s*\}\s*\.fondant-fade-in \{\s*animation: none;/);
  });
});
