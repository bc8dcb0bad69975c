// Which section the dot navigation marks current (reference §27): the last one whose top has reached the fixed
// header's bottom (`offset` px below the window's top, 1 px of rounding allowed), the first at the page's top, the
// last once the page is scrolled to its bottom.

export interface ScrollReading {
  scrollTop: number;
  viewportHeight: number;
  pageHeight: number;
  /** Each section's top relative to the window's top. */
  sectionTops: readonly number[];
  offset: number;
}

export function currentSection({ scrollTop, viewportHeight, pageHeight, sectionTops, offset }: ScrollReading): number {
  if (sectionTops.length === 0 || scrollTop <= 0) return 0;
  if (scrollTop + viewportHeight >= pageHeight - 1) return sectionTops.length - 1;
  let current = 0;
  sectionTops.forEach((top, index) => {
    if (top <= offset + 1) current = index;
  });
  return current;
}
