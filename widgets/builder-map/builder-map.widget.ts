// Declaration of the builder-map widget on the page builder's map module (`.et_pb_map_container`): the map drawn
// with the page's Google Maps library when it provides one, else its pins as a readable list of places.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const builderMapWidget = defineWidget({
  name: 'builder-map',
  selectors: ['.et_pb_map_container'],
  load: 'visible',
  module: () => import('./builder-map.ts'),
});
