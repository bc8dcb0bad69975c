// The express button's life on a page (the order of WooPayments' calls: docs/woopayments-express-checkout.md),
// with a fake loadStripe whose element records its handlers: hidden until ready with a wallet, hidden when the
// total is 0, the refresh fails or no wallet is available; Elements made once then updated; refreshes on the
// cart events; on product pages the server's data first, then probes of a separate cart on variation and
// (debounced) quantity changes; superseded refreshes never publish; removal unmounts and hides.
import type { Stripe } from '@stripe/stripe-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshPage } from '../../core/testing/shop-page.ts';
import { expressCheckoutElementOptions } from './button-settings.ts';
import type { LoadStripe } from './button-scope.ts';
import type { ExpressSettings, ServerProductData } from './express-settings.ts';
import type { StoreApiCart } from './store-api-types.ts';
import {
  ACCOUNT_ID, AJAX_URL, PUBLISHABLE_KEY, STORE_API_ROOT, cartItem, deferred, expressSettings, jsonResponse, mockFetch, storeCart, testMount,
  type Deferred, type FetchMock, type TestMount,
} from './test-data/express-kit.ts';

const SESSION = 'X-WooPayments-Tokenized-Cart-Session';

const serverProduct: ServerProductData = {
  displayItems: [{ name: 'Formation Cake Designer Intermédiaire – 10 jours', amount: 185000 }],
  total: 185000,
  needsShipping: true,
  productType: 'variable',
};

const cartPage = `
  <div class="woocommerce-notices-wrapper"></div>
  <div id="wcpay-express-checkout-element" style="display:none"></div>
  <p id="wcpay-express-checkout-button-separator" style="display:none">— OU —</p>`;

const productPage = (buttonClass = '') => `
  <div class="woocommerce-notices-wrapper"></div>
  <div class="product">
    <form class="variations_form cart" data-product_id="1851">
      <table class="variations"><tbody><tr><td>
        <select name="attribute_pa_session"><option value="">Choisir une option</option><option value="mars-2027" selected>Mars 2027</option><option value="juin-2027">Juin 2027</option></select>
      </td></tr></tbody></table>
      <div class="single_variation_wrap">
        <div class="quantity"><input type="number" class="qty" name="quantity" value="1"></div>
        <button type="submit" class="single_add_to_cart_button button alt ${buttonClass}">Ajouter au panier</button>
        <input type="hidden" name="variation_id" value="1853">
      </div>
    </form>
    <div id="wcpay-express-checkout-element" style="display:none"></div>
  </div>`;

interface StoreRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

type Route = (request: StoreRequest) => Response | Promise<Response>;

/** Store API answers by route; a test can replace it, or hold answers with deferred(). */
let route: Route;
let fetchMock: FetchMock;

function cartOf(total: number, needsShipping = true): StoreApiCart {
  return storeCart(total > 0 ? [cartItem('k1', 'Moule à charnière', total)] : [], { needsShipping });
}

function fakeStripe() {
  const handlers = new Map<string, (event: unknown) => void>();
  const element = {
    on: vi.fn((name: string, handler: (event: unknown) => void) => {
      handlers.set(name, handler);
      return element;
    }),
    mount: vi.fn(),
    unmount: vi.fn(),
    destroy: vi.fn(),
  };
  const elements = { create: vi.fn((_type: string, _options: unknown) => element), update: vi.fn((_options: { amount: number }) => undefined), submit: vi.fn(async () => ({})) };
  const stripe = { elements: vi.fn((_options: unknown) => elements), createPaymentMethod: vi.fn(), handleNextAction: vi.fn() };
  const loadStripe = vi.fn<LoadStripe>(async () => stripe as unknown as Stripe);
  function fire(name: string, event: unknown = {}): void {
    const handler = handlers.get(name);
    if (!handler) throw new Error(`no "${name}" handler`);
    handler(event);
  }
  return { stripe, elements, element, loadStripe, fire, handlers };
}

interface Started extends ReturnType<typeof fakeStripe> {
  mount: TestMount<unknown>;
  container: HTMLElement;
  host: HTMLElement;
  separator: HTMLElement | null;
  emit: (name: string, args?: unknown[], options?: { target?: HTMLElement }) => void;
  settings: ExpressSettings;
}

async function startButton(html: string, overrides: Partial<ExpressSettings> = {}, fake = fakeStripe()): Promise<Started> {
  freshPage(html, { requestTimeout: 600_000 });
  const { startExpressButton } = await import('./express-button.ts');
  // The sheet's handlers (their own chunk, a dozen modules) are loaded once beforehand: the 2 s bounds of
  // until() then time the button, not the first transform of those modules on a busy machine.
  await import('./wallet-session.ts');
  const { emit } = await import('../../core/events/bridge.ts');
  const container = document.getElementById('wcpay-express-checkout-element')!;
  const host = document.createElement('div');
  container.append(host);
  const mount = testMount(container);
  const settings = expressSettings(overrides);
  startExpressButton({ context: mount.context, settings, host, loadStripe: fake.loadStripe });
  return { ...fake, mount, container, host, separator: document.getElementById('wcpay-express-checkout-button-separator'), emit, settings };
}

function storeRequests(): StoreRequest[] {
  return fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), document.baseURI).pathname.startsWith(STORE_API_ROOT))
    .map(([input, init]) => ({
      method: init?.method ?? 'GET',
      path: new URL(String(input), document.baseURI).pathname.slice(STORE_API_ROOT.length + 1),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init?.headers),
    }));
}

const trackedEvents = () => fetchMock.mock.calls
  .filter(([input]) => String(input) === AJAX_URL)
  .map(([, init]) => (init?.body as FormData).get('tracksEventName'));

/** Lets promise chains, fetch bodies and dynamic imports run (setImmediate is never faked here). */
async function settleAll(turns = 30): Promise<void> {
  for (let turn = 0; turn < turns; turn += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}

/** Retries until the assertion passes (2 s of real time at most). */
async function until(assertion: () => void): Promise<void> {
  const deadline = performance.now() + 2000;
  for (;;) {
    try {
      assertion();
      return;
    } catch (error) {
      if (performance.now() > deadline) throw error;
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }
}

const shown = (element: HTMLElement | null) => element !== null && !element.hidden && element.style.display !== 'none';

async function readyWith(started: Started, available: Record<string, boolean> | undefined): Promise<void> {
  await until(() => expect(started.handlers.has('ready')).toBe(true));
  started.fire('ready', { elementType: 'expressCheckout', availablePaymentMethods: available });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  fetchMock = mockFetch();
  route = () => jsonResponse(cartOf(5160));
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), document.baseURI);
    if (url.pathname === AJAX_URL) return new Response('{"success":true}');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return route({ method: init?.method ?? 'GET', path: url.pathname.slice(STORE_API_ROOT.length + 1), body, headers: new Headers(init?.headers) });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('cart page: the first refresh', () => {
  it('reads the cart, loads Stripe with the account, makes the Elements group and the element, and mounts it in the host', async () => {
    const started = await startButton(cartPage);
    await until(() => expect(started.element.mount).toHaveBeenCalledTimes(1));
    expect(storeRequests().map((request) => `${request.method} ${request.path}`)).toEqual(['GET cart']);
    expect(started.loadStripe).toHaveBeenCalledWith(PUBLISHABLE_KEY, { locale: 'fr', stripeAccount: ACCOUNT_ID });
    expect(started.stripe.elements).toHaveBeenCalledTimes(1);
    expect(started.stripe.elements).toHaveBeenCalledWith({
      mode: 'payment',
      amount: 5160,
      currency: 'eur',
      paymentMethodCreation: 'manual',
      appearance: { variables: { borderRadius: '4px', spacingUnit: '6px' } },
      locale: 'fr',
    });
    expect(started.elements.create).toHaveBeenCalledWith('expressCheckout', expressCheckoutElementOptions(started.settings.button));
    expect(started.element.mount).toHaveBeenCalledWith(started.host);
    expect([...started.handlers.keys()].sort()).toEqual(['cancel', 'click', 'confirm', 'loaderror', 'ready', 'shippingaddresschange', 'shippingratechange']);
  });

  it('stays hidden until ready names an available wallet, then shows the button and its separator', async () => {
    const started = await startButton(cartPage);
    await until(() => expect(started.element.mount).toHaveBeenCalled());
    expect(shown(started.container)).toBe(false);
    expect(shown(started.separator)).toBe(false);
    await readyWith(started, { applePay: false, googlePay: true });
    expect(shown(started.container)).toBe(true);
    expect(started.container.style.display).toBe('block');
    expect(shown(started.separator)).toBe(true);
  });

  it.each([
    ['no wallet at all', undefined],
    ['every wallet unavailable', { applePay: false, googlePay: false }],
  ])('stays hidden when ready reports %s', async (_, available) => {
    const started = await startButton(cartPage);
    await readyWith(started, available);
    expect(shown(started.container)).toBe(false);
    expect(shown(started.separator)).toBe(false);
  });

  it('hides again on loaderror', async () => {
    const started = await startButton(cartPage);
    await readyWith(started, { googlePay: true });
    started.fire('loaderror', { elementType: 'expressCheckout', error: { type: 'api_error' } });
    expect(shown(started.container)).toBe(false);
    expect(shown(started.separator)).toBe(false);
  });

  it('never loads Stripe and stays hidden when the total is 0', async () => {
    route = () => jsonResponse(cartOf(0));
    const started = await startButton(cartPage);
    await until(() => expect(storeRequests()).toHaveLength(1));
    await settleAll();
    expect(started.loadStripe).not.toHaveBeenCalled();
    expect(shown(started.container)).toBe(false);
    expect(started.container.hidden).toBe(true);
  });

  it('never loads Stripe and stays hidden when the cart cannot be read', async () => {
    route = () => jsonResponse({ code: 'woocommerce_rest_invalid_nonce', message: 'Jeton invalide.', data: { status: 403 } }, { status: 403 });
    const started = await startButton(cartPage);
    await until(() => expect(storeRequests()).toHaveLength(1));
    await settleAll();
    expect(started.loadStripe).not.toHaveBeenCalled();
    expect(shown(started.container)).toBe(false);
  });

  it('does nothing at all without a publishable key', async () => {
    const started = await startButton(cartPage, { publishableKey: '' });
    await settleAll();
    expect(storeRequests()).toEqual([]);
    expect(started.loadStripe).not.toHaveBeenCalled();
    expect(shown(started.container)).toBe(false);
  });

  it('stays hidden when Stripe.js cannot be loaded, and tries again at the next refresh', async () => {
    const fake = fakeStripe();
    fake.loadStripe.mockResolvedValueOnce(null);
    const started = await startButton(cartPage, {}, fake);
    await until(() => expect(fake.loadStripe).toHaveBeenCalledTimes(1));
    await settleAll();
    expect(shown(started.container)).toBe(false);
    started.emit('updated_cart_totals');
    await until(() => expect(fake.element.mount).toHaveBeenCalledTimes(1));
    expect(fake.loadStripe).toHaveBeenCalledTimes(2);
    expect(fake.stripe.elements).toHaveBeenCalledTimes(1);
    expect(started.mount.errors).toEqual([]);
    await readyWith(started, { applePay: true });
    expect(shown(started.container)).toBe(true);
  });
});

describe('checkout page with WooCommerce’s own checkout script', () => {
  it('waits for its first updated_checkout instead of reading the cart twice', async () => {
    (window as unknown as Record<string, unknown>).wc_checkout_params = { ajax_url: '/wp-admin/admin-ajax.php' };
    try {
      const started = await startButton(cartPage, { context: 'checkout' });
      await settleAll();
      expect(storeRequests()).toEqual([]);
      started.emit('updated_checkout');
      await until(() => expect(storeRequests()).toHaveLength(1));
    } finally {
      delete (window as unknown as Record<string, unknown>).wc_checkout_params;
    }
  });
});

describe('cart page: later refreshes', () => {
  it.each(['updated_cart_totals', 'updated_checkout', 'added_to_cart', 'removed_from_cart'])(
    'reads the cart again on %s and updates the amount, never making a second element', async (name) => {
      const started = await startButton(cartPage);
      await readyWith(started, { googlePay: true });
      route = () => jsonResponse(cartOf(7300));
      started.emit(name);
      await until(() => expect(started.elements.update).toHaveBeenCalledWith({ amount: 7300 }));
      expect(storeRequests()).toHaveLength(2);
      expect(started.stripe.elements).toHaveBeenCalledTimes(1);
      expect(started.elements.create).toHaveBeenCalledTimes(1);
      expect(shown(started.container)).toBe(true);
    });

  it('hides the button when the total falls to 0, and shows it again when it rises', async () => {
    const started = await startButton(cartPage);
    await readyWith(started, { googlePay: true });
    route = () => jsonResponse(cartOf(0));
    started.emit('updated_checkout');
    await until(() => expect(shown(started.container)).toBe(false));
    expect(shown(started.separator)).toBe(false);
    expect(started.elements.update).not.toHaveBeenCalled();
    route = () => jsonResponse(cartOf(990));
    started.emit('updated_checkout');
    await until(() => expect(shown(started.container)).toBe(true));
    expect(started.elements.update).toHaveBeenCalledWith({ amount: 990 });
  });

  it('hides the button when a refresh fails', async () => {
    const started = await startButton(cartPage);
    await readyWith(started, { googlePay: true });
    route = () => new Response('Service Unavailable', { status: 503 });
    started.emit('updated_cart_totals');
    await until(() => expect(shown(started.container)).toBe(false));
  });

  it('lets a superseded refresh publish nothing', async () => {
    const answers: Deferred<Response>[] = [];
    route = () => {
      const answer = deferred<Response>();
      answers.push(answer);
      return answer.promise;
    };
    const started = await startButton(cartPage);
    await until(() => expect(answers).toHaveLength(1));
    started.emit('updated_cart_totals');
    await until(() => expect(answers).toHaveLength(2));
    answers[1]!.resolve(jsonResponse(cartOf(0)));
    await settleAll();
    answers[0]!.resolve(jsonResponse(cartOf(9999)));
    await settleAll();
    expect(started.loadStripe).not.toHaveBeenCalled();
    expect(started.stripe.elements).not.toHaveBeenCalled();
    expect(shown(started.container)).toBe(false);
  });

  it('makes ONE element when a second refresh ends while Stripe.js is still loading', async () => {
    const fake = fakeStripe();
    const loading = deferred<Stripe | null>();
    fake.loadStripe.mockReturnValue(loading.promise);
    const started = await startButton(cartPage, {}, fake);
    await until(() => expect(fake.loadStripe).toHaveBeenCalledTimes(1));
    route = () => jsonResponse(cartOf(6400));
    started.emit('updated_checkout');
    await until(() => expect(storeRequests()).toHaveLength(2));
    await settleAll();
    loading.resolve(fake.stripe as unknown as Stripe);
    await until(() => expect(fake.element.mount).toHaveBeenCalled());
    await settleAll();
    expect(fake.stripe.elements).toHaveBeenCalledTimes(1);
    expect(fake.elements.create).toHaveBeenCalledTimes(1);
    expect(fake.element.mount).toHaveBeenCalledTimes(1);
  });

  it('stops listening and destroys the element at unmount', async () => {
    const started = await startButton(cartPage);
    await readyWith(started, { googlePay: true });
    started.mount.unmount();
    expect(started.element.destroy).toHaveBeenCalledTimes(1);
    started.emit('updated_cart_totals');
    await settleAll();
    expect(storeRequests()).toHaveLength(1);
  });

  it('makes no element when it is unmounted while Stripe.js is still loading (nothing left that cannot be destroyed)', async () => {
    const fake = fakeStripe();
    const loading = deferred<Stripe | null>();
    fake.loadStripe.mockReturnValue(loading.promise);
    const started = await startButton(cartPage, {}, fake);
    await until(() => expect(fake.loadStripe).toHaveBeenCalledTimes(1));
    started.mount.unmount();
    loading.resolve(fake.stripe as unknown as Stripe);
    await settleAll();
    expect(fake.stripe.elements).not.toHaveBeenCalled();
    expect(fake.element.mount).not.toHaveBeenCalled();
  });
});

describe('pay-for-order page', () => {
  it('reads the order with its key and e-mail and charges its total', async () => {
    route = () => jsonResponse({ id: 91, items: [cartItem('k', 'Formation', 185000)], totals: cartOf(185000).totals, billing_address: {}, shipping_address: {} });
    const started = await startButton(cartPage, { context: 'pay_for_order', payForOrder: { orderId: 91, key: 'wc_order_abc', billingEmail: 'elodie@example.test' } });
    await until(() => expect(started.stripe.elements).toHaveBeenCalledWith(expect.objectContaining({ amount: 185000, currency: 'eur' })));
    const [request] = storeRequests();
    expect(`${request?.method} ${request?.path}`).toBe('GET order/91');
    const url = new URL(String(fetchMock.mock.calls.find(([input]) => String(input).includes('/order/'))?.[0]));
    expect(url.searchParams.get('key')).toBe('wc_order_abc');
    expect(url.searchParams.get('billing_email')).toBe('elodie@example.test');
  });
});

describe('tracking', () => {
  it('sends the load events 1000 ms after ready (the page events belong to the mount, button or not)', async () => {
    const started = await startButton(cartPage, { frontendTracks: [{ event: 'cart_page_view', properties: {} }] });
    await readyWith(started, { applePay: true, googlePay: true });
    vi.advanceTimersByTime(999);
    expect(trackedEvents()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(trackedEvents()).toEqual(['applepay_button_load', 'gpay_button_load']);
  });
});

describe('product page', () => {
  const product = { context: 'product' as const, product: serverProduct };

  it("uses the server's product data first, without reading any cart", async () => {
    const started = await startButton(productPage(), product);
    await until(() => expect(started.stripe.elements).toHaveBeenCalledWith(expect.objectContaining({ amount: 185000 })));
    expect(storeRequests()).toEqual([]);
    await readyWith(started, { googlePay: true });
    expect(shown(started.container)).toBe(true);
  });

  it('uses the server data even while the options are not chosen yet', async () => {
    const started = await startButton(productPage('disabled wc-variation-selection-needed'), product);
    await until(() => expect(started.stripe.elements).toHaveBeenCalledWith(expect.objectContaining({ amount: 185000 })));
  });

  it('on a variation change, probes a new separate cart with the chosen variation, empties it and updates the amount', async () => {
    const started = await startButton(productPage(), product);
    await readyWith(started, { googlePay: true });
    let items: StoreApiCart['items'] = [];
    route = ({ method, path, body }) => {
      if (path === 'cart/add-item') {
        items = [cartItem('probe-key', 'Formation – Juin 2027', 195000)];
        return jsonResponse(storeCart(items), { headers: { [SESSION]: 'jwt-probe' } });
      }
      if (path === 'cart/remove-item') {
        expect(body).toEqual({ key: 'probe-key' });
        items = [];
      }
      expect(method === 'GET' || path === 'cart/remove-item').toBe(true);
      return jsonResponse(storeCart(items));
    };
    const form = document.querySelector<HTMLFormElement>('form.variations_form')!;
    document.querySelector<HTMLInputElement>('[name="variation_id"]')!.value = '1854';
    document.querySelector<HTMLSelectElement>('[name="attribute_pa_session"]')!.value = 'juin-2027';
    started.emit('woocommerce_variation_has_changed', [], { target: form });
    await until(() => expect(started.elements.update).toHaveBeenCalledWith({ amount: 195000 }));
    const requests = storeRequests();
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual(['POST cart/add-item', 'GET cart', 'POST cart/remove-item']);
    expect(requests[0]!.body).toEqual({ id: 1854, quantity: 1, variation: [{ attribute: 'attribute_pa_session', value: 'juin-2027' }] });
    expect(requests[0]!.headers.get(SESSION)).toBe('');
    expect(requests[1]!.headers.get(SESSION)).toBe('jwt-probe');
    expect(started.stripe.elements).toHaveBeenCalledTimes(1);
    expect(shown(started.container)).toBe(true);
  });

  it('each probe has a separate cart of its own: a second probe starts a new session, not the first one’s', async () => {
    const started = await startButton(productPage(), product);
    await readyWith(started, { googlePay: true });
    let probes = 0;
    route = ({ path }) => {
      if (path === 'cart/add-item') {
        probes += 1;
        return jsonResponse(storeCart([cartItem(`probe-${probes}`, 'Formation', 185000)]), { headers: { [SESSION]: `jwt-probe-${probes}` } });
      }
      return jsonResponse(storeCart([]));
    };
    const form = document.querySelector<HTMLFormElement>('form.variations_form')!;
    document.querySelector<HTMLInputElement>('[name="variation_id"]')!.value = '1854';
    started.emit('woocommerce_variation_has_changed', [], { target: form });
    started.emit('show_variation', [], { target: form });
    await until(() => expect(storeRequests().filter((request) => request.path === 'cart/add-item')).toHaveLength(2));
    const adds = storeRequests().filter((request) => request.path === 'cart/add-item');
    expect(adds.map((request) => request.headers.get(SESSION))).toEqual(['', '']);
    // Each probe empties its own cart, whatever order the answers come in.
    await until(() => expect(storeRequests().filter((request) => request.path === 'cart')).toHaveLength(2));
    const reads = storeRequests().filter((request) => request.path === 'cart').map((request) => request.headers.get(SESSION));
    expect(reads.sort()).toEqual(['jwt-probe-1', 'jwt-probe-2']);
  });

  it('reads the add-to-cart button after every show_variation handler, the variation script’s own bound later', async () => {
    route = ({ path }) => jsonResponse(path === 'cart/add-item' ? storeCart([cartItem('p', 'Formation – Mars 2027', 185000)]) : storeCart([]));
    const started = await startButton(productPage('disabled wc-variation-selection-needed'), product);
    await readyWith(started, { googlePay: true });
    const form = document.querySelector<HTMLFormElement>('form.variations_form')!;
    const { on } = await import('../../core/events/bridge.ts');
    on('show_variation', () => document.querySelector('.single_add_to_cart_button')!.classList.remove('disabled', 'wc-variation-selection-needed'), { target: form });
    started.emit('show_variation', [{ variation_id: 1853 }, true], { target: form });
    await until(() => expect(started.elements.update).toHaveBeenCalledWith({ amount: 185000 }));
    expect(storeRequests()[0]!.path).toBe('cart/add-item');
  });

  it('probes nothing when show_variation comes after the unmount', async () => {
    const started = await startButton(productPage(), product);
    await readyWith(started, { googlePay: true });
    const form = document.querySelector<HTMLFormElement>('form.variations_form')!;
    const { on } = await import('../../core/events/bridge.ts');
    on('show_variation', () => started.mount.unmount(), { target: form });
    started.emit('show_variation', [{ variation_id: 1853 }, true], { target: form });
    await settleAll();
    expect(storeRequests()).toEqual([]);
  });

  it('keeps the button as it is while the chosen options cannot be bought', async () => {
    const started = await startButton(productPage(), product);
    await readyWith(started, { googlePay: true });
    const button = document.querySelector('.single_add_to_cart_button')!;
    button.classList.add('disabled', 'wc-variation-is-unavailable');
    started.emit('woocommerce_variation_has_changed', [], { target: document.querySelector<HTMLElement>('form.variations_form')! });
    await settleAll();
    expect(storeRequests()).toEqual([]);
    expect(started.elements.update).not.toHaveBeenCalled();
    expect(shown(started.container)).toBe(true);
  });

  it('without server data, probes the chosen product at start', async () => {
    route = ({ path }) => jsonResponse(path === 'cart/add-item' ? storeCart([cartItem('p', 'Formation', 185000)]) : storeCart([]));
    const started = await startButton(productPage(), { context: 'product', product: null });
    await until(() => expect(started.stripe.elements).toHaveBeenCalledWith(expect.objectContaining({ amount: 185000 })));
    expect(storeRequests()[0]!.path).toBe('cart/add-item');
  });

  it('without server data, reads nothing while the add-to-cart button is disabled', async () => {
    const started = await startButton(productPage('disabled wc-variation-selection-needed'), { context: 'product', product: null });
    await settleAll();
    expect(storeRequests()).toEqual([]);
    expect(started.loadStripe).not.toHaveBeenCalled();
    expect(shown(started.container)).toBe(false);
  });

  it('refreshes 250 ms after the last quantity keystroke, refusing clicks meanwhile', async () => {
    const started = await startButton(productPage(), product);
    await readyWith(started, { googlePay: true });
    route = ({ path }) => jsonResponse(path === 'cart/add-item' ? storeCart([cartItem('p', 'Formation', 555000)]) : storeCart([]));
    const quantity = document.querySelector<HTMLInputElement>('.qty')!;
    for (const value of ['2', '3']) {
      quantity.value = value;
      quantity.dispatchEvent(new Event('input', { bubbles: true }));
      vi.advanceTimersByTime(200);
    }
    const click = { elementType: 'expressCheckout', expressPaymentType: 'google_pay', resolve: vi.fn(), reject: vi.fn() };
    started.fire('click', click);
    expect(click.reject).toHaveBeenCalledTimes(1);
    expect(click.resolve).not.toHaveBeenCalled();
    await settleAll();
    expect(storeRequests()).toEqual([]);
    vi.advanceTimersByTime(49);
    await settleAll();
    expect(storeRequests()).toEqual([]);
    vi.advanceTimersByTime(1);
    await until(() => expect(started.elements.update).toHaveBeenCalledWith({ amount: 555000 }));
    expect(storeRequests().filter((request) => request.path === 'cart/add-item').map((request) => request.body)).toEqual([
      { id: 1853, quantity: 3, variation: [{ attribute: 'attribute_pa_session', value: 'mars-2027' }] },
    ]);
  });

  it('removes the button when the product cannot be put in the separate cart at click', async () => {
    const started = await startButton(productPage(), product);
    await readyWith(started, { googlePay: true });
    route = () => jsonResponse({ code: 'woocommerce_rest_product_out_of_stock', message: 'Rupture de stock.', data: { status: 400 } }, { status: 400 });
    const click = { elementType: 'expressCheckout', expressPaymentType: 'google_pay', resolve: vi.fn(), reject: vi.fn() };
    started.fire('click', click);
    expect(click.resolve).toHaveBeenCalledTimes(1);
    await until(() => expect(started.element.unmount).toHaveBeenCalledTimes(1));
    expect(shown(started.container)).toBe(false);
    expect(shown(started.separator)).toBe(false);
    expect(document.querySelector('.woocommerce-error')?.textContent).toBe(
      'Une erreur est survenue lors du traitement du produit avec ce moyen de paiement. Veuillez plutôt ajouter le produit au panier.');
    const before = storeRequests().length;
    started.emit('woocommerce_variation_has_changed', [], { target: document.querySelector<HTMLElement>('form.variations_form')! });
    await settleAll();
    expect(storeRequests()).toHaveLength(before);
  });
});
