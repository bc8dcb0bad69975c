// Declaration of the notice focus (woocommerce.js "Notice focus"): WooCommerce's alert notices, so the chunk
// loads only on a page that shows one, and every notice inserted later (the classic cart's updates) mounts too.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const noticeFocusWidget = defineWidget({
  name: 'notice-focus',
  selectors: ['.woocommerce-message[role="alert"]', '.woocommerce-error[role="alert"]', '.wc-block-components-notice-banner[role="alert"]'],
  // At once: the focus comes 500 ms after the page is ready.
  load: 'ready',
  replaces: ['woocommerce'],
  module: () => import('./notice-focus.ts'),
});
