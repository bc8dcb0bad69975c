// On a product page the button follows the shopper's choice: after a variation change (the variation form's
// `woocommerce_variation_has_changed` and `show_variation`) or quantity typing, the server's product data no
// longer says what is chosen, so the chosen product is priced again — unless the add-to-cart button is
// disabled (options missing or unavailable), when the button keeps what it shows.
import type { ButtonScope } from './button-scope.ts';
import { refreshButton } from './button-refresh.ts';
import { addToCartState, type ProductForm } from './product-selection.ts';
import { debounceQuantity } from './quantity-debounce.ts';

/** Events on the variation form after which the chosen product may have another price. */
const PRODUCT_EVENTS = ['woocommerce_variation_has_changed', 'show_variation'];

function productChanged(scope: ButtonScope, productForm: ProductForm): void {
  if (addToCartState(productForm) !== 'enabled') return;
  scope.state.product = null;
  void refreshButton(scope);
}

export function followProductChanges(scope: ButtonScope, productForm: ProductForm): void {
  const { context } = scope;
  const changed = () => productChanged(scope, productForm);
  // The variation script enables the add-to-cart button 300 ms after a change, in its own show_variation
  // handler, which may be bound after this one: the button is read once every handler of the event has run.
  const afterHandlers = () => queueMicrotask(context.guard(() => {
    if (!context.signal.aborted) changed();
  }));
  if (productForm.form) for (const name of PRODUCT_EVENTS) context.on(name, afterHandlers, { target: productForm.form });
  if (productForm.quantity) debounceQuantity(scope, productForm.quantity, changed);
}
