// What the countdown's sections show, as the page builder's script shows it: the days on at least three digits,
// the hours, minutes and seconds on two; and its `zero` parts, the leading ones at zero (days at zero; hours too
// when the days are; …; seconds only when everything is), never a zero between non-zero parts.
import type { CountdownParts } from './remaining-time.ts';

export const PART_NAMES = ['days', 'hours', 'minutes', 'seconds'] as const;

export type PartName = (typeof PART_NAMES)[number];

const DAYS_MIN_DIGITS = 3;
const OTHER_MIN_DIGITS = 2;

export function partDigits(part: PartName, value: number): string {
  return String(value).padStart(part === 'days' ? DAYS_MIN_DIGITS : OTHER_MIN_DIGITS, '0');
}

export function leadingZeroParts(parts: CountdownParts): PartName[] {
  const firstNonZero = PART_NAMES.findIndex((part) => parts[part] !== 0);
  return firstNonZero === -1 ? [...PART_NAMES] : PART_NAMES.slice(0, firstNonZero);
}
