// Integer parsing and minor-unit conversion of Store API prices (WooPayments' transformPrice cases).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseMinorUnits, toWalletAmount } from './money-amounts.ts';

describe('parseMinorUnits', () => {
  it('parses integer strings and numbers', () => {
    expect(parseMinorUnits('185000')).toBe(185000);
    expect(parseMinorUnits('-440')).toBe(-440);
    expect(parseMinorUnits(990)).toBe(990);
  });
  it('gives 0 for missing or unparsable values', () => {
    expect(parseMinorUnits(undefined)).toBe(0);
    expect(parseMinorUnits(null)).toBe(0);
    expect(parseMinorUnits('')).toBe(0);
    expect(parseMinorUnits('abc')).toBe(0);
    expect(parseMinorUnits(Number.NaN)).toBe(0);
  });
  it('always returns an integer', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.double(), fc.integer()), (v) => Number.isInteger(parseMinorUnits(v))));
  });
});

describe('toWalletAmount', () => {
  it('follows WooPayments’ transformPrice cases', () => {
    expect(toWalletAmount('180', 2)).toBe(180);
    expect(toWalletAmount('180', 1)).toBe(1800);
    expect(toWalletAmount('18', 0, 0)).toBe(18);
    expect(toWalletAmount('180', 1, 0)).toBe(18);
  });
  it('is the identity for EUR (2 and 2)', () => {
    fc.assert(fc.property(fc.integer({ min: -1e9, max: 1e9 }), (n) => toWalletAmount(String(n), 2) === n));
  });
});
