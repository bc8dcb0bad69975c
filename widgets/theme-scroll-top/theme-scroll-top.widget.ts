// Declaration of the theme-scroll-top widget on the theme's back-to-top control (`.et_pb_scroll_top`, printed in the
// footer when the option is on): a button that appears past 800 px of scroll. When the browser is idle: the control
// is display:none until first shown, so it would never become "visible", and nothing is due before a scroll.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const themeScrollTopWidget = defineWidget({
  name: 'theme-scroll-top',
  selectors: ['.et_pb_scroll_top'],
  load: 'idle',
  module: () => import('./theme-scroll-top.ts'),
});
