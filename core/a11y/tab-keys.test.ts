// The tab list's keys: wrap-around arrows on the list's axis only, right-to-left swap, Home/End.
import { describe, expect, it } from 'vitest';
import { detectOrientation, tabIndexForKey, type TabListLayout } from './tab-keys.ts';

const row: TabListLayout = { orientation: 'horizontal', rtl: false };
const rtlRow: TabListLayout = { orientation: 'horizontal', rtl: true };
const column: TabListLayout = { orientation: 'vertical', rtl: false };

describe('tabIndexForKey', () => {
  it('moves right and left along a row, wrapping around', () => {
    expect(tabIndexForKey('ArrowRight', 0, 3, row)).toBe(1);
    expect(tabIndexForKey('ArrowRight', 2, 3, row)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 1, 3, row)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 0, 3, row)).toBe(2);
  });

  it('swaps left and right in a right-to-left row', () => {
    expect(tabIndexForKey('ArrowLeft', 0, 3, rtlRow)).toBe(1);
    expect(tabIndexForKey('ArrowRight', 0, 3, rtlRow)).toBe(2);
  });

  it('ignores the cross axis: Up/Down in a row, Left/Right in a column', () => {
    expect(tabIndexForKey('ArrowDown', 0, 3, row)).toBeNull();
    expect(tabIndexForKey('ArrowUp', 0, 3, row)).toBeNull();
    expect(tabIndexForKey('ArrowRight', 0, 3, column)).toBeNull();
    expect(tabIndexForKey('ArrowLeft', 0, 3, { orientation: 'vertical', rtl: true })).toBeNull();
  });

  it('moves down and up a column, wrapping around', () => {
    expect(tabIndexForKey('ArrowDown', 2, 3, column)).toBe(0);
    expect(tabIndexForKey('ArrowUp', 0, 3, column)).toBe(2);
  });

  it('jumps to the ends with Home and End in any layout', () => {
    for (const layout of [row, rtlRow, column]) {
      expect(tabIndexForKey('Home', 2, 3, layout)).toBe(0);
      expect(tabIndexForKey('End', 0, 3, layout)).toBe(2);
    }
  });

  it('leaves every other key, and an empty list, alone', () => {
    for (const key of ['Enter', ' ', 'Tab', 'a', 'PageDown']) expect(tabIndexForKey(key, 1, 3, row)).toBeNull();
    expect(tabIndexForKey('Home', 0, 0, row)).toBeNull();
  });
});

describe('detectOrientation', () => {
  const box = (left: number, top: number) => ({ left, top }) as DOMRect;

  it('sees a row when the second tab is beside the first, a column when it is below', () => {
    expect(detectOrientation(box(0, 0), box(120, 0))).toBe('horizontal');
    expect(detectOrientation(box(300, 0), box(180, 0))).toBe('horizontal');
    expect(detectOrientation(box(0, 0), box(0, 44))).toBe('vertical');
    expect(detectOrientation(box(0, 0), box(0, 0))).toBe('horizontal');
    expect(detectOrientation(box(0, 0), undefined)).toBe('horizontal');
  });
});
