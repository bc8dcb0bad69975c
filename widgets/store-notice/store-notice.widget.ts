// Declaration of the store notice (WooCommerce's `woocommerce_demo_store()`, dismissed for the session by a
// cookie) and of the "Coming soon" footer banner shop managers see (dismissed for good through the REST API).
// At once: the notice stays hidden until the widget shows it.
import { defineWidget } from '../../core/registry/define-widget.ts';
import { storeNoticeAttributes } from './store-notice.attributes.ts';

export const storeNoticeWidget = defineWidget({
  name: 'store-notice',
  selectors: ['.woocommerce-store-notice', '#coming-soon-footer-banner'],
  attributes: storeNoticeAttributes,
  load: 'ready',
  replaces: ['woocommerce'],
  module: () => import('./store-notice.ts'),
});
