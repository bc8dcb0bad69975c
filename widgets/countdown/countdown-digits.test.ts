// The digits each section shows and the leading zero parts marked `zero`, as the page builder's script marks them.
import { describe, expect, it } from 'vitest';
import { leadingZeroParts, partDigits } from './countdown-digits.ts';

describe('the digits', () => {
  it('pads the days to three digits, keeping more', () => {
    expect(partDigits('days', 0)).toBe('000');
    expect(partDigits('days', 20)).toBe('020');
    expect(partDigits('days', 365)).toBe('365');
    expect(partDigits('days', 1234)).toBe('1234');
  });

  it('pads the hours, minutes and seconds to two digits', () => {
    expect(partDigits('hours', 0)).toBe('00');
    expect(partDigits('minutes', 7)).toBe('07');
    expect(partDigits('seconds', 59)).toBe('59');
  });
});

describe('the zero parts', () => {
  it('marks nothing when the days are not zero, even with zeros after them', () => {
    expect(leadingZeroParts({ days: 1, hours: 0, minutes: 5, seconds: 0 })).toEqual([]);
  });

  it('marks the leading zero parts only', () => {
    expect(leadingZeroParts({ days: 0, hours: 4, minutes: 0, seconds: 0 })).toEqual(['days']);
    expect(leadingZeroParts({ days: 0, hours: 0, minutes: 5, seconds: 0 })).toEqual(['days', 'hours']);
    expect(leadingZeroParts({ days: 0, hours: 0, minutes: 0, seconds: 9 })).toEqual(['days', 'hours', 'minutes']);
  });

  it('marks every part at the end', () => {
    expect(leadingZeroParts({ days: 0, hours: 0, minutes: 0, seconds: 0 })).toEqual(['days', 'hours', 'minutes', 'seconds']);
  });
});
