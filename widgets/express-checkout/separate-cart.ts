// A product page's click puts the chosen product in a new separate Store API cart (the shopper's own cart is
// never touched). If the shop refuses it, the button goes for good, the page is unblocked and the French
// error shows; the sheet's later steps wait for this add and stop when it failed.
import { expressText } from './express-strings.ts';
import { showPaymentError, unblockPage } from './payment-feedback.ts';
import { selectedProduct } from './product-selection.ts';
import type { SessionScope } from './session-state.ts';

export function putProductInSeparateCart({ deps, state }: SessionScope): void {
  const body = deps.productForm ? selectedProduct(deps.productForm) : null;
  if (!deps.cartApi || !body) return;
  deps.cartApi.useNewSeparateCart();
  state.productAdded = deps.cartApi.addItem(body).then(
    () => true,
    () => {
      deps.removeButton();
      unblockPage();
      showPaymentError(expressText('productNotAdded'), deps.element);
      return false;
    },
  );
}
