// Declaration of the theme-side-nav widget on `#main-content` of a page with the dot navigation (body
// `et_pb_side_nav_page`): one dot per top-level section, the current one marked. When the browser is idle: the dots
// are fixed over the page and nothing is due before a scroll.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const themeSideNavWidget = defineWidget({
  name: 'theme-side-nav',
  selectors: ['body.et_pb_side_nav_page #main-content'],
  load: 'idle',
  module: () => import('./theme-side-nav.ts'),
});
