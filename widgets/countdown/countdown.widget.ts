// Declaration of the countdown widget on the page builder's countdown timer module (`.et_pb_countdown_timer` with its
// `data-end-timestamp`): the remaining days, hours, minutes and seconds, each second. When the module nears the
// viewport. It replaces no script handle yet: the theme's bundle still runs its other modules.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const countdownWidget = defineWidget({
  name: 'countdown',
  selectors: ['.et_pb_countdown_timer[data-end-timestamp]'],
  load: 'visible',
  module: () => import('./countdown.ts'),
});
