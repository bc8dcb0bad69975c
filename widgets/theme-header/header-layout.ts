// The room the theme makes for its fixed header (reference §20): `#page-container`'s padding-top is the header's
// height (`#main-header` before it shrinks plus a visible `#top-header`), and on desktop `#top-header` sits below the
// fixed admin bar and `#main-header` below both. The theme writes these inline at every load; the look-alike's CSS
// already reserves 80 / 111 px and places the bars, so Fondant writes a value only where the measured one differs
// (mounting shifts nothing). A transparent header reserves nothing (it lies over the first section, whose first module
// the CSS pads), unless it is hidden until scroll. On tablet and phone the header scrolls away with the page: the tops
// go back to the printed ones. Everything back as printed at unmount.
import type { ScreenMode } from '../../core/dom/screen-mode.ts';
import { inlineStyle, type InlineStyle } from './inline-style.ts';

export interface LayoutInput {
  mode: ScreenMode;
  /** `#main-header`'s height when not fixed. */
  mainHeight: number;
  topHeight: number;
  adminBarHeight: number;
  /** Whether `#page-container` reserves the header's height (not under a shown transparent header). */
  reserve: boolean;
}

export interface HeaderLayout {
  apply(input: LayoutInput): void;
  restore(): void;
}

const px = (element: HTMLElement, property: 'paddingTop' | 'top') => parseFloat(getComputedStyle(element)[property]) || 0;

function correct(style: InlineStyle, element: HTMLElement, property: 'paddingTop' | 'top', wanted: number): void {
  if (Math.abs(px(element, property) - wanted) >= 0.5) style.set(`${wanted}px`);
}

export function headerLayout(header: HTMLElement, topHeader: HTMLElement | null, container: HTMLElement | null): HeaderLayout {
  const padding = container && inlineStyle(container, 'padding-top');
  const headerTop = inlineStyle(header, 'top');
  const barTop = topHeader && inlineStyle(topHeader, 'top');
  return {
    apply({ mode, mainHeight, topHeight, adminBarHeight, reserve }) {
      if (padding && container && reserve) correct(padding, container, 'paddingTop', mainHeight + topHeight);
      if (mode !== 'desktop') {
        headerTop.set('');
        barTop?.set('');
        return;
      }
      if (barTop && topHeader && topHeight > 0) correct(barTop, topHeader, 'top', adminBarHeight);
      correct(headerTop, header, 'top', adminBarHeight + topHeight);
    },
    restore() {
      padding?.restore();
      headerTop.restore();
      barTop?.restore();
    },
  };
}
