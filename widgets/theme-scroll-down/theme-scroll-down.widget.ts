// Declaration of the theme-scroll-down widget on the fullwidth header module's scroll-down link
// (`.et_pb_fullwidth_header_scroll`, any builder page): a named link that scrolls to the end of the header's section.
// When the module nears the viewport.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const themeScrollDownWidget = defineWidget({
  name: 'theme-scroll-down',
  selectors: ['.et_pb_fullwidth_header_scroll'],
  load: 'visible',
  module: () => import('./theme-scroll-down.ts'),
});
