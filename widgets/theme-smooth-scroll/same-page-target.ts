// Which element a same-page anchor link scrolls to (reference §29): the link's path, query and host are the page's,
// and its hash names an element's id, else a `[name]` (an old `<a name>` anchor). None (the browser's own jump) for
// the theme's exceptions — inside `et_smooth_scroll_disabled`, the product tabs, a timetable's tabs, an events
// calendar's navigation, a cart link, a comment reply or product review link — and for popup plugins' areas (Popups
// for Divi / Divi Areas sections and overlays, Popup Maker), whose own scripts open the popup a link names.

const POPUP_AREAS = '.et_pb_section.popup, .area-outer-wrap, .da-overlay, .pum';

const NOT_SMOOTH = [
  '.et_smooth_scroll_disabled',
  '.woocommerce-tabs .tabs',
  '.tt_tabs_navigation',
  '.eab-shortcode_calendar-navigation-link',
  '.view-cart-lnk',
  'a.acomment-reply',
  'a.woocommerce-review-link',
  POPUP_AREAS,
].join(', ');

const withoutLeadingSlash = (path: string): string => path.replace(/^\//, '');

/** The element a hash names (`#tarifs` → `#tarifs`, else `[name="tarifs"]`), or null. */
export function elementOfHash(hash: string, doc: Document = document): HTMLElement | null {
  let name = hash.replace(/^#/, '');
  if (name === '') return null;
  try {
    name = decodeURIComponent(name);
  } catch {
    // A malformed escape: the hash as written.
  }
  const element = doc.getElementById(name) ?? doc.getElementsByName(name)[0] ?? null;
  if (!(element instanceof HTMLElement) || element.closest(POPUP_AREAS) || element.getClientRects().length === 0) return null;
  return element;
}

/** The element the link scrolls to on this page, or null when the browser should follow it itself. */
export function samePageTarget(link: HTMLAnchorElement, doc: Document = document): HTMLElement | null {
  const here = (doc.defaultView ?? window).location;
  if (link.closest(NOT_SMOOTH)) return null;
  if (link.hostname !== here.hostname || link.search !== here.search || withoutLeadingSlash(link.pathname) !== withoutLeadingSlash(here.pathname)) return null;
  return elementOfHash(link.hash, doc);
}
