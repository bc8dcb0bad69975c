// Declaration of the notice focus (woocommerce.js "Notice focus"): a page-wide behaviour, so it upgrades
// `body` and looks for notices anywhere inside the element it is mounted on.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const noticeFocusWidget = defineWidget({
  name: 'notice-focus',
  selectors: ['body'],
  attributes: {},
  // At once: the focus comes 500 ms after the page is ready.
  load: 'ready',
  module: () => import('./notice-focus.ts'),
});
