// The countdown widget's chunk, on one page-builder countdown timer module: the time left before its
// `data-end-timestamp` (client clock) in its sections — days on at least three digits, hours, minutes and seconds on
// two, `zero` on the leading zero parts and their separators — at once, then on every second boundary until zero,
// where it stops; nothing runs while the tab is hidden, and the clock is read again when it shows. The labels short
// or full by the module's width (again after a resize). Screen readers get, in place of the ticking digits, a polite
// French summary to the minute, then the end. A missing or malformed end leaves the module as served.
import { builderBundleRuns } from '../../core/dom/builder-bundle.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { followLabels } from './countdown-labels.ts';
import { countdownSummary } from './countdown-summary.ts';
import { findSections, renderParts } from './countdown-view.ts';
import { parseEndTimestamp, splitSeconds } from './remaining-time.ts';
import { tickEachSecond } from './second-ticker.ts';
import { speakInsteadOfDigits } from './spoken-summary.ts';

export function mount(context: MountContext<NoAttributes>): void {
  // The theme's own bundle drives this module when it is on the page: stay off (core/dom/builder-bundle.ts).
  if (builderBundleRuns()) return;
  const module = context.element;
  const endMs = parseEndTimestamp(module.dataset.endTimestamp);
  const container = module.querySelector<HTMLElement>('.et_pb_countdown_timer_container');
  if (endMs === null || !container) return;
  const sections = findSections(container);
  followLabels(context, module, container, sections);
  const say = speakInsteadOfDigits(context, module, container);
  tickEachSecond(context, endMs, (secondsLeft) => {
    const parts = splitSeconds(secondsLeft);
    renderParts(sections, parts);
    say(countdownSummary(parts));
  });
}
