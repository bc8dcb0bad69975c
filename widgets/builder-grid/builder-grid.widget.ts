// Declaration of the builder-grid widget on the page builder's filterable portfolio (`.et_pb_filterable_portfolio`)
// and its gallery in grid mode (`.et_pb_gallery_grid`): client-side filters and pages, the row classes, the hash
// state. At once: the items beyond the first page (or the page the URL names) must go before the visitor reaches the
// module, or it would shrink under their eyes. It replaces no script handle yet: the theme's bundle still runs its
// other modules (the gallery's lightbox among them).
import { defineWidget } from '../../core/registry/define-widget.ts';

export const builderGridWidget = defineWidget({
  name: 'builder-grid',
  selectors: ['.et_pb_filterable_portfolio', '.et_pb_gallery.et_pb_gallery_grid'],
  load: 'ready',
  module: () => import('./builder-grid.ts'),
});
