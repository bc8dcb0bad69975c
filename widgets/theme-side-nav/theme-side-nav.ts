// The theme-side-nav widget's chunk, on `#main-content` of a page with the dot navigation (body
// `et_pb_side_nav_page`, reference §27): with more than one top-level section, the dots (side-nav-list.ts) are
// appended to `#main-content`; a dot scrolls its section under the fixed header in 800 ms (the first: to the page's
// top), kept there while the header shrinks (core/dom/scroll-under-header.ts), and moves the focus there; the current section is marked
// as the page scrolls (current-section.ts; a passive listener, one reading per frame, a write only on a change), the
// first time in the frame that shows the dots: reading the sections' places in the mount's own task would force a
// layout of the page there, on top of the one that frame does anyway.
import { focusTarget } from '../../core/a11y/focus-target.ts';
import { builderBundleRuns } from '../../core/dom/builder-bundle.ts';
import { smoothScrollOffset } from '../../core/dom/fixed-header.ts';
import { oncePerFrame } from '../../core/dom/once-per-frame.ts';
import { scrollUnderHeader, type UnderHeaderScroll } from '../../core/dom/scroll-under-header.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { currentSection } from './current-section.ts';
import { buildSideNav, markCurrent, pageSections } from './side-nav-list.ts';

export function mount(context: MountContext<NoAttributes>): void {
  // The theme's own bundle builds the dots when it is on the page: stay off (core/dom/builder-bundle.ts).
  if (builderBundleRuns()) return;
  const sections = pageSections();
  if (sections.length < 2) return;
  const { nav, links } = buildSideNav(sections);
  context.element.append(nav);
  context.onCleanup(() => nav.remove());

  let current = -1;
  const update = (): void => {
    const root = document.documentElement;
    const next = currentSection({
      scrollTop: window.scrollY,
      viewportHeight: window.innerHeight,
      pageHeight: root.scrollHeight,
      sectionTops: sections.map((section) => section.getBoundingClientRect().top),
      offset: smoothScrollOffset(),
    });
    if (next === current) return;
    current = next;
    markCurrent(links, current);
  };
  const schedule = oncePerFrame(context, update);
  context.listen(window, 'scroll', schedule, { passive: true });
  context.listen(window, 'resize', schedule, { passive: true });
  schedule();

  let running: UnderHeaderScroll | null = null;
  context.onCleanup(() => running?.cancel());
  context.listen(nav, 'click', (event) => {
    const index = links.indexOf((event.target as Element | null)?.closest?.('a') as HTMLAnchorElement);
    const section = sections[index];
    if (!section) return;
    event.preventDefault();
    running?.cancel();
    running = scrollUnderHeader(index === 0 ? null : section);
    focusTarget(section);
  });
}
