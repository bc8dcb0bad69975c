// The time left before a countdown's end, in whole seconds (rounded up, so the last second shows `01` and zero
// comes exactly at the end), split into days, hours, minutes and seconds, and the wait until that whole number
// next changes (the next tick, on the second boundary: no drift however late a timer fires).

export const SECOND_MS = 1000;
const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;
const DAY_S = 24 * HOUR_S;

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** The module's `data-end-timestamp` (Unix seconds, as the page builder prints it) in milliseconds, or null when it
 *  is missing or not a whole number. */
export function parseEndTimestamp(attribute: string | undefined): number | null {
  const text = attribute?.trim() ?? '';
  return /^\d+$/.test(text) ? Number(text) * SECOND_MS : null;
}

/** Whole seconds left from `nowMs` to `endMs`, never below zero. */
export function remainingSeconds(endMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((endMs - nowMs) / SECOND_MS));
}

export function splitSeconds(total: number): CountdownParts {
  return {
    days: Math.floor(total / DAY_S),
    hours: Math.floor((total % DAY_S) / HOUR_S),
    minutes: Math.floor((total % HOUR_S) / MINUTE_S),
    seconds: total % MINUTE_S,
  };
}

/** Milliseconds from `nowMs` until the whole seconds left change: the fraction of a second left over, or a full
 *  second when the time left is whole. Meant for a time before the end. */
export function msToNextSecond(endMs: number, nowMs: number): number {
  const fraction = (endMs - nowMs) % SECOND_MS;
  return fraction > 0 ? fraction : SECOND_MS;
}
