// Store API client: URL and query, JSON body, Nonce and Cart-Token session headers, and its error shape.
// Header and body values come from the WooCommerce 11 captures 38 and 46.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HttpError } from './http-error.ts';
import { settle, stubFetch } from './fetch-stub.ts';

const pageNonce = 'a1b2c3d4e5';
const capturedNonce = '7019b28507';
const capturedCartToken =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1c2VyX2lkIjoidF9mMTJjYzlkMDQxMTkxMDgzOTQxODNlNzBhZmI3MjUiLCJleHAiOjE3OTU0ODMyMDYsImlzcyI6InN0b3JlLWFwaSIsImlhdCI6MTc5NTMxMDQwNn0.BWRvbHd0wH6wWUNJq3tGO_xzpJFoU3dnNjVbKvenvjA';
const badNonceBody = { code: 'woocommerce_rest_invalid_nonce', message: 'Nonce is invalid.', data: { status: 403 } };

async function loadStoreApi(storeApi: object = { nonce: pageNonce }) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'fondant-config';
  script.textContent = JSON.stringify({ storeApi });
  document.body.append(script);
  return import('./store-api.ts');
}

/** Loaded with the fresh module graph of loadStoreApi, so instanceof compares the same class. */
async function httpErrorClass(): Promise<typeof HttpError> {
  return (await import('./http-error.ts')).HttpError;
}

async function failureOf(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof (await httpErrorClass()))) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
}

afterEach(() => {
  document.body.replaceChildren();
  vi.resetModules();
});

describe('storeApi', () => {
  it('GETs root + path with the query appended, the page nonce and no Cart-Token yet', async () => {
    const { storeApi } = await loadStoreApi();
    const calls = stubFetch();
    const request = storeApi<{ items_count: number }>('cart', { query: { currency: 'EUR' } });
    await settle();
    const call = calls[0];
    expect(call?.url).toBe(new URL('/wp-json/wc/store/v1/cart?currency=EUR', document.baseURI).href);
    expect(call?.init.method).toBe('GET');
    expect(call?.init.body).toBeUndefined();
    expect(call?.headers.get('Nonce')).toBe(pageNonce);
    expect(call?.headers.has('Cart-Token')).toBe(false);
    expect(call?.headers.has('Content-Type')).toBe(false);
    call?.respond({ items_count: 0 });
    await expect(request).resolves.toEqual({ items_count: 0 });
  });

  it('joins root and path with exactly one slash and keeps the query of the path', async () => {
    const { storeApi } = await loadStoreApi({ root: 'https://boutique.example/wp-json/wc/store/v1/', nonce: '' });
    const calls = stubFetch();
    void storeApi('/order/91', { query: { key: 'wc_order_YcYbVbBjr1oDP', billing_email: 'a+b@example.fr' } });
    await settle();
    expect(calls[0]?.url).toBe('https://boutique.example/wp-json/wc/store/v1/order/91?key=wc_order_YcYbVbBjr1oDP&billing_email=a%2Bb%40example.fr');
    expect(calls[0]?.headers.has('Nonce')).toBe(false);
  });

  it('sends a JSON body with the method given', async () => {
    const { storeApi } = await loadStoreApi();
    const calls = stubFetch();
    void storeApi('cart/add-item', { method: 'POST', body: { id: 63, quantity: 2 } });
    await settle();
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"id":63,"quantity":2}');
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('sends the latest Nonce and Cart-Token response headers with the next requests', async () => {
    const { storeApi } = await loadStoreApi();
    const calls = stubFetch();
    const first = storeApi('cart');
    await settle();
    calls[0]?.respond({ items_count: 0 }, { headers: { Nonce: capturedNonce, 'Cart-Token': capturedCartToken } });
    await first;

    const second = storeApi('cart/add-item', { method: 'POST', body: { id: 63, quantity: 1 } });
    await settle();
    expect(calls[1]?.headers.get('Nonce')).toBe(capturedNonce);
    expect(calls[1]?.headers.get('Cart-Token')).toBe(capturedCartToken);
    calls[1]?.respond({ items_count: 1 }, { status: 201, headers: { Nonce: 'f00dcafe01' } });
    await second;

    void storeApi('cart');
    await settle();
    expect(calls[2]?.headers.get('Nonce')).toBe('f00dcafe01');
    expect(calls[2]?.headers.get('Cart-Token')).toBe(capturedCartToken);
  });

  it('turns the Store API error shape into an http HttpError with the server message, and still refreshes the nonce', async () => {
    const { storeApi } = await loadStoreApi();
    const calls = stubFetch();
    const request = failureOf(storeApi('cart/add-item', { method: 'POST', body: { id: 63, quantity: 1 } }));
    await settle();
    calls[0]?.respond(badNonceBody, { status: 403, headers: { Nonce: capturedNonce, 'Cart-Token': capturedCartToken } });

    const error = await request;
    expect(error.kind).toBe('http');
    expect(error.status).toBe(403);
    expect(error.code).toBe('woocommerce_rest_invalid_nonce');
    expect(error.message).toBe('Nonce is invalid.');
    expect(error.body).toEqual(badNonceBody);

    void storeApi('cart/add-item', { method: 'POST', body: { id: 63, quantity: 1 } });
    await settle();
    expect(calls[1]?.headers.get('Nonce')).toBe(capturedNonce);
    expect(calls[1]?.headers.get('Cart-Token')).toBe(capturedCartToken);
  });

  it('turns a non-JSON error body into invalid_json, keeping the status', async () => {
    const { storeApi } = await loadStoreApi();
    const calls = stubFetch();
    const request = failureOf(storeApi('cart'));
    await settle();
    calls[0]?.respond('<p>There has been a critical error on this website.</p>', { status: 500 });
    const error = await request;
    expect(error.kind).toBe('invalid_json');
    expect(error.status).toBe(500);
    expect(error.message).toBe('La réponse n’est pas une réponse JSON valide.');
  });

  it('keeps the generic http error for JSON errors of another shape, and passes offline through', async () => {
    const { storeApi } = await loadStoreApi();
    const calls = stubFetch();
    const odd = failureOf(storeApi('cart'));
    const offline = failureOf(storeApi('cart'));
    await settle();
    calls[0]?.respond({ error: 'upstream' }, { status: 502 });
    calls[1]?.fail();
    const oddError = await odd;
    expect(oddError.kind).toBe('http');
    expect(oddError.message).toBe('Le serveur a répondu par une erreur (502).');
    expect((await offline).kind).toBe('offline');
  });
});
