// Declaration of order attribution: the page's body, on every page (WooCommerce counts every page of a visit);
// the chunk does nothing on a shop without attribution settings.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const orderAttributionWidget = defineWidget({
  name: 'order-attribution',
  selectors: ['body'],
  // At once, as WooCommerce's scripts run: a page left within a second still counts, and the checkout and register
  // forms carry their attribution fields before anything can send them.
  load: 'ready',
  // With the WP Consent API, WooCommerce adds its consent bridge (it calls setOrderTracking on consent events, which
  // could come before this chunk); the widget listens to those events itself. Its inline data (the consent category
  // on the global's params) still prints.
  replaces: ['sourcebuster-js', 'wc-order-attribution', 'wp-consent-api-integration'],
  module: () => import('./order-attribution.ts'),
});
