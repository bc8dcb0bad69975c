// Declaration of the header cart link whose item count follows every cart update ("2 articles"); the
// footer bar's link shows the bare number.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const cartCountWidget = defineWidget({
  name: 'cart-count',
  selectors: ['a.cart-contents', 'a.footer-cart-contents'],
  // Nothing changes before a cart update, which never comes before idle time on a fresh page.
  load: 'idle',
  module: () => import('./cart-count.ts'),
});
