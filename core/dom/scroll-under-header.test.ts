// The smooth scroll's landing line (reference §29) and its duration rule (SPEC: 1600 ms beyond 4000 px).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { smoothScrollOffset } from './fixed-header.ts';
import { destinationOf, scrollDuration } from './scroll-under-header.ts';

function heights(map: Record<string, number>): void {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const height = map[this.id] ?? 0;
    const top = map[`${this.id}:top`] ?? 0;
    return { height, top, bottom: top + height, left: 0, right: 0, width: 0, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
  });
}

function page(width: number, bodyClass: string, adminBar = false): void {
  Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: width });
  document.body.className = bodyClass;
  document.body.innerHTML = `${adminBar ? '<div id="wpadminbar"></div>' : ''}<div id="top-header"></div><header id="main-header"></header><div id="tarifs"></div>`;
}

beforeEach(() => heights({ 'top-header': 31, 'main-header': 80, wpadminbar: 32 }));
afterEach(() => vi.restoreAllMocks());

describe('smoothScrollOffset', () => {
  it('on the desktop with the fixed navigation: the top bar and the header as they are, less 1 px', () => {
    page(1280, 'et_fixed_nav');
    expect(smoothScrollOffset()).toBe(110);
    heights({ 'top-header': 31, 'main-header': 60 });
    expect(smoothScrollOffset()).toBe(90);
  });

  it('adds 58 px for the transparent header, and the admin bar above 600 px', () => {
    page(1280, 'et_fixed_nav et_transparent_nav', true);
    expect(smoothScrollOffset()).toBe(110 + 58 + 32);
  });

  it('where the header scrolls away (980 px and less, no fixed nav, a vertical nav): 0, plus the admin bar above 600 px', () => {
    page(980, 'et_fixed_nav');
    expect(smoothScrollOffset()).toBe(0);
    page(1280, 'et_non_fixed_nav');
    expect(smoothScrollOffset()).toBe(0);
    page(1280, 'et_fixed_nav et_vertical_nav');
    expect(smoothScrollOffset()).toBe(0);
    page(768, 'et_fixed_nav', true);
    expect(smoothScrollOffset()).toBe(32);
    page(600, 'et_fixed_nav', true);
    expect(smoothScrollOffset()).toBe(0);
  });
});

describe('the scroll to a target', () => {
  it('lands the target at the offset: its page position less the header', () => {
    page(1280, 'et_fixed_nav');
    heights({ 'top-header': 31, 'main-header': 80, 'tarifs:top': 2000 });
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 500 });
    expect(destinationOf(document.getElementById('tarifs')!)).toBe(500 + 2000 - 110);
  });

  it('takes 800 ms, 1600 ms beyond 4000 px either way', () => {
    expect(scrollDuration(4000)).toBe(800);
    expect(scrollDuration(4001)).toBe(1600);
    expect(scrollDuration(-4500)).toBe(1600);
    expect(scrollDuration(10)).toBe(800);
  });
});
