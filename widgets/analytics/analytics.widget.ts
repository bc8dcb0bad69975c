// Declaration of the GA4 tracking (Google Analytics for WooCommerce's main script and the gtag.js it loads): it
// mounts on the plugin's footer data script, so a page without analytics downloads nothing; data-fondant="analytics"
// mounts it elsewhere. Idle: nothing is measured before consent is read, and the first events can wait for the page.
import { defineWidget } from '../../core/registry/define-widget.ts';
import { analyticsAttributes } from './analytics.attributes.ts';

export const analyticsWidget = defineWidget({
  name: 'analytics',
  selectors: ['script#woocommerce-google-analytics-integration-data-js-after'],
  attributes: analyticsAttributes,
  load: 'idle',
  replaces: ['woocommerce-google-analytics-integration', 'google-tag-manager'],
  module: () => import('./analytics.ts'),
});
