// Declaration of the review form: WordPress's comment form `form#commentform` (on product pages it holds
// WooCommerce's `select#rating`).
import { defineWidget } from '../../core/registry/define-widget.ts';

export const reviewFormWidget = defineWidget({
  name: 'review-form',
  selectors: ['form#commentform'],
  // It lives at the bottom of the reviews tab: mounted when it nears the viewport (its tab opened and scrolled to).
  load: 'visible',
  replaces: ['wc-single-product'],
  module: () => import('./review-form.ts'),
});
