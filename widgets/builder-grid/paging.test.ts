// The grids' pages: the page size's fallback, the number of pages, a page that does not exist, and the window of
// five page links shifted at the ends.
import { describe, expect, it } from 'vitest';
import { pageCount, pageItems, pageWindow, readPageSize, validPage } from './paging.ts';

describe('readPageSize', () => {
  it('reads a positive whole number and falls back to 4 for anything else', () => {
    expect(readPageSize('6')).toBe(6);
    expect(readPageSize(' 3 ')).toBe(3);
    expect(['abc', '0', '-2', '', '2.5', '4px', null, undefined].map(readPageSize)).toEqual([4, 4, 4, 4, 4, 4, 4, 4]);
  });
});

describe('pages', () => {
  it('count at least one page, bring a page that does not exist back to 1 and slice a page', () => {
    expect([pageCount(11, 4), pageCount(8, 4), pageCount(1, 4), pageCount(0, 4)]).toEqual([3, 2, 1, 1]);
    expect([validPage(3, 3), validPage(4, 3), validPage(0, 3), validPage(-1, 3), validPage(1.5, 3), validPage(Number.NaN, 3)]).toEqual([3, 1, 1, 1, 1, 1]);
    expect(pageItems([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 3, 4)).toEqual([9, 10, 11]);
  });

  it('show five page links around the current one, shifted at the ends, all of them when there are fewer', () => {
    expect(pageWindow(1, 3)).toEqual({ first: 1, last: 3 });
    expect(pageWindow(1, 9)).toEqual({ first: 1, last: 5 });
    expect(pageWindow(3, 9)).toEqual({ first: 1, last: 5 });
    expect(pageWindow(5, 9)).toEqual({ first: 3, last: 7 });
    expect(pageWindow(8, 9)).toEqual({ first: 5, last: 9 });
    expect(pageWindow(9, 9)).toEqual({ first: 5, last: 9 });
  });
});
