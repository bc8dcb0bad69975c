// The visit's start time as sourcebuster writes it: UTC for WooCommerce's offset '0', whole-hour shifts, local time.
import { describe, expect, it } from 'vitest';
import { fireDate } from './sbjs-date.ts';

describe('fireDate', () => {
  const date = new Date('2026-01-05T23:04:09Z');
  it('writes UTC for offset 0 and shifts by whole hours', () => {
    expect(fireDate(date, 0)).toBe('2026-01-05 23:04:09');
    expect(fireDate(date, 2)).toBe('2026-01-06 01:04:09');
  });
  it('writes the visitor’s own time without an offset', () => {
    const local = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')} ${String(date.getHours()).padStart(2, '0')}:04:09`;
    expect(fireDate(date, null)).toBe(local);
  });
});
