// The star radio group's keys: arrows move and check with wrap-around, Space checks, right-to-left swap.
import { describe, expect, it } from 'vitest';
import { starIndexForKey } from './star-keys.ts';

describe('starIndexForKey', () => {
  it('checks the next star with Right and Down, the previous with Left and Up, wrapping around', () => {
    expect(starIndexForKey('ArrowRight', 0, 5, false)).toBe(1);
    expect(starIndexForKey('ArrowDown', 3, 5, false)).toBe(4);
    expect(starIndexForKey('ArrowRight', 4, 5, false)).toBe(0);
    expect(starIndexForKey('ArrowLeft', 2, 5, false)).toBe(1);
    expect(starIndexForKey('ArrowUp', 1, 5, false)).toBe(0);
    expect(starIndexForKey('ArrowLeft', 0, 5, false)).toBe(4);
  });

  it('swaps Left and Right in a right-to-left page, not Up and Down', () => {
    expect(starIndexForKey('ArrowLeft', 0, 5, true)).toBe(1);
    expect(starIndexForKey('ArrowRight', 0, 5, true)).toBe(4);
    expect(starIndexForKey('ArrowDown', 0, 5, true)).toBe(1);
    expect(starIndexForKey('ArrowUp', 0, 5, true)).toBe(4);
  });

  it('checks the focused star with Space', () => {
    expect(starIndexForKey(' ', 2, 5, false)).toBe(2);
  });

  it('leaves other keys to the browser (Tab leaves the group, Enter belongs to the form)', () => {
    for (const key of ['Tab', 'Enter', 'Home', 'End', 'a', 'Spacebar']) expect(starIndexForKey(key, 2, 5, false)).toBeNull();
    expect(starIndexForKey(' ', 0, 0, false)).toBeNull();
  });
});
