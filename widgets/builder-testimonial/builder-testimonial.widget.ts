// Declaration of the builder-testimonial widget on the page builder's testimonial modules (`.et_pb_testimonial`):
// the portrait capped at 90 px on wide screens and the text indented beside it, as the theme's script lays them out.
// When visible: nothing of it matters before the module is on screen.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const builderTestimonialWidget = defineWidget({
  name: 'builder-testimonial',
  selectors: ['.et_pb_testimonial'],
  load: 'visible',
  module: () => import('./builder-testimonial.ts'),
});
