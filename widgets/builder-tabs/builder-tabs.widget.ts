// Declaration of the builder-tabs widget on the page builder's tabs module (`.et_pb_tabs`): WAI-ARIA tabs over its
// markup, the theme's fade and its URL-hash state. At once: the tab the URL names must show before the visitor
// reaches the module. It replaces no script handle yet: the theme's bundle still runs its other modules.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const builderTabsWidget = defineWidget({
  name: 'builder-tabs',
  selectors: ['.et_pb_tabs'],
  load: 'ready',
  module: () => import('./builder-tabs.ts'),
});
