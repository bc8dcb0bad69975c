import { describe, expect, it } from 'vitest';
import { fixedThreshold, headerModifier, isPastContentTop, isPastThreshold } from './header-threshold.ts';

describe('the theme’s header modifier', () => {
  it('is the height less 29 px up to 90 px, less 56 px above', () => {
    expect(headerModifier(80)).toBe(51);
    expect(headerModifier(90)).toBe(61);
    expect(headerModifier(91)).toBe(35);
    expect(headerModifier(111)).toBe(55);
  });
});

describe('the scroll position fixing the header', () => {
  it('is 56 px for a header of 111 px right above the content, 29 px for one of 80 px, admin bar or not', () => {
    expect(fixedThreshold({ headerHeight: 111, adminBarHeight: 0, waypointTop: 111, hideNav: false })).toBe(56);
    expect(fixedThreshold({ headerHeight: 111, adminBarHeight: 32, waypointTop: 143, hideNav: false })).toBe(56);
    expect(fixedThreshold({ headerHeight: 80, adminBarHeight: 0, waypointTop: 80, hideNav: false })).toBe(29);
  });

  it('is the offset itself when the waypoint lies above it (a transparent header over the first section)', () => {
    expect(fixedThreshold({ headerHeight: 111, adminBarHeight: 0, waypointTop: 0, hideNav: false })).toBe(55);
    expect(fixedThreshold({ headerHeight: 111, adminBarHeight: 32, waypointTop: 32, hideNav: false })).toBe(87);
  });

  it('is the height plus 256 px (229 px up to 90 px) for a header hidden until scroll', () => {
    expect(fixedThreshold({ headerHeight: 111, adminBarHeight: 0, waypointTop: 111, hideNav: true })).toBe(367);
    expect(fixedThreshold({ headerHeight: 111, adminBarHeight: 32, waypointTop: 143, hideNav: true })).toBe(367);
    expect(fixedThreshold({ headerHeight: 80, adminBarHeight: 0, waypointTop: 80, hideNav: true })).toBe(309);
  });

  it('is reached at the threshold itself, never at the page’s top', () => {
    expect(isPastThreshold(55, 56)).toBe(false);
    expect(isPastThreshold(56, 56)).toBe(true);
    expect(isPastThreshold(0, 0)).toBe(false);
    expect(isPastThreshold(1, 0)).toBe(true);
  });
});

describe('the vertical navigation’s waypoint', () => {
  it('is reached once the window’s top is at the content’s top, at the page’s top too when the content starts there', () => {
    expect(isPastContentTop(30, 31)).toBe(false);
    expect(isPastContentTop(31, 31)).toBe(true);
    expect(isPastContentTop(0, 0)).toBe(true);
  });
});
