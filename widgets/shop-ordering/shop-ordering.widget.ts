// Declaration of the shop listing's sort form and result count (woocommerce.js "Sort order" and "Result-count
// re-announce"): WooCommerce's `.woocommerce-ordering` form and `.woocommerce-result-count` paragraph.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const shopOrderingWidget = defineWidget({
  name: 'shop-ordering',
  selectors: ['.woocommerce-ordering', '.woocommerce-result-count'],
  // At once: the re-announcement counts its 2 s from the page load, and the sort must answer the first choice.
  load: 'ready',
  replaces: ['woocommerce'],
  module: () => import('./shop-ordering.ts'),
});
