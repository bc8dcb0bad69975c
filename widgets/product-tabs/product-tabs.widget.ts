// Declaration of the product tabs: the stock `.woocommerce-tabs.wc-tabs-wrapper` of the single product page.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const productTabsWidget = defineWidget({
  name: 'product-tabs',
  selectors: ['.woocommerce-tabs.wc-tabs-wrapper'],
  // At once: the tab the URL names must be open (and the others hidden) before the shopper reaches the tabs.
  load: 'ready',
  replaces: ['wc-single-product'],
  module: () => import('./product-tabs.ts'),
});
