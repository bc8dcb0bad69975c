// Declaration of the quantity minimum (legacy woocommerce.js): every `input.qty` but the cart table's
// (`.product-quantity`, which the mount skips) is raised to its `min`. Idle is early enough: the browser's own
// validation already refuses to submit a value under `min`.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const quantityMinimumWidget = defineWidget({
  name: 'quantity-minimum',
  selectors: ['input.qty'],
  load: 'idle',
  replaces: ['woocommerce'],
  module: () => import('./quantity-minimum.ts'),
});
