// The theme-scroll-down widget's chunk, on one fullwidth header's `.et_pb_fullwidth_header_scroll` (reference §28):
// its link (`href="#"`) gets a French name (the glyph is an icon, hidden from assistive technology) and scrolls over
// 800 ms to the end of its section under the fixed header (section-end.ts); the focus goes to what follows the
// section, where the shopper now reads. Without the module's link it does nothing.
import { focusTarget } from '../../core/a11y/focus-target.ts';
import { animateScrollTo, type AnimatedScroll } from '../../core/dom/animated-scroll.ts';
import { builderBundleRuns } from '../../core/dom/builder-bundle.ts';
import { snapshotAttributes } from '../../core/dom/restore-attributes.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { sectionEndDestination } from './section-end.ts';
import { t } from './theme-scroll-down.strings.ts';

const SCROLL_MS = 800;

export function mount(context: MountContext<NoAttributes>): void {
  // The theme's own bundle drives this module when it is on the page: stay off (core/dom/builder-bundle.ts).
  if (builderBundleRuns()) return;
  const link = context.element.querySelector<HTMLAnchorElement>('a');
  const section = context.element.closest('section, .et_pb_fullwidth_header');
  if (!link || !section) return;
  const glyphs = [...link.querySelectorAll<HTMLElement>('.et-pb-icon, .scroll-down, .scroll-down-tablet, .scroll-down-phone')];
  const restore = snapshotAttributes([link, ...glyphs], ['aria-label', 'aria-hidden']);
  context.onCleanup(restore);
  link.setAttribute('aria-label', t('scrollDownLabel'));
  for (const glyph of glyphs) glyph.setAttribute('aria-hidden', 'true');

  let running: AnimatedScroll | null = null;
  context.onCleanup(() => running?.cancel());
  context.listen(link, 'click', (event) => {
    event.preventDefault();
    running?.cancel();
    running = animateScrollTo(sectionEndDestination(section), SCROLL_MS);
    const next = (section.closest('.et_pb_section') ?? section).nextElementSibling;
    if (next instanceof HTMLElement) focusTarget(next);
  });
}
