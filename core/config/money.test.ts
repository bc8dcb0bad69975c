// Exact Intl fr-FR output (U+202F thousands separator, U+00A0 before €) for the amounts the shop shows.
import { describe, expect, it } from 'vitest';
import { formatMoney, parseMinor } from './money.ts';

describe('formatMoney', () => {
  it('formats the course price 185000 minor units as 1 850,00 €', () => {
    expect(formatMoney(185000)).toBe('1\u202f850,00\u00a0€');
  });

  it('formats zero, cents and negative amounts', () => {
    expect(formatMoney(0)).toBe('0,00\u00a0€');
    expect(formatMoney(890)).toBe('8,90\u00a0€');
    expect(formatMoney(-500)).toBe('-5,00\u00a0€');
    expect(formatMoney(-185050)).toBe('-1\u202f850,50\u00a0€');
  });

  it('accepts Store API strings', () => {
    expect(formatMoney('185000')).toBe('1\u202f850,00\u00a0€');
    expect(formatMoney('3380')).toBe('33,80\u00a0€');
  });

  it('follows the currency minor unit: 0 and 3 decimals', () => {
    expect(formatMoney(1850, { code: 'EUR', minorUnit: 0 })).toBe('1\u202f850\u00a0€');
    expect(formatMoney(1850, { code: 'EUR', minorUnit: 3 })).toBe('1,850\u00a0€');
    expect(formatMoney('1234567891', { code: 'EUR', minorUnit: 3 })).toBe('1\u202f234\u202f567,891\u00a0€');
  });

  it('follows the locale argument', () => {
    expect(formatMoney(185000, { code: 'EUR', minorUnit: 2 }, 'en-US')).toBe('€1,850.00');
  });
});

describe('parseMinor', () => {
  it('reads integers from numbers and strings', () => {
    expect(parseMinor('185000')).toBe(185000);
    expect(parseMinor('-500')).toBe(-500);
    expect(parseMinor(42)).toBe(42);
  });

  it('rejects what is not an integer amount', () => {
    for (const bad of ['', '18,50', '1e3', 'abc', 18.5, Number.NaN]) {
      expect(() => parseMinor(bad)).toThrow(/^\[fondant\] not an amount in minor units/);
    }
  });
});
