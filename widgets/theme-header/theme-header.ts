// The theme-header widget's chunk, on the theme's `#main-header` with body `et_fixed_nav` (reference §20): on desktop
// (> 980 px) the header and the top bar get `et-fixed-header`, and `#page-container` `et-animated-content`, once the
// page is scrolled past the theme's threshold (header-threshold.ts), and lose `et-fixed-header` back above it; each
// change dispatches the theme's window events (fixed-header-events.ts). With `et_hide_nav` both bars are translated up
// out of view (inline transform, as the theme does) until fixed, or the body becomes `et_hide_nav_disabled` when the
// page is too short (hide-nav.ts); a bar holding the keyboard focus is never hidden. The page's room for the header is
// corrected only where it differs from the measured heights (header-layout.ts). Tablet and phone: no fixed state, no
// hiding (the theme's CSS lets the header scroll away).
// The fixed vertical navigation (body `et_vertical_nav et_vertical_fixed`, never printed with `et_fixed_nav`): on
// desktop the theme's CSS makes the header a fixed column at the page's left (right with `et_vertical_right`) and keeps
// no room above the content. `#main-header` alone gets `et-fixed-header` once the window's top reaches
// `#main-content`'s top (the theme's own waypoint for it), with the same events at each change (the theme sends them
// from its horizontal waypoint, which it also runs there with an offset taken from the column's whole height and
// whose way back unmarks the column until the content's top is crossed again: not reproduced); nothing is hidden (the
// theme ignores `et_hide_nav` there), no room, top or `et-animated-content` is written; on a boxed layout the right
// column is placed by right-column.ts. Below 981 px it is a top bar scrolling away with the page: nothing to do. A
// vertical navigation that is not fixed: CSS alone.
// Scrolling: a passive listener asks for one animation frame, which reads scrollY once and writes only when the state
// changes. An IntersectionObserver sentinel would save the per-frame compare but needs a node added to the theme's
// markup at the threshold's document position, reports asynchronously after the frame, and cannot express the
// theme's `≥ threshold, never at 0` exactly at integer positions; the compare costs nothing measurable. Resize:
// everything measured again after 200 ms of calm, and again at `load` (images change the page's height).
import { builderBundleRuns } from '../../core/dom/builder-bundle.ts';
import { oncePerFrame } from '../../core/dom/once-per-frame.ts';
import { onResizeSettled } from '../../core/dom/on-resize-settled.ts';
import type { ScreenMode } from '../../core/dom/screen-mode.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { transitionEvents } from './fixed-header-events.ts';
import { headerLayout } from './header-layout.ts';
import { documentTop, measureHeader, waypointElement } from './header-measure.ts';
import { fixedThreshold, isPastContentTop, isPastThreshold } from './header-threshold.ts';
import { HIDE_NAV, hideNavFits, markHideNav } from './hide-nav.ts';
import { inlineStyle } from './inline-style.ts';
import { boxedRightColumn } from './right-column.ts';

const FIXED = 'et-fixed-header';
const ANIMATED = 'et-animated-content';

export function mount(context: MountContext<NoAttributes>): void {
  // The theme's own bundle drives its header when it is on the page: stay off (core/dom/builder-bundle.ts).
  if (builderBundleRuns()) return;
  const header = context.element;
  const doc = header.ownerDocument;
  const win = doc.defaultView ?? window;
  const body = doc.body;
  const vertical = body.classList.contains('et_vertical_nav');
  // A header that scrolls with the page, horizontal or vertical: the theme's CSS alone.
  if (!body.classList.contains(vertical ? 'et_vertical_fixed' : 'et_fixed_nav')) return;
  const topHeader = doc.getElementById('top-header');
  const container = doc.getElementById('page-container');
  const hideNav = !vertical && body.classList.contains(HIDE_NAV);
  const transparent = body.classList.contains('et_transparent_nav');
  const bars = topHeader && !vertical ? [header, topHeader] : [header];
  const transforms = bars.map((bar) => inlineStyle(bar, 'transform'));
  const layout = vertical ? null : headerLayout(header, topHeader, container);
  const column = vertical ? boxedRightColumn(header) : null;
  const events = transitionEvents(win, context.guard);
  const animatedBefore = container?.classList.contains(ANIMATED) ?? true;

  let mode: ScreenMode = 'desktop';
  let unfixedHeight = 0;
  let headerHeight = 0;
  let threshold = Number.POSITIVE_INFINITY;
  let mayHide = false;
  let fixed = false;
  let focusInside = false;

  const render = () => {
    const hidden = mayHide && mode === 'desktop' && !fixed && !focusInside;
    for (const transform of transforms) transform.set(hidden ? `translateY(-${headerHeight}px)` : '');
  };

  const setFixed = (next: boolean) => {
    if (next === fixed) return;
    fixed = next;
    for (const bar of bars) bar.classList.toggle(FIXED, next);
    if (next && !vertical) container?.classList.add(ANIMATED);
    render();
    events.announce();
  };

  const update = () => {
    setFixed(mode === 'desktop' && (vertical ? isPastContentTop : isPastThreshold)(win.scrollY, threshold));
  };

  const refresh = () => {
    const measures = measureHeader(header, topHeader);
    mode = measures.mode;
    if (!layout) {
      column?.apply(mode);
      const content = doc.getElementById('main-content');
      threshold = content ? documentTop(content) : Number.POSITIVE_INFINITY;
      update();
      return;
    }
    // The fixed header is shorter, and between the two while its transition runs: keep the height it had before.
    if (!fixed && !events.pending()) unfixedHeight = measures.mainHeight;
    headerHeight = unfixedHeight + measures.topHeight;
    if (hideNav) mayHide = markHideNav(body, hideNavFits(measures.documentHeight, measures.viewportHeight, headerHeight));
    layout.apply({ ...measures, mainHeight: unfixedHeight, reserve: !transparent || body.classList.contains(HIDE_NAV) });
    const waypoint = waypointElement(doc, transparent);
    // Without any content element, the content is taken to start right below the header.
    const waypointTop = waypoint ? documentTop(waypoint) : measures.adminBarHeight + headerHeight;
    threshold = fixedThreshold({ headerHeight, adminBarHeight: measures.adminBarHeight, waypointTop, hideNav });
    update();
    render();
  };

  context.onCleanup(() => {
    events.stop();
    for (const bar of bars) bar.classList.remove(FIXED);
    if (!animatedBefore) container?.classList.remove(ANIMATED);
    for (const transform of transforms) transform.restore();
    layout?.restore();
    column?.restore();
    if (hideNav) markHideNav(body, true);
  });

  context.listen(win, 'scroll', oncePerFrame(context, update, win), { passive: true });
  onResizeSettled(context, refresh, { win });
  if (doc.readyState !== 'complete') context.listen(win, 'load', refresh, { once: true });

  // A keyboard user tabbing into a hidden bar sees it until the focus leaves both bars.
  const inBars = (node: EventTarget | null) => node instanceof Node && bars.some((bar) => bar.contains(node));
  for (const bar of hideNav ? bars : []) {
    context.listen(bar, 'focusin', () => {
      focusInside = true;
      render();
    });
    context.listen(bar, 'focusout', (event) => {
      if (inBars(event.relatedTarget)) return;
      focusInside = false;
      render();
    });
  }

  refresh();
}
