// The express button's life on a page: its scope and state made once, what makes it read its price again
// (the product form's changes on a product page, the cart events elsewhere), the element destroyed at
// unmount, and the first refresh — at once, except on a checkout page run by WooCommerce's own checkout
// script, whose first `updated_checkout` (once it has loaded the totals) starts it.
import { refreshButton } from './button-refresh.ts';
import { createButtonScope, type ExpressButtonOptions } from './button-scope.ts';
import { followProductChanges } from './product-changes.ts';

/** Cart-changing events after which the cart and checkout buttons read the cart again. */
const CART_EVENTS = ['updated_cart_totals', 'updated_checkout', 'added_to_cart', 'removed_from_cart'];

export function startExpressButton(options: ExpressButtonOptions): void {
  const scope = createButtonScope(options);
  const { context, settings, productForm } = scope;
  const run = context.guard(() => void refreshButton(scope));
  if (productForm) followProductChanges(scope, productForm);
  else for (const name of CART_EVENTS) context.on(name, run);
  context.onCleanup(() => scope.state.element?.destroy());
  const legacyCheckoutScript = settings.context === 'checkout' && 'wc_checkout_params' in window;
  if (!legacyCheckoutScript) run();
}
