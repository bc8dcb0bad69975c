// Declaration of the builder-toggle widget on the page builder's accordions (`.et_pb_accordion`) and standalone
// toggles (`.et_pb_toggle_item`): titles made disclosure buttons, the 700 ms slide, one item open per accordion.
// When the module nears the viewport. It replaces no script handle yet: the theme's bundle still runs its other
// modules.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const builderToggleWidget = defineWidget({
  name: 'builder-toggle',
  selectors: ['.et_pb_accordion', '.et_pb_toggle_item'],
  load: 'visible',
  module: () => import('./builder-toggle.ts'),
});
