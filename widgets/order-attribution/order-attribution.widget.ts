// Declaration of order attribution: the page's body, on every page (WooCommerce counts every page of a visit);
// the chunk does nothing on a shop without attribution settings.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const orderAttributionWidget = defineWidget({
  name: 'order-attribution',
  selectors: ['body'],
  attributes: {},
  // When the page is idle (at most 2 s): nothing shows, and the checkout and register forms are not sent that fast.
  load: 'idle',
  replaces: ['sourcebuster-js', 'wc-order-attribution'],
  module: () => import('./order-attribution.ts'),
});
