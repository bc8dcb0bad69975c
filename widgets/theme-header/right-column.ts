// The fixed vertical navigation's column on the right of a boxed layout (body `et_boxed_layout et_vertical_right
// et_vertical_fixed`; Divi 4.20 custom.js `et_set_right_vertical_menu`, css/dynamic-assets/boxed_layout.css): the
// theme's CSS keeps that header invisible (opacity 0) and at the window's right edge until its script marks it
// `et_vertical_menu_set` and moves it to the box's right edge, inline `right` = `#page-container`'s right margin +
// `#et-main-area`'s right margin − the column's 225 px (at least 0), at load and at every resize. The mark is set at
// every width (the opacity rule has no breakpoint); the `right` only on the desktop: below 981 px the header is the
// top bar inside the box, where the theme's inline `right` would push it sideways. Both back as printed at unmount.
import type { ScreenMode } from '../../core/dom/screen-mode.ts';
import { inlineStyle } from './inline-style.ts';

export const MENU_SET = 'et_vertical_menu_set';
const COLUMN_WIDTH_PX = 225;

export interface RightColumn {
  apply(mode: ScreenMode): void;
  restore(): void;
}

const marginRight = (element: HTMLElement | null) => (element ? parseFloat(getComputedStyle(element).marginRight) || 0 : 0);

/** The column's placement on a boxed layout's right; null for any other vertical navigation (its CSS places it). */
export function boxedRightColumn(header: HTMLElement): RightColumn | null {
  const doc = header.ownerDocument;
  if (!doc.body.matches('.et_boxed_layout.et_vertical_right')) return null;
  const right = inlineStyle(header, 'right');
  const marked = header.classList.contains(MENU_SET);
  return {
    apply(mode) {
      const offset = marginRight(doc.getElementById('page-container')) + marginRight(doc.getElementById('et-main-area')) - COLUMN_WIDTH_PX;
      right.set(mode === 'desktop' ? `${Math.max(0, offset)}px` : '');
      header.classList.add(MENU_SET);
    },
    restore() {
      right.restore();
      if (!marked) header.classList.remove(MENU_SET);
    },
  };
}
