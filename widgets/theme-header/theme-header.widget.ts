// Declaration of the theme-header widget on the theme's `#main-header`: the fixed header on scroll, the header hidden
// until scroll, the room the page keeps for it, the fixed vertical navigation's column (reference §20). At once
// (`ready`): the header must act before the first scroll. It replaces no script handle yet: the theme's bundle holds
// the rest of its chrome.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const themeHeaderWidget = defineWidget({
  name: 'theme-header',
  selectors: ['#main-header'],
  load: 'ready',
  module: () => import('./theme-header.ts'),
});
