// The time left before the end: the end read from the attribute, whole seconds rounded up, the split into days,
// hours, minutes and seconds, and the wait to the next second boundary.
import { describe, expect, it } from 'vitest';
import { msToNextSecond, parseEndTimestamp, remainingSeconds, splitSeconds } from './remaining-time.ts';

const END_MS = 1_750_000_000_000;

describe('the end timestamp', () => {
  it('reads Unix seconds into milliseconds', () => {
    expect(parseEndTimestamp('1750000000')).toBe(END_MS);
    expect(parseEndTimestamp(' 1750000000 ')).toBe(END_MS);
  });

  it.each([undefined, '', '  ', 'demain', '1750000000.5', '-1', '0x10', '1e9', '12 345'])('refuses %j', (attribute) => {
    expect(parseEndTimestamp(attribute)).toBeNull();
  });
});

describe('the whole seconds left', () => {
  it('rounds a started second up, so zero comes exactly at the end', () => {
    expect(remainingSeconds(END_MS, END_MS - 5300)).toBe(6);
    expect(remainingSeconds(END_MS, END_MS - 5000)).toBe(5);
    expect(remainingSeconds(END_MS, END_MS - 1)).toBe(1);
    expect(remainingSeconds(END_MS, END_MS)).toBe(0);
  });

  it('never goes below zero after the end', () => {
    expect(remainingSeconds(END_MS, END_MS + 1)).toBe(0);
    expect(remainingSeconds(END_MS, END_MS + 86_400_000)).toBe(0);
  });
});

describe('the split into parts', () => {
  it('gives days, hours, minutes and seconds', () => {
    expect(splitSeconds(2 * 86_400 + 3 * 3600 + 4 * 60 + 5)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(splitSeconds(86_400 - 1)).toEqual({ days: 0, hours: 23, minutes: 59, seconds: 59 });
    expect(splitSeconds(0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('keeps days beyond three digits', () => {
    expect(splitSeconds(1234 * 86_400 + 61)).toEqual({ days: 1234, hours: 0, minutes: 1, seconds: 1 });
  });
});

describe('the wait to the next second boundary', () => {
  it('is the fraction of a second left over', () => {
    expect(msToNextSecond(END_MS, END_MS - 5300)).toBe(300);
    expect(msToNextSecond(END_MS, END_MS - 999)).toBe(999);
    expect(msToNextSecond(END_MS, END_MS - 1)).toBe(1);
  });

  it('is a full second when the time left is whole', () => {
    expect(msToNextSecond(END_MS, END_MS - 5000)).toBe(1000);
  });

  it('lands where the whole seconds left change', () => {
    const now = END_MS - 7250;
    const next = now + msToNextSecond(END_MS, now);
    expect(remainingSeconds(END_MS, next)).toBe(remainingSeconds(END_MS, now) - 1);
    expect(remainingSeconds(END_MS, next - 1)).toBe(remainingSeconds(END_MS, now));
  });
});
