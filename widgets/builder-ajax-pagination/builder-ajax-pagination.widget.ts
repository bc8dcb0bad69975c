// Declaration of the builder-ajax-pagination widget on the page builder's Blog and Portfolio modules (grid and list /
// fullwidth layouts: `.et_pb_blog_grid_wrapper`, `.et_pb_posts`, `.et_pb_portfolio_grid`, `.et_pb_portfolio`; not the
// filterable portfolio, which carries `et_pb_portfolio` too but pages on the client, §10), whose page links load the
// next page of posts in place (reference §10a). When the module nears the viewport: before
// that, a link simply opens its page. It replaces no script handle yet: the theme's bundle still runs its other modules.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const builderAjaxPaginationWidget = defineWidget({
  name: 'builder-ajax-pagination',
  selectors: ['.et_pb_blog_grid_wrapper', '.et_pb_posts', '.et_pb_portfolio_grid', '.et_pb_portfolio:not(.et_pb_filterable_portfolio)'],
  load: 'visible',
  module: () => import('./builder-ajax-pagination.ts'),
});
