// Declaration of the builder-slider widget on the page builder's sliders (`.et_pb_slider`: the slider, the
// fullwidth slider, the post slider and the gallery in slider mode): the theme's arrows and dots as buttons, the
// fade between slides with the theme's state classes, the auto-advance with its pause rules, the WAI-ARIA carousel.
// When the module nears the viewport. It replaces no script handle yet: the theme's bundle still runs its other
// modules.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const builderSliderWidget = defineWidget({
  name: 'builder-slider',
  selectors: ['.et_pb_slider'],
  load: 'visible',
  module: () => import('./builder-slider.ts'),
});
