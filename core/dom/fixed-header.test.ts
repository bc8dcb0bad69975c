// What the theme's fixed header covers at the window's top, and the vertical navigation, which covers none of it on
// the desktop: its column stands at the page's side (body `et_vertical_nav`, `et_vertical_fixed`, `et_vertical_right`
// as the theme prints them, never with `et_fixed_nav`), so nothing lands under it; below 981 px it is a top bar that
// scrolls away. Heights are faked (happy-dom lays nothing out).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixedHeaderHeight, scrollBelowFixedHeader, sideHeader, smoothScrollOffset } from './fixed-header.ts';

const HEIGHTS: Record<string, number> = { 'top-header': 31, 'main-header': 80, wpadminbar: 32 };
const VERTICAL = 'et_vertical_nav et_vertical_fixed et_show_nav et_secondary_nav_enabled et_header_style_left';
const VERTICAL_RIGHT = 'et_vertical_nav et_vertical_right et_vertical_fixed et_show_nav et_header_style_left';

let targetTop = 0;

function page(width: number, bodyClass: string, adminBar = false): void {
  Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: width });
  document.body.className = bodyClass;
  document.body.innerHTML = `${adminBar ? '<div id="wpadminbar" style="position: fixed"></div>' : ''}<div id="top-header"></div><header id="main-header"></header><div id="tarifs"></div>`;
}

beforeEach(() => {
  targetTop = 0;
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return HEIGHTS[this.id] ?? 0;
  });
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const height = HEIGHTS[this.id] ?? 0;
    const top = this.id === 'tarifs' ? targetTop : 0;
    return { height, top, bottom: top + height, left: 0, right: 0, width: 0, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
  });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 1000 });
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('the vertical navigation’s column', () => {
  it('stands at the side above 980 px, left or right; below, the header is a top bar again; a horizontal header never', () => {
    page(1280, VERTICAL);
    expect(sideHeader()).toBe(true);
    page(981, VERTICAL_RIGHT);
    expect(sideHeader()).toBe(true);
    page(980, VERTICAL);
    expect(sideHeader()).toBe(false);
    page(375, VERTICAL_RIGHT);
    expect(sideHeader()).toBe(false);
    page(1280, 'et_fixed_nav et_show_nav');
    expect(sideHeader()).toBe(false);
  });
});

describe('the smooth scroll’s landing line beside the column', () => {
  it('is the window’s top on the desktop, left or right, also when a child theme adds et_fixed_nav; the admin bar still counts', () => {
    page(1280, VERTICAL);
    expect(smoothScrollOffset()).toBe(0);
    page(1280, VERTICAL_RIGHT, true);
    expect(smoothScrollOffset()).toBe(32);
    page(1280, `${VERTICAL} et_fixed_nav`);
    expect(smoothScrollOffset()).toBe(0);
  });

  it('is the window’s top below 981 px too, where the top bar scrolls away: the admin bar only, above 600 px', () => {
    page(900, VERTICAL, true);
    expect(smoothScrollOffset()).toBe(32);
    page(375, VERTICAL, true);
    expect(smoothScrollOffset()).toBe(0);
  });

  it('still runs under the horizontal fixed header (the comparison that makes the column’s 0 mean something)', () => {
    page(1280, 'et_fixed_nav et_show_nav', true);
    expect(smoothScrollOffset()).toBe(31 + 80 - 1 + 32);
  });
});

describe('the fixed header’s height for a module brought back into view', () => {
  it('counts the top bar and the header when the navigation is fixed and horizontal, and the fixed admin bar', () => {
    page(1280, 'et_fixed_nav et_show_nav', true);
    expect(fixedHeaderHeight()).toBe(32 + 31 + 80);
    page(1280, 'et_fixed_nav et_show_nav');
    expect(fixedHeaderHeight()).toBe(31 + 80);
  });

  it('is only the admin bar beside the vertical navigation, whatever the width', () => {
    page(1280, VERTICAL, true);
    expect(fixedHeaderHeight()).toBe(32);
    page(1280, VERTICAL_RIGHT);
    expect(fixedHeaderHeight()).toBe(0);
    page(900, `${VERTICAL} et_fixed_nav`);
    expect(fixedHeaderHeight()).toBe(0);
  });

  it('brings a covered module 50 px below the window’s top beside the column, and leaves one in view alone', () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    page(1280, VERTICAL);
    const target = document.getElementById('tarifs')!;
    targetTop = 10;
    expect(scrollBelowFixedHeader(target, { onlyWhenCovered: true })).toBe(false);
    targetTop = -200;
    expect(scrollBelowFixedHeader(target, { onlyWhenCovered: true })).toBe(true);
    expect(scroll).toHaveBeenLastCalledWith({ top: 1000 - 200 - 50, behavior: expect.any(String) });
    page(1280, 'et_fixed_nav et_show_nav');
    targetTop = 10;
    expect(scrollBelowFixedHeader(document.getElementById('tarifs')!, { onlyWhenCovered: true })).toBe(true);
    expect(scroll).toHaveBeenLastCalledWith({ top: 1000 + 10 - 111 - 50, behavior: expect.any(String) });
  });
});
