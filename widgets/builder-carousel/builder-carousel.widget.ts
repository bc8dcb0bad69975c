// Declaration of the builder-carousel widget on the page builder's fullwidth portfolio in carousel mode
// (`.et_pb_fullwidth_portfolio_carousel`): the theme's arrows as buttons, the items moved a group of columns at a
// time, the auto-rotation with the sliders' pause rules, the WAI-ARIA carousel. When the module nears the viewport.
// It replaces no script handle yet: the theme's bundle still runs its other modules.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const builderCarouselWidget = defineWidget({
  name: 'builder-carousel',
  selectors: ['.et_pb_fullwidth_portfolio_carousel'],
  load: 'visible',
  module: () => import('./builder-carousel.ts'),
});
