// Declaration of the builder-multi-view widget on page-builder elements with responsive or hover values
// (`data-et-multi-view`). Loaded at once: a phone must not show the desktop's content longer than needed.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const builderMultiViewWidget = defineWidget({
  name: 'builder-multi-view',
  selectors: ['[data-et-multi-view]'],
  load: 'ready',
  module: () => import('./builder-multi-view.ts'),
});
