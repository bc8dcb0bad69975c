// The star rating's keyboard model (WAI-ARIA Radio Group): arrows move to the next or previous star and check
// it, wrapping around (Left/Right swapped in right-to-left pages); Space checks the focused star.

/** The index of the star a key checks, from the focused star `current` among `count`, or null when not ours. */
export function starIndexForKey(key: string, current: number, count: number, rtl: boolean): number | null {
  if (count === 0) return null;
  if (key === ' ') return current;
  const forward = ['ArrowDown', rtl ? 'ArrowLeft' : 'ArrowRight'];
  const backward = ['ArrowUp', rtl ? 'ArrowRight' : 'ArrowLeft'];
  if (forward.includes(key)) return (current + 1) % count;
  if (backward.includes(key)) return (current - 1 + count) % count;
  return null;
}
