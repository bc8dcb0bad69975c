// Declaration of the builder-link widget on the modules the page builder made clickable (`.et_clickable`, the link
// options of `et_link_options_data`). When the module nears the viewport. It replaces no script handle yet: the
// theme's bundle still runs its other modules.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const builderLinkWidget = defineWidget({
  name: 'builder-link',
  selectors: ['.et_clickable'],
  load: 'visible',
  module: () => import('./builder-link.ts'),
});
