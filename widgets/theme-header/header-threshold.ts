// The scroll position at which the theme fixes its header (reference §20). The theme puts a waypoint on the content's
// top (`#main-content`, or the first section's first module under a transparent header) and fires it when that top
// crosses an offset measured from the window's top; the offset comes from the header's height H (`#main-header` plus a
// visible `#top-header`) through a modifier M = H − 29 when H ≤ 90 px, else H − 56, plus the fixed admin bar A.
// As a scroll position (the waypoint's document top is W, the header is fixed from `scrollY ≥ threshold` on):
// - shown header: offset O = M + A, threshold W − O. With the content just below the header (W = A + H) that is
//   H − M: the header becomes fixed after 56 px of scrolling (29 px for a header of 90 px or less), admin bar or not.
//   When W is above O (a transparent header over the first section, W = A), the theme turns the offset into W − O,
//   so the threshold is O itself: M + A (55 px for the 111 px header and top bar).
// - hidden until scroll (et_hide_nav): O = M + A − H − 200, threshold W − O; with W = A + H that is 2H − M + 200:
//   H + 256 (H + 229 when H ≤ 90), 367 px for the 111 px header and top bar.
// The theme ignores the waypoint's first firing while the page is still at its top: never fixed at scroll 0.
// The fixed vertical navigation (body `et_vertical_fixed`) has a waypoint of its own on `#main-content`, with no offset
// and no such guard (Divi 4.20 custom.js): the column is fixed once the window's top reaches the content's top, W
// itself — from the start when the content begins at the page's top, as jQuery Waypoints fires a waypoint at setup
// when the page is already past it.

export interface ThresholdInput {
  /** The header's height H: `#main-header` plus a visible `#top-header`. */
  headerHeight: number;
  /** A, the fixed admin bar's height (0 without one, or when it scrolls away at 600 px and less). */
  adminBarHeight: number;
  /** W, the waypoint element's top in the document. */
  waypointTop: number;
  /** The page hides its header until scrolled (body `et_hide_nav` when the widget mounted). */
  hideNav: boolean;
}

/** The theme's extra scroll before a hidden header shows, beyond its height. */
export const HIDE_NAV_EXTRA_PX = 200;

export function headerModifier(headerHeight: number): number {
  return headerHeight <= 90 ? headerHeight - 29 : headerHeight - 56;
}

export function fixedThreshold({ headerHeight, adminBarHeight, waypointTop, hideNav }: ThresholdInput): number {
  const offset = headerModifier(headerHeight) + adminBarHeight;
  if (hideNav) return waypointTop - (offset - headerHeight - HIDE_NAV_EXTRA_PX);
  return waypointTop < offset ? offset : waypointTop - offset;
}

export function isPastThreshold(scrollY: number, threshold: number): boolean {
  return scrollY > 0 && scrollY >= threshold;
}

/** The vertical navigation's waypoint: past it once the window's top has reached the content's top W (at 0 too). */
export function isPastContentTop(scrollY: number, contentTop: number): boolean {
  return scrollY >= contentTop;
}
