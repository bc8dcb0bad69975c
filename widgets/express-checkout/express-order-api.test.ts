// Pay-for-order through the Store API: GET order/{id} with the key and billing e-mail, POST checkout/{id} with
// the order's own addresses (only an empty e-mail or phone taken from the wallet), only the Nonce header, and
// the e-mail that was sent remembered for a retry unless the server said it was not accepted.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshPage } from '../../core/testing/shop-page.ts';
import type { ExpressSettings } from './express-settings.ts';
import type { CheckoutOrderInput } from './order-payload.ts';
import type { StoreApiAddress, StoreApiBillingAddress } from './store-api-types.ts';
import { cartItem, expressSettings, jsonResponse, mockFetch, sentRequest, type FetchMock } from './test-data/express-kit.ts';

const ORDER_EMAIL = 'elodie.lefevre@example.test';
const payForOrder = { orderId: 91, key: 'wc_order_YcYbVbBjr1oDP', billingEmail: ORDER_EMAIL };

const orderBilling: StoreApiBillingAddress = {
  first_name: 'Élodie', last_name: 'Lefèvre', company: 'Atelier Lefèvre', address_1: '25 rue de la République', address_2: '',
  city: 'Lyon', state: '', postcode: '69002', country: 'FR', email: ORDER_EMAIL, phone: '',
};
const orderShipping: StoreApiAddress = {
  first_name: 'Élodie', last_name: 'Lefèvre', company: '', address_1: '3 place Bellecour', address_2: '',
  city: 'Lyon', state: '', postcode: '69002', country: 'FR', phone: '',
};
const items = [cartItem('k1', 'Formation Cake Designer Intermédiaire – 10 jours', 185000)];
const totals = { total_price: '185000', total_tax: '0', total_refund: '0', currency_code: 'EUR', currency_minor_unit: 2 };

function order(billing: Partial<StoreApiBillingAddress> = {}) {
  return { id: 91, items, totals, billing_address: { ...orderBilling, ...billing }, shipping_address: orderShipping, status: 'pending' };
}

/** What the wallet gives on confirm: another name and address, an e-mail and a phone. */
const walletInput: CheckoutOrderInput = {
  billingAddress: {
    first_name: 'Luc', last_name: 'Peeters', company: '', address_1: 'Rue Neuve 12', address_2: '', city: 'Bruxelles',
    state: '', postcode: '1000', country: 'BE', email: 'luc.peeters@example.test', phone: '+32470123456',
  },
  shippingAddress: null,
  payment: { paymentMethodId: 'pm_123', expressPaymentType: 'apple_pay', fraudPreventionToken: 'fp-token' },
  extensions: { 'woocommerce/order-attribution': { source_type: 'typein' } },
};

const success = { order_id: 91, status: 'processing', payment_result: { payment_status: 'success', payment_details: [], redirect_url: '/commande/order-received/91/' } };

let fetchMock: FetchMock;

async function orderApiFor(overrides: Partial<ExpressSettings> = {}) {
  freshPage('', { requestTimeout: 600_000 });
  const { createExpressOrderApi } = await import('./express-order-api.ts');
  const settings = expressSettings({ context: 'pay_for_order', payForOrder, ...overrides });
  return createExpressOrderApi(settings, settings.payForOrder!);
}

const answer = (body: unknown, headers: Record<string, string> = {}, status = 200) =>
  fetchMock.mockResolvedValueOnce(jsonResponse(body, { status, headers }));

const billingEmailQuery = (index: number) => sentRequest(fetchMock, index).url.searchParams.get('billing_email');
const postedBody = (index: number) => sentRequest(fetchMock, index).body as Record<string, unknown>;

beforeEach(() => {
  fetchMock = mockFetch();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('getCart', () => {
  it('GETs order/{id} with the key and billing e-mail, with only the Nonce header', async () => {
    const api = await orderApiFor();
    answer(order());
    await api.getCart();
    const request = sentRequest(fetchMock, 0);
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/wp-json/wc/store/v1/order/91');
    expect([...request.url.searchParams]).toEqual([['key', 'wc_order_YcYbVbBjr1oDP'], ['billing_email', ORDER_EMAIL]]);
    expect(request.url.search).toContain('billing_email=elodie.lefevre%40example.test');
    const names = [...request.headers.keys()].map((name) => name.toLowerCase()).filter((name) => name !== 'accept');
    expect(names).toEqual(['nonce']);
    expect(request.headers.get('Nonce')).toBe('sa-nonce');
  });

  it('gives the order as a cart without shipping', async () => {
    const api = await orderApiFor();
    answer(order());
    await expect(api.getCart()).resolves.toEqual({ items, totals, shipping_rates: [], needs_shipping: false });
  });
});

describe('placeOrder', () => {
  it("POSTs checkout/{id} with the order's addresses, key and billing e-mail, filling only the empty phone from the wallet", async () => {
    const api = await orderApiFor();
    answer(order(), { Nonce: 'nonce-2' });
    answer(success);
    await api.getCart();
    await expect(api.placeOrder(walletInput)).resolves.toEqual(success);
    const request = sentRequest(fetchMock, 1);
    expect(`${request.method} ${request.path}${request.url.search}`).toBe('POST /wp-json/wc/store/v1/checkout/91');
    expect(request.headers.get('Nonce')).toBe('nonce-2');
    expect(request.headers.has('X-WooPayments-Tokenized-Cart')).toBe(false);
    expect(request.headers.has('X-WooPayments-Tokenized-Cart-Nonce')).toBe(false);
    expect(request.body).toEqual({
      customer_note: '',
      billing_address: { ...orderBilling, phone: '+32470123456' },
      shipping_address: orderShipping,
      payment_method: 'woocommerce_payments',
      payment_data: [
        { key: 'payment_method', value: 'card' },
        { key: 'payment_request_type', value: 'apple_pay' },
        { key: 'wcpay-fraud-prevention-token', value: 'fp-token' },
        { key: 'wcpay-payment-method', value: 'pm_123' },
        { key: 'express_payment_type', value: 'apple_pay' },
      ],
      extensions: { 'woocommerce/order-attribution': { source_type: 'typein' } },
      key: 'wc_order_YcYbVbBjr1oDP',
      billing_email: ORDER_EMAIL,
    });
  });

  it('fills an empty e-mail from the wallet, and keeps a phone the order has', async () => {
    const api = await orderApiFor();
    answer(order({ email: '', phone: '0601020304' }));
    answer(success);
    await api.getCart();
    await api.placeOrder(walletInput);
    const billing = postedBody(1).billing_address as StoreApiBillingAddress;
    expect(billing.email).toBe('luc.peeters@example.test');
    expect(billing.phone).toBe('0601020304');
    expect(billing.address_1).toBe('25 rue de la République');
  });

  it('reads the order first when it was not fetched yet, and reuses it afterwards', async () => {
    const api = await orderApiFor();
    answer(order());
    answer({ code: 'woocommerce_rest_checkout_process_payment_error', message: 'Carte refusée.', data: { status: 400 } }, {}, 400);
    answer(success);
    await expect(api.placeOrder(walletInput)).rejects.toThrow();
    await api.placeOrder(walletInput);
    expect(fetchMock.mock.calls.map((_, index) => `${sentRequest(fetchMock, index).method} ${sentRequest(fetchMock, index).path}`)).toEqual([
      'GET /wp-json/wc/store/v1/order/91',
      'POST /wp-json/wc/store/v1/checkout/91',
      'POST /wp-json/wc/store/v1/checkout/91',
    ]);
  });

  it('keeps the Nonce of an error answer for the next call', async () => {
    const api = await orderApiFor();
    answer(order());
    answer({ code: 'woocommerce_rest_checkout_process_payment_error', message: 'Carte refusée.', data: { status: 400 } }, { Nonce: 'nonce-err' }, 400);
    answer(success);
    await api.getCart();
    await api.placeOrder(walletInput).catch(() => undefined);
    await api.placeOrder(walletInput);
    expect(sentRequest(fetchMock, 2).headers.get('Nonce')).toBe('nonce-err');
  });
});

describe('the remembered billing e-mail', () => {
  it('after a placement, the e-mail sent authorises the next reads and placements', async () => {
    const api = await orderApiFor();
    answer(order({ email: '' }));
    answer(success);
    answer(order({ email: 'luc.peeters@example.test' }));
    answer(success);
    await api.getCart();
    await api.placeOrder(walletInput);
    expect(postedBody(1).billing_email).toBe(ORDER_EMAIL);
    await api.getCart();
    expect(billingEmailQuery(2)).toBe('luc.peeters@example.test');
    await api.placeOrder(walletInput);
    expect(postedBody(3).billing_email).toBe('luc.peeters@example.test');
  });

  it.each([
    ['a payment error', { code: 'woocommerce_rest_checkout_process_payment_error', message: 'Votre carte a été refusée.', data: { status: 400 } }],
    ['an error without a code', { message: 'Erreur' }],
  ])('is remembered after %s', async (_, body) => {
    const api = await orderApiFor();
    answer(order({ email: '' }));
    answer(body, {}, 400);
    answer(order({ email: 'luc.peeters@example.test' }));
    await api.getCart();
    await expect(api.placeOrder(walletInput)).rejects.toThrow();
    await api.getCart();
    expect(billingEmailQuery(2)).toBe('luc.peeters@example.test');
  });

  it.each([
    'woocommerce_rest_invalid_billing_email',
    'woocommerce_rest_invalid_order',
    'woocommerce_rest_invalid_user',
    'woocommerce_rest_invalid_address',
    'woocommerce_rest_invalid_address_country',
  ])('is not remembered after %s (the e-mail was not accepted)', async (code) => {
    const api = await orderApiFor();
    answer(order({ email: '' }));
    answer({ code, message: 'Refusé.', data: { status: 400 } }, {}, 400);
    answer(order({ email: '' }));
    await api.getCart();
    await expect(api.placeOrder(walletInput)).rejects.toThrow();
    await api.getCart();
    expect(billingEmailQuery(2)).toBe(ORDER_EMAIL);
  });
});
