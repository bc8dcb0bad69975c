// Test helpers for the express checkout tests, never bundled: WooPayments-shaped settings (as the server
// prints them) and their typed form, Store API carts, a fetch mock answering with Response objects, a
// deferred promise and a MountContext like the registry's.
import { vi, type Mock } from 'vitest';
import { testMount as mountForTest, type TestMount } from '../../../core/testing/test-mount.ts';

export type { TestMount };
import type { ExpressSettings } from '../express-settings.ts';
import type { StoreApiCart, StoreApiCartItem, StoreApiShippingRate } from '../store-api-types.ts';

export const STORE_NAME = 'Atelier Sucré';
export const PUBLISHABLE_KEY = 'pk_test_fondant_fixture_51AtelierSucre';
export const ACCOUNT_ID = 'acct_1FondantFixture';
export const AJAX_URL = '/wp-admin/admin-ajax.php';
export const STORE_API_ROOT = '/wp-json/wc/store/v1';

/** wcpayExpressCheckoutParams as WooPayments prints it, for one button context. */
export function wooParams(context: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ajax_url: AJAX_URL,
    wc_ajax_url: '/?wc-ajax=%%endpoint%%',
    stripe: { publishableKey: PUBLISHABLE_KEY, accountId: ACCOUNT_ID, locale: 'fr' },
    nonce: {
      platform_tracker: 'pt-nonce',
      tokenized_cart_nonce: 'tc-nonce',
      tokenized_cart_session_nonce: 'ts-nonce',
      store_api_nonce: 'sa-nonce',
      get_cart_details: 'legacy-nonce',
    },
    checkout: {
      currency_code: 'eur',
      currency_decimals: 2,
      country_code: 'FR',
      needs_shipping: true,
      needs_payer_phone: true,
      allowed_shipping_countries: ['BE', 'FR'],
      display_prices_with_tax: false,
    },
    button: { type: 'buy', theme: 'dark', height: '40', radius: '4', locale: 'fr', branded_type: 'long' },
    login_confirmation: false,
    button_context: context,
    has_block: false,
    product: context === 'product'
      ? {
          displayItems: [
            { label: 'Formation Cake Designer Intermédiaire – 10 jours', amount: 185000 },
            { label: 'TVA', amount: 0, pending: true },
            { label: 'Expédition', amount: 0, pending: true },
          ],
          total: { label: `${STORE_NAME} (via WooCommerce)`, amount: 185000, pending: true },
          needs_shipping: true,
          currency: 'eur',
          country_code: 'FR',
          shippingOptions: { id: 'pending', label: 'En attente', detail: '', amount: 0 },
          product_type: 'variable',
        }
      : false,
    total_label: `${STORE_NAME} (via WooCommerce)`,
    store_name: STORE_NAME,
    ...overrides,
  };
}

/** Typed settings as readExpressSettings gives them for the cart page; override what a test needs. */
export function expressSettings(overrides: Partial<ExpressSettings> = {}): ExpressSettings {
  return {
    context: 'cart',
    publishableKey: PUBLISHABLE_KEY,
    accountId: ACCOUNT_ID,
    locale: 'fr',
    ajaxUrl: AJAX_URL,
    nonces: { platformTracker: 'pt-nonce', tokenizedCart: 'tc-nonce', tokenizedCartSession: 'ts-nonce', storeApi: 'sa-nonce' },
    currencyCode: 'eur',
    currencyDecimals: 2,
    needsShipping: true,
    needsPayerPhone: true,
    allowedShippingCountries: ['BE', 'FR'],
    displayPricesWithTax: false,
    button: { type: 'buy', theme: 'dark', height: '40', radius: '4' },
    loginConfirmation: null,
    product: null,
    storeName: STORE_NAME,
    payForOrder: null,
    fraudPreventionToken: 'fp-token',
    frontendTracks: [],
    ...overrides,
  };
}

export function cartItem(key: string, name: string, lineSubtotal: number, quantity = 1): StoreApiCartItem {
  return { key, name, quantity, variation: [], item_data: [], totals: { line_subtotal: String(lineSubtotal), line_subtotal_tax: '0' } };
}

/** A Store API cart whose total is the sum of its items (no tax, no shipping cost). */
export function storeCart(items: StoreApiCartItem[], options: { needsShipping?: boolean; rates?: StoreApiShippingRate[] } = {}): StoreApiCart {
  const total = items.reduce((sum, item) => sum + Number(item.totals.line_subtotal), 0);
  return {
    items,
    shipping_rates: options.rates ? [{ package_id: 0, shipping_rates: options.rates }] : [],
    totals: { total_price: String(total), total_shipping: '0', total_tax: '0', currency_code: 'EUR', currency_minor_unit: 2 },
    needs_shipping: options.needsShipping ?? true,
  };
}

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), { status: 200, ...init, headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string> | undefined) } });
}

export type FetchMock = Mock<typeof fetch>;

/** Replaces the global fetch (undo with vi.unstubAllGlobals); answers are queued with mockResolvedValueOnce. */
export function mockFetch(): FetchMock {
  const mock = vi.fn<typeof fetch>(() => Promise.reject(new Error('unexpected fetch')));
  vi.stubGlobal('fetch', mock);
  return mock;
}

export interface SentRequest {
  url: URL;
  path: string;
  method: string;
  headers: Headers;
  body: unknown;
}

/** One call of the mock, its JSON body parsed (FormData and form strings are returned as they are). */
export function sentRequest(mock: FetchMock, index: number): SentRequest {
  const call = mock.mock.calls[index];
  if (!call) throw new Error(`fetch call ${index} was not made (${mock.mock.calls.length} calls)`);
  const [input, init = {}] = call;
  const url = new URL(String(input), document.baseURI);
  const raw = init.body;
  let body: unknown = raw;
  if (typeof raw === 'string') {
    try {
      body = JSON.parse(raw);
    } catch {
      body = raw;
    }
  }
  return { url, path: url.pathname, method: init.method ?? 'GET', headers: new Headers(init.headers), body };
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(reason: unknown): void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets promise chains (and fetch bodies) run; uses setImmediate, which tests never fake. */
export async function flush(turns = 10): Promise<void> {
  for (let turn = 0; turn < turns; turn += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}

/** A MountContext like the registry's, for the express-checkout widget. */
export function testMount(element: HTMLElement): TestMount<unknown> {
  return mountForTest(element, {}, 'express-checkout');
}
