// The Store API as WooPayments' express checkout calls it: the `Nonce` round trip, the tokenized-cart nonce,
// the `?currency=` query, and on product pages a separate cart of its own (the session nonce plus the session
// token the server hands back), so the shopper's cart is never touched. The session nonce is never sent
// elsewhere: on a cart or checkout page it would give the shopper an empty cart. Every header, and when:
// docs/woopayments-express-checkout.md.
import { pageConfig } from '../../core/config/page-config.ts';
import { HttpError } from '../../core/http/http-error.ts';
import { requestJson } from '../../core/http/request.ts';
import type { ExpressSettings } from './express-settings.ts';
import { checkoutOrderPayload, type CheckoutOrderInput } from './order-payload.ts';
import type { StoreApiAddress, StoreApiCart } from './store-api-types.ts';

const SESSION_HEADER = 'X-WooPayments-Tokenized-Cart-Session';

export interface AddItemBody {
  id: number;
  quantity: number;
  variation: { attribute: string; value: string }[];
}

export interface ExpressCartApi {
  getCart(): Promise<StoreApiCart>;
  /** Product pages: the next call starts a new separate cart. */
  useNewSeparateCart(): void;
  addItem(body: AddItemBody): Promise<StoreApiCart>;
  /** Removes the items one at a time until the cart is empty. */
  emptyCart(): Promise<void>;
  updateCustomer(shippingAddress: StoreApiAddress): Promise<StoreApiCart>;
  selectShippingRate(rateId: string, packageId: number): Promise<StoreApiCart>;
  placeOrder(order: CheckoutOrderInput): Promise<unknown>;
}

export function createExpressCartApi(settings: ExpressSettings): ExpressCartApi {
  const separateCart = settings.context === 'product';
  let nonce = settings.nonces.storeApi || pageConfig().storeApi.nonce;
  let session = '';

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, tokenized = false): Promise<T> {
    const url = new URL(`${pageConfig().storeApi.root.replace(/\/+$/, '')}/${path}`, document.baseURI);
    url.searchParams.set('currency', settings.currencyCode.toUpperCase());
    const headers = new Headers();
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    if (nonce) headers.set('Nonce', nonce);
    if (settings.nonces.tokenizedCart) headers.set('X-WooPayments-Tokenized-Cart-Nonce', settings.nonces.tokenizedCart);
    if (tokenized) headers.set('X-WooPayments-Tokenized-Cart', 'true');
    if (separateCart) {
      headers.set('X-WooPayments-Tokenized-Cart-Session-Nonce', settings.nonces.tokenizedCartSession);
      headers.set(SESSION_HEADER, session);
    }
    const remember = (received: Headers | undefined) => {
      nonce = received?.get('Nonce') || nonce;
      if (separateCart) session = received?.get(SESSION_HEADER) || session;
    };
    try {
      const { data, response } = await requestJson<T>(url.href, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        timeout: pageConfig().requestTimeout,
      });
      remember(response.headers);
      return data;
    } catch (error) {
      if (error instanceof HttpError) remember(error.headers);
      throw error;
    }
  }

  return {
    getCart: () => call<StoreApiCart>('GET', 'cart'),
    useNewSeparateCart() {
      session = '';
    },
    addItem: (body) => call<StoreApiCart>('POST', 'cart/add-item', body),
    async emptyCart() {
      let cart = await call<StoreApiCart>('GET', 'cart');
      while (cart.items.length > 0) {
        cart = await call<StoreApiCart>('POST', 'cart/remove-item', { key: cart.items[0]!.key });
      }
    },
    updateCustomer: (shippingAddress) => call<StoreApiCart>('POST', 'cart/update-customer', { shipping_address: shippingAddress }, true),
    selectShippingRate: (rateId, packageId) => call<StoreApiCart>('POST', 'cart/select-shipping-rate', { package_id: packageId, rate_id: rateId }),
    placeOrder: (order) => call<unknown>('POST', 'checkout', checkoutOrderPayload(order), true),
  };
}
