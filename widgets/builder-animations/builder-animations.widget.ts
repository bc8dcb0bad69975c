// Declaration of the builder-animations widget on the elements the page builder animates: `et_animated` (its entry
// in `et_animation_data` / the JSON config's `animationData`) and the legacy waypoint animations
// (`et-waypoint et_pb_animation_*`). Loaded as they near the viewport; each starts when first visible.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const builderAnimationsWidget = defineWidget({
  name: 'builder-animations',
  selectors: ['.et_animated', '.et-waypoint[class*="et_pb_animation_"]'],
  load: 'visible',
  module: () => import('./builder-animations.ts'),
});
