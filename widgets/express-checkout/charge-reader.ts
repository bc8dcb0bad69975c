// What the express button would charge: the order being paid, the shopper's cart, or on a product page the
// chosen product priced in a separate cart of its own (never the sheet's, never the shopper's), emptied at
// once; then the total in minor units, from the server's product data while it still holds.
import type { ButtonScope } from './button-scope.ts';
import type { ButtonState } from './button-state.ts';
import { createExpressCartApi } from './express-cart-api.ts';
import type { ExpressSettings } from './express-settings.ts';
import { walletTotal } from './line-items.ts';
import { selectedProduct, type ProductForm } from './product-selection.ts';
import type { StoreApiCart } from './store-api-types.ts';

/** The chosen product's price: added to a new separate cart, which is emptied before the answer is used. */
async function probeProduct(settings: ExpressSettings, productForm: ProductForm): Promise<StoreApiCart | null> {
  const body = selectedProduct(productForm);
  if (!body) return null;
  const probe = createExpressCartApi(settings);
  const probed = await probe.addItem(body);
  await probe.emptyCart();
  return probed;
}

export async function readCharge({ settings, orderSource, cartApi, productForm }: ButtonScope): Promise<StoreApiCart | null> {
  if (orderSource) return orderSource.getCart();
  if (!cartApi) return null;
  if (!productForm) return cartApi.getCart();
  return probeProduct(settings, productForm);
}

export function chargedTotal({ product, cart }: ButtonState, settings: ExpressSettings): number {
  if (product) return product.total;
  return cart ? walletTotal(cart, settings.currencyDecimals) : 0;
}
