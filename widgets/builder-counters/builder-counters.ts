// The builder-counters widget's chunk, on one number counter, circle counter or bar counters module of the page
// builder: each counts up (or fills) once it is first visible, as the theme's waypoints start them.
import { builderBundleRuns } from '../../core/dom/builder-bundle.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { startBarCounters } from './bar-counters.ts';
import { startCircleCounter } from './circle-counter.ts';
import { startNumberCounter } from './number-counter.ts';

export function mount(context: MountContext<NoAttributes>): void {
  // The theme's own bundle drives this module when it is on the page: stay off (core/dom/builder-bundle.ts).
  if (builderBundleRuns()) return;
  const module = context.element;
  const onStop = (stop: () => void) => context.onCleanup(stop);
  if (module.classList.contains('et_pb_number_counter')) startNumberCounter(module, onStop);
  else if (module.classList.contains('et_pb_circle_counter')) startCircleCounter(module, onStop);
  else if (module.classList.contains('et_pb_counters')) startBarCounters(module, onStop);
}
