// What the theme's header script reads from the page (reference §20, S420 et_calculate_header_values and the waypoint
// setup): the screen mode, the heights of `#main-header` and of a visible `#top-header` (inner heights), the fixed
// admin bar (counted above 600 px, where WordPress fixes it), the document's and the window's heights, and the top of
// the waypoint element the fixed state keys on. Reads only.
import { screenMode, type ScreenMode } from '../../core/dom/screen-mode.ts';

export interface HeaderMeasures {
  mode: ScreenMode;
  mainHeight: number;
  topHeight: number;
  adminBarHeight: number;
  documentHeight: number;
  viewportHeight: number;
}

const ADMIN_BAR_MIN_WIDTH = 600;

function shown(element: Element | null): element is HTMLElement {
  return element !== null && element.getClientRects().length > 0;
}

function innerHeight(element: HTMLElement | null): number {
  return shown(element) ? element.clientHeight : 0;
}

export function documentTop(element: Element): number {
  return element.getBoundingClientRect().top + (element.ownerDocument.defaultView?.scrollY ?? 0);
}

export function measureHeader(header: HTMLElement, topHeader: HTMLElement | null): HeaderMeasures {
  const doc = header.ownerDocument;
  const root = doc.documentElement;
  const width = root.clientWidth;
  const bar = doc.getElementById('wpadminbar');
  const barFixed = bar !== null && width > ADMIN_BAR_MIN_WIDTH && getComputedStyle(bar).position === 'fixed';
  return {
    mode: screenMode(width),
    mainHeight: innerHeight(header),
    topHeight: innerHeight(topHeader),
    adminBarHeight: barFixed ? bar.offsetHeight : 0,
    documentHeight: Math.max(root.scrollHeight, doc.body.scrollHeight),
    viewportHeight: root.clientHeight,
  };
}

/**
 * The element whose top the theme's waypoint watches: under a transparent header whose page starts with a builder
 * section at the very top (below the admin bar at most), that section's first module (a fullwidth section) or first
 * row, else the first module; otherwise `#main-content`. Null when the page has none of them.
 */
export function waypointElement(doc: Document, transparent: boolean): HTMLElement | null {
  const mainContent = doc.getElementById('main-content');
  if (!transparent) return mainContent;
  const first = [...doc.querySelectorAll<HTMLElement>('body.et_pb_pagebuilder_layout .et_pb_section')].find(shown);
  const bar = doc.getElementById('wpadminbar');
  if (!first || documentTop(first) > (bar?.offsetHeight ?? 0)) return mainContent;
  const inside = first.classList.contains('et_pb_fullwidth_section')
    ? [...first.querySelectorAll<HTMLElement>(':scope > .et_pb_module')]
    : [...first.querySelectorAll<HTMLElement>('.et_pb_row')];
  return inside.find(shown) ?? [...doc.querySelectorAll<HTMLElement>('.et_pb_module')].find(shown) ?? mainContent;
}
