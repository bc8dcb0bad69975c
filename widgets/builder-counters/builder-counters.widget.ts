// Declaration of the builder-counters widget on the page builder's number counter, circle counter and bar counters
// modules: the count-up when first seen. When the module nears the viewport. It replaces no script handle yet: the
// theme's bundle still runs its other modules.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const builderCountersWidget = defineWidget({
  name: 'builder-counters',
  selectors: ['.et_pb_number_counter[data-number-value]', '.et_pb_circle_counter', 'ul.et_pb_counters'],
  load: 'visible',
  module: () => import('./builder-counters.ts'),
});
