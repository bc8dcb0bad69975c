// The theme-scroll-top widget's chunk, on the footer's `span.et_pb_scroll_top` (reference §26): the theme's span
// becomes a button (role, tab stop, French name) rather than being replaced by a <button>, so the theme's rules for
// `span.et_pb_scroll_top.et-pb-icon` (and a child theme's) keep drawing it without a browser button's own border,
// background and font. It appears past 800 px of scroll (scroll-top-state.ts; a passive scroll listener that reads
// once per frame and writes only on a change; the first reading in the next frame, as the scroll position read in the
// mount's own task would force a layout there) and, on click, Enter or Space, takes the page to its top in 800 ms
// with the focus moved to the top of the page, so the next Tab starts there.
import { focusTarget } from '../../core/a11y/focus-target.ts';
import { spanButton } from '../../core/a11y/span-button.ts';
import { animateScrollTo, type AnimatedScroll } from '../../core/dom/animated-scroll.ts';
import { builderBundleRuns } from '../../core/dom/builder-bundle.ts';
import { oncePerFrame } from '../../core/dom/once-per-frame.ts';
import { snapshotAttributes } from '../../core/dom/restore-attributes.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { applyScrollTopState, isPastThreshold } from './scroll-top-state.ts';
import { t } from './theme-scroll-top.strings.ts';

const SCROLL_MS = 800;

export function mount(context: MountContext<NoAttributes>): void {
  // The theme's own bundle drives the control when it is on the page: stay off (core/dom/builder-bundle.ts).
  if (builderBundleRuns()) return;
  const control = context.element;
  context.onCleanup(snapshotAttributes([control], ['aria-hidden', 'class', 'style']));

  let running: AnimatedScroll | null = null;
  context.onCleanup(() => running?.cancel());
  const backToTop = (): void => {
    running?.cancel();
    running = animateScrollTo(0, SCROLL_MS);
    focusTarget(document.getElementById('page-container') ?? document.body);
  };
  spanButton(context, control, t('scrollTopLabel'), backToTop);

  let visible: boolean | null = null;
  const update = (): void => {
    const past = isPastThreshold(window.scrollY);
    if (past === visible || (visible === null && !past)) return;
    visible = past;
    applyScrollTopState(control, past);
  };
  const schedule = oncePerFrame(context, update);
  context.listen(window, 'scroll', schedule, { passive: true });
  control.tabIndex = -1;
  control.setAttribute('aria-hidden', 'true');
  schedule();
}
