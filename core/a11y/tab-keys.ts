// The tab list's keyboard model (WAI-ARIA Tabs), shared by the product tabs and the builder's tabs: arrows along the
// list's orientation move with wrap-around (Left/Right swapped in right-to-left pages), Home/End jump to the ends;
// other keys are not ours.

export type Orientation = 'horizontal' | 'vertical';

export interface TabListLayout {
  orientation: Orientation;
  rtl: boolean;
}

/** The index a key moves to from `current` among `count` tabs, or null when the key is not handled. */
export function tabIndexForKey(key: string, current: number, count: number, layout: TabListLayout): number | null {
  if (count === 0) return null;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  const step = arrowStep(key, layout);
  return step === 0 ? null : (current + step + count) % count;
}

function arrowStep(key: string, { orientation, rtl }: TabListLayout): number {
  if (orientation === 'vertical') return key === 'ArrowDown' ? 1 : key === 'ArrowUp' ? -1 : 0;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  return key === forward ? 1 : key === backward ? -1 : 0;
}

/** Vertical when the second tab sits more below the first than beside it (stacked tabs on narrow screens). */
export function detectOrientation(first: DOMRect, second: DOMRect | undefined): Orientation {
  if (!second) return 'horizontal';
  return Math.abs(second.top - first.top) > Math.abs(second.left - first.left) ? 'vertical' : 'horizontal';
}
