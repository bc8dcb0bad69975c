// The express checkout's Store API client (headers: docs/woopayments-express-checkout.md): routes and bodies,
// ?currency=, the Nonce round trip (error answers included), the tokenized-cart headers, the separate product
// cart's session (session nonce and token only on product pages, '' for a new cart), emptyCart item by item.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshPage } from '../../core/testing/shop-page.ts';
import type { ExpressSettings } from './express-settings.ts';
import type { CheckoutOrderInput } from './order-payload.ts';
import type { StoreApiAddress } from './store-api-types.ts';
import { cartItem, expressSettings, jsonResponse, mockFetch, sentRequest, storeCart, type FetchMock } from './test-data/express-kit.ts';

const SESSION = 'X-WooPayments-Tokenized-Cart-Session';
const SESSION_NONCE = 'X-WooPayments-Tokenized-Cart-Session-Nonce';
const TOKENIZED = 'X-WooPayments-Tokenized-Cart';
const TOKENIZED_NONCE = 'X-WooPayments-Tokenized-Cart-Nonce';

const emptyCart = storeCart([]);
const address: StoreApiAddress = {
  first_name: 'Élodie', last_name: 'Lefèvre', company: '', address_1: '25 rue de la République', address_2: '',
  city: 'Lyon', state: '', postcode: '69002', country: 'FR', phone: '',
};

let fetchMock: FetchMock;

async function cartApiFor(overrides: Partial<ExpressSettings> = {}, pageConfig: Record<string, unknown> = {}) {
  freshPage('', { requestTimeout: 600_000, ...pageConfig });
  const { createExpressCartApi } = await import('./express-cart-api.ts');
  const { HttpError } = await import('../../core/http/http-error.ts');
  return { api: createExpressCartApi(expressSettings(overrides)), HttpError };
}

const answer = (body: unknown = emptyCart, headers: Record<string, string> = {}, status = 200) =>
  fetchMock.mockResolvedValueOnce(jsonResponse(body, { status, headers }));

beforeEach(() => {
  fetchMock = mockFetch();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('routes, query and bodies', () => {
  it('GETs the cart with ?currency=EUR, the nonces and no body', async () => {
    const { api } = await cartApiFor();
    answer(storeCart([cartItem('k1', 'Moule à charnière', 2490)]));
    await expect(api.getCart()).resolves.toMatchObject({ items: [{ key: 'k1' }] });
    const request = sentRequest(fetchMock, 0);
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/wp-json/wc/store/v1/cart');
    expect([...request.url.searchParams]).toEqual([['currency', 'EUR']]);
    expect(request.body).toBeUndefined();
    expect(request.headers.get('Nonce')).toBe('sa-nonce');
    expect(request.headers.get(TOKENIZED_NONCE)).toBe('tc-nonce');
    expect(request.headers.has('Content-Type')).toBe(false);
  });

  it('POSTs add-item, update-customer, select-shipping-rate and checkout with their JSON bodies, each with ?currency=', async () => {
    const { api } = await cartApiFor({ currencyCode: 'eur' });
    for (let index = 0; index < 4; index += 1) answer();
    await api.addItem({ id: 1853, quantity: 2, variation: [{ attribute: 'attribute_pa_session', value: 'mars-2027' }] });
    await api.updateCustomer(address);
    await api.selectShippingRate('flat_rate:1', 0);
    const order: CheckoutOrderInput = {
      billingAddress: { ...address, last_name: 'Lefèvre', email: 'elodie.lefevre@example.test', phone: '0601020304' },
      shippingAddress: address,
      payment: { paymentMethodId: 'pm_123', expressPaymentType: 'google_pay', fraudPreventionToken: 'fp-token' },
      extensions: { 'woocommerce/order-attribution': { source_type: 'typein' } },
    };
    await api.placeOrder(order);
    const { checkoutOrderPayload } = await import('./order-payload.ts');
    const requests = [0, 1, 2, 3].map((index) => sentRequest(fetchMock, index));
    expect(requests.map((request) => `${request.method} ${request.path}?${request.url.searchParams}`)).toEqual([
      'POST /wp-json/wc/store/v1/cart/add-item?currency=EUR',
      'POST /wp-json/wc/store/v1/cart/update-customer?currency=EUR',
      'POST /wp-json/wc/store/v1/cart/select-shipping-rate?currency=EUR',
      'POST /wp-json/wc/store/v1/checkout?currency=EUR',
    ]);
    expect(requests.map((request) => request.body)).toEqual([
      { id: 1853, quantity: 2, variation: [{ attribute: 'attribute_pa_session', value: 'mars-2027' }] },
      { shipping_address: address },
      { package_id: 0, rate_id: 'flat_rate:1' },
      JSON.parse(JSON.stringify(checkoutOrderPayload(order))),
    ]);
    expect(requests.every((request) => request.headers.get('Content-Type') === 'application/json')).toBe(true);
  });

  it('upper-cases the currency of the settings in the query', async () => {
    const { api } = await cartApiFor({ currencyCode: 'usd' });
    answer();
    await api.getCart();
    expect(sentRequest(fetchMock, 0).url.searchParams.get('currency')).toBe('USD');
  });

  it('uses the page config Store API root', async () => {
    const { api } = await cartApiFor({}, { storeApi: { root: 'https://boutique.example/wp-json/wc/store/v1/' } });
    answer();
    await api.getCart();
    expect(sentRequest(fetchMock, 0).url.href).toBe('https://boutique.example/wp-json/wc/store/v1/cart?currency=EUR');
  });
});

describe('the Nonce header', () => {
  it('starts with the settings nonce, then sends the one each answer carries', async () => {
    const { api } = await cartApiFor();
    answer(emptyCart, { Nonce: 'nonce-2' });
    answer(emptyCart);
    answer(emptyCart, { Nonce: 'nonce-3' });
    answer(emptyCart);
    await api.getCart();
    await api.getCart();
    await api.selectShippingRate('flat_rate:1', 0);
    await api.getCart();
    expect([0, 1, 2, 3].map((index) => sentRequest(fetchMock, index).headers.get('Nonce'))).toEqual(['sa-nonce', 'nonce-2', 'nonce-2', 'nonce-3']);
  });

  it('falls back to the page config Store API nonce when the settings have none', async () => {
    const { api } = await cartApiFor({ nonces: { platformTracker: '', tokenizedCart: 'tc-nonce', tokenizedCartSession: '', storeApi: '' } }, { storeApi: { nonce: 'page-nonce' } });
    answer();
    await api.getCart();
    expect(sentRequest(fetchMock, 0).headers.get('Nonce')).toBe('page-nonce');
  });

  it('sends no Nonce header at all when no nonce is known', async () => {
    const { api } = await cartApiFor({ nonces: { platformTracker: '', tokenizedCart: '', tokenizedCartSession: '', storeApi: '' } });
    answer();
    await api.getCart();
    const { headers } = sentRequest(fetchMock, 0);
    expect(headers.has('Nonce')).toBe(false);
    expect(headers.has(TOKENIZED_NONCE)).toBe(false);
  });

  it('keeps the Nonce of an error answer, and rejects with its body', async () => {
    const { api, HttpError } = await cartApiFor();
    const body = { code: 'woocommerce_rest_cart_invalid_key', message: 'Clé d’article de panier invalide.', data: { status: 409 } };
    answer(body, { Nonce: 'nonce-after-error' }, 409);
    answer();
    const failure = await api.addItem({ id: 1, quantity: 1, variation: [] }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as InstanceType<typeof HttpError>).body).toEqual(body);
    await api.getCart();
    expect(sentRequest(fetchMock, 1).headers.get('Nonce')).toBe('nonce-after-error');
  });
});

describe('the tokenized-cart headers', () => {
  it('sends the tokenized-cart nonce on every call, and X-WooPayments-Tokenized-Cart: true only on update-customer and checkout', async () => {
    const { api } = await cartApiFor();
    for (let index = 0; index < 5; index += 1) answer();
    await api.getCart();
    await api.addItem({ id: 63, quantity: 1, variation: [] });
    await api.updateCustomer(address);
    await api.selectShippingRate('free_shipping:2', 0);
    await api.placeOrder({ billingAddress: { ...address, email: 'a@example.test' }, payment: { paymentMethodId: 'pm_1', expressPaymentType: 'apple_pay' } });
    const requests = [0, 1, 2, 3, 4].map((index) => sentRequest(fetchMock, index));
    expect(requests.map((request) => request.headers.get(TOKENIZED_NONCE))).toEqual(Array(5).fill('tc-nonce'));
    expect(requests.map((request) => [request.path.replace('/wp-json/wc/store/v1/', ''), request.headers.get(TOKENIZED)])).toEqual([
      ['cart', null],
      ['cart/add-item', null],
      ['cart/update-customer', 'true'],
      ['cart/select-shipping-rate', null],
      ['checkout', 'true'],
    ]);
  });
});

describe('the separate product cart', () => {
  it('product page: the session nonce and an empty session token, then the token the server returned', async () => {
    const { api } = await cartApiFor({ context: 'product' });
    answer(emptyCart, { [SESSION]: 'jwt-1' });
    answer(emptyCart);
    answer(emptyCart, { [SESSION]: 'jwt-2' });
    answer(emptyCart);
    await api.addItem({ id: 1853, quantity: 1, variation: [] });
    await api.updateCustomer(address);
    await api.selectShippingRate('flat_rate:1', 0);
    await api.getCart();
    const requests = [0, 1, 2, 3].map((index) => sentRequest(fetchMock, index));
    expect(requests.map((request) => request.headers.get(SESSION_NONCE))).toEqual(Array(4).fill('ts-nonce'));
    expect(requests.map((request) => request.headers.get(SESSION))).toEqual(['', 'jwt-1', 'jwt-1', 'jwt-2']);
  });

  it('useNewSeparateCart sends an empty token again, then the new token', async () => {
    const { api } = await cartApiFor({ context: 'product' });
    answer(emptyCart, { [SESSION]: 'jwt-probe' });
    answer(emptyCart, { [SESSION]: 'jwt-sheet' });
    answer(emptyCart);
    await api.addItem({ id: 1853, quantity: 1, variation: [] });
    api.useNewSeparateCart();
    await api.addItem({ id: 1853, quantity: 1, variation: [] });
    await api.getCart();
    expect([0, 1, 2].map((index) => sentRequest(fetchMock, index).headers.get(SESSION))).toEqual(['', '', 'jwt-sheet']);
  });

  it('keeps the session token an error answer carries', async () => {
    const { api } = await cartApiFor({ context: 'product' });
    answer({ code: 'woocommerce_rest_product_out_of_stock', message: 'Rupture de stock', data: { status: 400 } }, { [SESSION]: 'jwt-err' }, 400);
    answer();
    await api.addItem({ id: 1853, quantity: 1, variation: [] }).catch(() => undefined);
    await api.getCart();
    expect(sentRequest(fetchMock, 1).headers.get(SESSION)).toBe('jwt-err');
  });

  it.each(['cart', 'checkout'] as const)('%s page: never the session nonce nor the session token, whatever the server sends', async (context) => {
    const { api } = await cartApiFor({ context });
    answer(emptyCart, { [SESSION]: 'jwt-1' });
    answer(emptyCart);
    await api.getCart();
    await api.updateCustomer(address);
    for (const index of [0, 1]) {
      const { headers } = sentRequest(fetchMock, index);
      expect(headers.has(SESSION_NONCE)).toBe(false);
      expect(headers.has(SESSION)).toBe(false);
    }
  });
});

describe('emptyCart', () => {
  it('reads the cart, then removes one item at a time with the key of the latest answer', async () => {
    const { api } = await cartApiFor({ context: 'product' });
    const first = cartItem('key-pate', 'Pâte à sucre blanche 1 kg', 2670, 3);
    const second = cartItem('key-colorant', 'Colorant alimentaire en gel', 1190);
    answer(storeCart([first, second]), { [SESSION]: 'jwt-1' });
    answer(storeCart([second]));
    answer(storeCart([]));
    await api.emptyCart();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    const requests = [0, 1, 2].map((index) => sentRequest(fetchMock, index));
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /wp-json/wc/store/v1/cart',
      'POST /wp-json/wc/store/v1/cart/remove-item',
      'POST /wp-json/wc/store/v1/cart/remove-item',
    ]);
    expect(requests.slice(1).map((request) => request.body)).toEqual([{ key: 'key-pate' }, { key: 'key-colorant' }]);
    expect(requests.map((request) => request.headers.get(SESSION))).toEqual(['', 'jwt-1', 'jwt-1']);
  });

  it('sends nothing but the read when the cart is already empty', async () => {
    const { api } = await cartApiFor();
    answer(emptyCart);
    await api.emptyCart();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('rejects when a removal fails', async () => {
    const { api } = await cartApiFor();
    answer(storeCart([cartItem('k', 'Moule', 100)]));
    answer({ code: 'x', message: 'Erreur', data: { status: 500 } }, {}, 500);
    await expect(api.emptyCart()).rejects.toThrow();
  });
});
