// One wallet sheet's handlers (their calls in order: docs/woopayments-express-checkout.md), with fake Stripe,
// Elements, cart API, order backend and tracker: the click (login prompt, refusals, the product in its own
// cart, the sheet's details), address and rate changes, confirm (errors, payload, 3-D Secure, redirect, one
// order however often it is confirmed) and cancel (cart emptied, fields refilled).
import type {
  StripeExpressCheckoutElementClickEvent as ClickEvent,
  StripeExpressCheckoutElementConfirmEvent as ConfirmEvent,
  StripeExpressCheckoutElementShippingAddressChangeEvent as AddressChangeEvent,
  StripeExpressCheckoutElementShippingRateChangeEvent as RateChangeEvent,
} from '@stripe/stripe-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshPage } from '../../core/testing/shop-page.ts';
import type { ExpressCartApi } from './express-cart-api.ts';
import type { ExpressSettings, ServerProductData } from './express-settings.ts';
import type { StoreApiCart } from './store-api-types.ts';
import { cartWithBelgianAddress, cartWithFrenchAddress } from './test-data/carts.ts';
import {
  AJAX_URL, STORE_NAME, cartItem, deferred, expressSettings, flush, jsonResponse, mockFetch, sentRequest, storeCart, type FetchMock,
} from './test-data/express-kit.ts';

const NOTICE_PRODUCT_NOT_ADDED = 'Une erreur est survenue lors du traitement du produit avec ce moyen de paiement. Veuillez plutôt ajouter le produit au panier.';
const ORDER_FAILED = 'Il y a eu un problème lors du traitement de la commande.';
const ORDER_RECEIVED = 'https://boutique.example/commande/order-received/91/?key=wc_order_YcYbVbBjr1oDP';
const RETURN_URL = 'https://boutique.example/commande/order-received/91/?key=wc_order_YcYbVbBjr1oDP&wcpay=3ds';
const FRAGMENT = '#wcpay-confirm-pi:91:pi_3Abc_secret_Xyz:9f8e7d6c5b';

const attribution = `
  <wc-order-attribution-inputs id="wcpay-express-checkout__order-attribution-inputs">
    <input type="hidden" name="wc_order_attribution_source_type" value="typein">
    <input type="hidden" name="wc_order_attribution_utm_source" value="(direct)">
  </wc-order-attribution-inputs>`;

const productPage = (buttonClass = '') => `
  <div class="woocommerce-notices-wrapper"></div>
  <div class="product">
    <form class="variations_form cart" data-product_id="1851">
      <table class="variations"><tbody><tr><td>
        <select name="attribute_pa_session"><option value="">Choisir une option</option><option value="mars-2027" selected>Mars 2027</option></select>
      </td></tr></tbody></table>
      <div class="single_variation_wrap">
        <div class="quantity"><input type="number" class="qty" name="quantity" value="2"></div>
        <button type="submit" class="single_add_to_cart_button button alt ${buttonClass}">Ajouter au panier</button>
        <input type="hidden" name="variation_id" value="1853">
      </div>
    </form>
    <div id="wcpay-express-checkout-element"></div>
  </div>${attribution}`;

const cartPage = `
  <div class="woocommerce-notices-wrapper"></div>
  <form class="woocommerce-shipping-calculator">
    <select name="calc_shipping_country"><option value="">Choisir un pays…</option><option value="BE">Belgique</option><option value="FR">France</option><option value="GB">Royaume-Uni</option></select>
    <input name="calc_shipping_state" value=""><input name="calc_shipping_city" value="Paris"><input name="calc_shipping_postcode" value="75001">
    <button type="submit" name="calc_shipping" value="1">Mettre à jour</button>
  </form>
  <div id="wcpay-express-checkout-element"></div>${attribution}`;

const checkoutPage = `
  <div class="woocommerce-notices-wrapper"></div>
  <div id="wcpay-express-checkout-element"></div>
  <form class="woocommerce-checkout">
    <select name="billing_country"><option value="">Choisir un pays…</option><option value="BE">Belgique</option><option value="FR">France</option></select>
    <input name="billing_state" value=""><input name="billing_city" value=""><input name="billing_postcode" value="">
  </form>${attribution}`;

const serverProduct: ServerProductData = {
  displayItems: [
    { name: 'Formation Cake Designer Intermédiaire – 10 jours', amount: 185000 },
    { name: 'TVA', amount: 0 },
    { name: 'Expédition', amount: 0 },
  ],
  total: 185000,
  needsShipping: true,
  productType: 'variable',
};

const pending = { id: 'pending', displayName: 'En attente', amount: 0 };

interface StartOptions {
  settings?: Partial<ExpressSettings>;
  product?: ServerProductData | null;
  cart?: StoreApiCart | null;
  /** false: no Store API cart (pay-for-order). */
  withCartApi?: boolean;
  /** Use the real Store API client (with the mocked fetch) as cart API and order backend. */
  realCartApi?: boolean;
}

async function start(html: string, options: StartOptions = {}) {
  freshPage(html, { requestTimeout: 600_000 });
  const { createWalletSession } = await import('./wallet-session.ts');
  const { findProductForm } = await import('./product-selection.ts');
  const { walletLineItems, walletTotal } = await import('./line-items.ts');
  const { walletShippingRates } = await import('./shipping-options.ts');
  const { HttpError } = await import('../../core/http/http-error.ts');
  const settings = expressSettings(options.settings);
  const fakeCartApi = {
    getCart: vi.fn<ExpressCartApi['getCart']>(),
    useNewSeparateCart: vi.fn<ExpressCartApi['useNewSeparateCart']>(),
    addItem: vi.fn<ExpressCartApi['addItem']>(async () => storeCart([cartItem('k1', 'Formation', 370000)])),
    emptyCart: vi.fn<ExpressCartApi['emptyCart']>(async () => undefined),
    updateCustomer: vi.fn<ExpressCartApi['updateCustomer']>(async () => cartWithFrenchAddress),
    selectShippingRate: vi.fn<ExpressCartApi['selectShippingRate']>(async () => cartWithBelgianAddress),
    placeOrder: vi.fn<ExpressCartApi['placeOrder']>(),
  };
  let cartApi: ExpressCartApi | null = options.withCartApi === false ? null : fakeCartApi;
  if (options.realCartApi) cartApi = (await import('./express-cart-api.ts')).createExpressCartApi(settings);
  const backend = { placeOrder: vi.fn<(order: unknown) => Promise<unknown>>(async () => successAnswer(ORDER_RECEIVED)) };
  const stripe = {
    createPaymentMethod: vi.fn(async (_options: { elements: unknown }): Promise<{ paymentMethod?: { id: string }; error?: { message?: string } }> => ({ paymentMethod: { id: 'pm_123' } })),
    handleNextAction: vi.fn(async (_options: { clientSecret: string }) => ({ paymentIntent: { id: 'pi_3Abc', status: 'succeeded' } })),
  };
  const elements = {
    update: vi.fn((_options: { amount: number }) => undefined),
    submit: vi.fn(async (): Promise<{ error?: { message?: string } }> => ({})),
  };
  const tracker = { buttonClicked: vi.fn(), buttonsLoaded: vi.fn(), pageViewed: vi.fn() };
  const state = { refreshing: false };
  const removeButton = vi.fn();
  const navigate = vi.fn((_url: string) => undefined);
  const element = document.getElementById('wcpay-express-checkout-element')!;
  const session = createWalletSession({
    settings,
    element,
    cartApi,
    backend: options.realCartApi ? cartApi! : backend,
    stripe,
    elements,
    tracker,
    productForm: settings.context === 'product' ? findProductForm(element) : null,
    snapshot: () => ({ product: options.product ?? null, cart: options.cart ?? null }),
    isRefreshing: () => state.refreshing,
    removeButton,
    navigate,
  });
  return { session, settings, cartApi: fakeCartApi, backend, stripe, elements, tracker, state, removeButton, navigate, HttpError, walletLineItems, walletTotal, walletShippingRates };
}

function successAnswer(redirectUrl: string, redirectDetail = redirectUrl) {
  return {
    order_id: 91,
    status: 'processing',
    payment_result: { payment_status: 'success', payment_details: [{ key: 'result', value: 'success' }, { key: 'redirect', value: redirectDetail }], redirect_url: redirectUrl },
  };
}

function clickEvent(expressPaymentType = 'google_pay') {
  const resolve = vi.fn();
  const reject = vi.fn();
  return { resolve, reject, event: { elementType: 'expressCheckout', expressPaymentType, resolve, reject } as unknown as ClickEvent };
}

function addressEvent(name: string, address: { city: string; state: string; postal_code: string; country: string }) {
  const resolve = vi.fn();
  const reject = vi.fn();
  return { resolve, reject, event: { name, address, resolve, reject } as unknown as AddressChangeEvent };
}

function rateEvent(id: string) {
  const resolve = vi.fn();
  const reject = vi.fn();
  return { resolve, reject, event: { shippingRate: { id, displayName: id, amount: 0 }, resolve, reject } as unknown as RateChangeEvent };
}

function confirmEvent(overrides: Record<string, unknown> = {}) {
  const paymentFailed = vi.fn();
  const event = {
    expressPaymentType: 'google_pay',
    paymentFailed,
    billingDetails: {
      name: 'Élodie Lefèvre',
      email: 'elodie.lefevre@example.test',
      phone: '06 01 02 03 04',
      address: { line1: '25 rue de la République', line2: 'Bât. B', city: 'Lyon', state: '', postal_code: '69002', country: 'FR' },
    },
    shippingAddress: {
      name: 'Luc Peeters',
      address: { line1: 'Rue Neuve 12', line2: null, city: 'Bruxelles', state: '', postal_code: '1000', country: 'BE' },
    },
    ...overrides,
  };
  return { paymentFailed, event: event as unknown as ConfirmEvent };
}

const lyon = { city: 'Lyon', state: '', postal_code: '69 002', country: 'FR' };
const notices = () => [...document.querySelectorAll('.woocommerce-error')].map((notice) => notice.textContent);
const isBlocked = () => document.body.getAttribute('aria-busy') === 'true';

let alerts: Array<string | undefined>;

beforeEach(() => {
  alerts = [];
  window.alert = vi.fn((message?: string) => void alerts.push(message));
  vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
});

afterEach(() => {
  Reflect.deleteProperty(window, 'alert');
  Reflect.deleteProperty(window, 'confirm');
  Reflect.deleteProperty(window, 'wc_add_to_cart_variation_params');
  vi.unstubAllGlobals();
});

describe('click: login prompt', () => {
  const loginConfirmation = { message: 'Pour payer avec **ce moyen de paiement**, vous devez vous connecter.', redirectUrl: '/mon-compte/?redirect_to=%2Fpanier%2F' };

  it('asks with the wallet named, rejects the sheet and never resolves; Cancel stays', async () => {
    const confirm = vi.fn((_message?: string) => false);
    window.confirm = confirm;
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const { session, cartApi, tracker } = await start(productPage(), { settings: { context: 'product', loginConfirmation }, product: serverProduct });
    const click = clickEvent('apple_pay');
    session.click(click.event);
    expect(confirm).toHaveBeenCalledWith('Pour payer avec Apple Pay, vous devez vous connecter.');
    expect(click.reject).toHaveBeenCalledTimes(1);
    expect(click.resolve).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
    expect(cartApi.addItem).not.toHaveBeenCalled();
    expect(tracker.buttonClicked).not.toHaveBeenCalled();
    expect(isBlocked()).toBe(false);
  });

  it('goes to the login page on OK', async () => {
    window.confirm = vi.fn(() => true);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const { session } = await start(cartPage, { settings: { loginConfirmation } });
    const click = clickEvent('google_pay');
    session.click(click.event);
    expect(assign).toHaveBeenCalledWith(new URL('/mon-compte/?redirect_to=%2Fpanier%2F', document.baseURI).href);
    expect(click.resolve).not.toHaveBeenCalled();
  });
});

describe('click: refusals', () => {
  it('is refused while the button refreshes, with a French announcement', async () => {
    const { session, state, cartApi } = await start(productPage(), { settings: { context: 'product' }, product: serverProduct });
    state.refreshing = true;
    const click = clickEvent();
    session.click(click.event);
    expect(click.reject).toHaveBeenCalledTimes(1);
    expect(click.resolve).not.toHaveBeenCalled();
    expect(cartApi.addItem).not.toHaveBeenCalled();
    expect(document.querySelector('.widget_shopping_cart_live_region')?.textContent).toBe(
      'Mise à jour des informations de paiement. Veuillez réessayer dans un instant.');
  });

  it('asks to choose the options first while the add-to-cart button waits for a selection', async () => {
    const { session, cartApi, tracker } = await start(productPage('disabled wc-variation-selection-needed'), { settings: { context: 'product' }, product: serverProduct });
    const click = clickEvent();
    session.click(click.event);
    expect(click.reject).toHaveBeenCalledTimes(1);
    expect(click.resolve).not.toHaveBeenCalled();
    expect(alerts).toEqual(['Veuillez sélectionner les options du produit avant de continuer.']);
    expect(cartApi.addItem).not.toHaveBeenCalled();
    expect(tracker.buttonClicked).not.toHaveBeenCalled();
  });

  it('says the combination is unavailable', async () => {
    const { session } = await start(productPage('disabled wc-variation-is-unavailable'), { settings: { context: 'product' }, product: serverProduct });
    const click = clickEvent();
    session.click(click.event);
    expect(click.reject).toHaveBeenCalledTimes(1);
    expect(alerts).toEqual(['Désolé, ce produit n’est pas disponible. Veuillez choisir une combinaison différente.']);
  });

  it("uses the shop's own unavailable text when the page gives one", async () => {
    Object.assign(window, { wc_add_to_cart_variation_params: { i18n_unavailable_text: 'Cette session est complète.' } });
    const { session } = await start(productPage('disabled wc-variation-is-unavailable'), { settings: { context: 'product' }, product: serverProduct });
    session.click(clickEvent().event);
    expect(alerts).toEqual(['Cette session est complète.']);
  });
});

describe('click: the sheet', () => {
  it('puts the chosen product in a new separate cart, without waiting for it to resolve the sheet', async () => {
    const { session, cartApi } = await start(productPage(), { settings: { context: 'product' }, product: serverProduct });
    const added = deferred<StoreApiCart>();
    cartApi.addItem.mockReturnValueOnce(added.promise);
    const click = clickEvent();
    session.click(click.event);
    expect(cartApi.useNewSeparateCart).toHaveBeenCalledTimes(1);
    expect(cartApi.addItem).toHaveBeenCalledWith({ id: 1853, quantity: 2, variation: [{ attribute: 'attribute_pa_session', value: 'mars-2027' }] });
    expect(cartApi.useNewSeparateCart.mock.invocationCallOrder[0]!).toBeLessThan(cartApi.addItem.mock.invocationCallOrder[0]!);
    expect(click.resolve).toHaveBeenCalledTimes(1);
    added.resolve(storeCart([]));
  });

  it('resolves with the server product data: e-mail, phone, shipping with the pending rate, line items, countries, business', async () => {
    const { session, tracker } = await start(productPage(), { settings: { context: 'product' }, product: serverProduct });
    const click = clickEvent('apple_pay');
    session.click(click.event);
    expect(click.resolve).toHaveBeenCalledWith({
      emailRequired: true,
      phoneNumberRequired: true,
      shippingAddressRequired: true,
      shippingRates: [pending],
      lineItems: serverProduct.displayItems,
      allowedShippingCountries: ['BE', 'FR'],
      business: { name: STORE_NAME },
    });
    expect(click.reject).not.toHaveBeenCalled();
    expect(tracker.buttonClicked).toHaveBeenCalledWith('apple_pay');
    expect(isBlocked()).toBe(true);
  });

  it('asks for no shipping address (and no rates) for a product that ships nothing, nor a phone when not required', async () => {
    const { session } = await start(productPage(), { settings: { context: 'product', needsPayerPhone: false }, product: { ...serverProduct, needsShipping: false } });
    const click = clickEvent();
    session.click(click.event);
    expect(click.resolve).toHaveBeenCalledWith(expect.objectContaining({ shippingAddressRequired: false, shippingRates: undefined, phoneNumberRequired: false }));
  });

  it("cart page: the cart's rates (selected first) and line items", async () => {
    const { session, walletLineItems } = await start(cartPage, { cart: cartWithFrenchAddress });
    const click = clickEvent();
    session.click(click.event);
    expect(click.resolve).toHaveBeenCalledWith({
      emailRequired: true,
      phoneNumberRequired: true,
      shippingAddressRequired: true,
      shippingRates: [
        { id: 'flat_rate:1', displayName: 'Colissimo', amount: 990 },
        { id: 'free_shipping:2', displayName: 'Livraison gratuite', amount: 0 },
        { id: 'local_pickup:3', displayName: 'Retrait à l’atelier (Lyon)', amount: 0 },
      ],
      lineItems: walletLineItems(cartWithFrenchAddress),
      allowedShippingCountries: ['BE', 'FR'],
      business: { name: STORE_NAME },
    });
    expect(walletLineItems(cartWithFrenchAddress)).toHaveLength(5);
  });

  it('cart page: the pending rate while the cart has none, and no shipping when the cart needs none', async () => {
    const withoutRates = storeCart([cartItem('k', 'Moule à charnière', 2490)], { needsShipping: true });
    const first = await start(cartPage, { cart: withoutRates });
    const click = clickEvent();
    first.session.click(click.event);
    expect(click.resolve).toHaveBeenCalledWith(expect.objectContaining({ shippingAddressRequired: true, shippingRates: [pending] }));

    const course = storeCart([cartItem('k', 'Formation', 185000)], { needsShipping: false });
    const second = await start(cartPage, { cart: course, settings: { needsShipping: true } });
    const other = clickEvent();
    second.session.click(other.event);
    expect(other.resolve).toHaveBeenCalledWith(expect.objectContaining({ shippingAddressRequired: false, shippingRates: undefined }));
  });

  it('falls back to the settings when no cart was read yet', async () => {
    const { session } = await start(cartPage, { cart: null, settings: { needsShipping: true } });
    const click = clickEvent();
    session.click(click.event);
    expect(click.resolve).toHaveBeenCalledWith(expect.objectContaining({ shippingAddressRequired: true, shippingRates: [pending], lineItems: [] }));
  });

  it('pay-for-order: never a shipping address', async () => {
    const order = storeCart([cartItem('k', 'Formation', 185000)], { needsShipping: true });
    const { session } = await start(cartPage, { settings: { context: 'pay_for_order', needsShipping: true }, cart: order, withCartApi: false });
    const click = clickEvent();
    session.click(click.event);
    expect(click.resolve).toHaveBeenCalledWith(expect.objectContaining({
      shippingAddressRequired: false,
      shippingRates: undefined,
      lineItems: [{ name: 'Formation', amount: 185000 }, { name: 'Livraison', amount: 0 }],
    }));
  });
});

describe('the product could not be added', () => {
  async function failedAdd() {
    const harness = await start(productPage(), { settings: { context: 'product' }, product: serverProduct });
    harness.cartApi.addItem.mockRejectedValueOnce(new Error('out of stock'));
    harness.session.click(clickEvent().event);
    await flush();
    return harness;
  }

  it('removes the button and shows the French error', async () => {
    const { removeButton } = await failedAdd();
    expect(removeButton).toHaveBeenCalledTimes(1);
    expect(notices()).toEqual([NOTICE_PRODUCT_NOT_ADDED]);
    expect(document.querySelector('.woocommerce-notices-wrapper .woocommerce-error')).not.toBeNull();
  });

  // The button is unmounted, so its sheet can no longer send `cancel`: nothing else would lift the overlay
  // put on the page at click, and the notice asks the shopper to use the (covered) add-to-cart form.
  it('lifts the page overlay, so the shopper can add the product to the cart instead', async () => {
    await failedAdd();
    expect(isBlocked()).toBe(false);
  });

  it('resolves a later address change with nothing, without updating the customer', async () => {
    const { session, cartApi } = await failedAdd();
    const change = addressEvent('Élodie Lefèvre', lyon);
    await session.shippingAddressChange(change.event);
    expect(change.resolve).toHaveBeenCalledTimes(1);
    expect(change.resolve).toHaveBeenCalledWith();
    expect(change.reject).not.toHaveBeenCalled();
    expect(cartApi.updateCustomer).not.toHaveBeenCalled();
  });

  it('aborts a confirm with that message, before anything is submitted', async () => {
    const { session, elements, stripe, backend } = await failedAdd();
    const confirm = confirmEvent();
    await session.confirm(confirm.event);
    expect(confirm.paymentFailed).toHaveBeenCalledWith({ reason: 'fail' });
    expect(elements.submit).not.toHaveBeenCalled();
    expect(stripe.createPaymentMethod).not.toHaveBeenCalled();
    expect(backend.placeOrder).not.toHaveBeenCalled();
    expect(notices()).toEqual([NOTICE_PRODUCT_NOT_ADDED]);
    expect(isBlocked()).toBe(false);
  });
});

describe('shipping address change', () => {
  it('waits for the product to be in its cart before updating the customer', async () => {
    const { session, cartApi } = await start(productPage(), { settings: { context: 'product' }, product: serverProduct });
    const added = deferred<StoreApiCart>();
    cartApi.addItem.mockReturnValueOnce(added.promise);
    session.click(clickEvent().event);
    const change = addressEvent('Élodie Lefèvre', lyon);
    const handled = session.shippingAddressChange(change.event);
    await flush();
    expect(cartApi.updateCustomer).not.toHaveBeenCalled();
    added.resolve(storeCart([]));
    await handled;
    expect(cartApi.updateCustomer).toHaveBeenCalledTimes(1);
    expect(change.resolve).toHaveBeenCalledTimes(1);
  });

  it('updates the customer with the split name and the postcode without spaces', async () => {
    const { session, cartApi } = await start(cartPage, { cart: cartWithFrenchAddress });
    await session.shippingAddressChange(addressEvent('Jean-Luc de la Fontaine', lyon).event);
    expect(cartApi.updateCustomer).toHaveBeenCalledWith({
      first_name: 'Jean-Luc',
      last_name: 'de la Fontaine',
      company: '',
      address_1: '',
      address_2: '',
      city: 'Lyon',
      state: '',
      postcode: '69002',
      country: 'FR',
      phone: '',
    });
  });

  it('updates the amount, then resolves with the rates and line items', async () => {
    const { session, elements, walletLineItems } = await start(cartPage, { cart: cartWithBelgianAddress });
    const change = addressEvent('Élodie Lefèvre', lyon);
    await session.shippingAddressChange(change.event);
    expect(elements.update).toHaveBeenCalledWith({ amount: 227820 });
    expect(change.resolve).toHaveBeenCalledWith({
      shippingRates: [
        { id: 'flat_rate:1', displayName: 'Colissimo', amount: 990 },
        { id: 'free_shipping:2', displayName: 'Livraison gratuite', amount: 0 },
        { id: 'local_pickup:3', displayName: 'Retrait à l’atelier (Lyon)', amount: 0 },
      ],
      lineItems: walletLineItems(cartWithFrenchAddress),
    });
    expect(change.reject).not.toHaveBeenCalled();
    expect(elements.update.mock.invocationCallOrder[0]!).toBeLessThan(change.resolve.mock.invocationCallOrder[0]!);
  });

  it('rejects an address without shipping rates, leaving the amount alone', async () => {
    const { session, cartApi, elements } = await start(cartPage);
    cartApi.updateCustomer.mockResolvedValueOnce(storeCart([cartItem('k', 'Moule', 2490)], { rates: [] }));
    const change = addressEvent('Élodie Lefèvre', { city: 'Nouméa', state: '', postal_code: '98800', country: 'NC' });
    await session.shippingAddressChange(change.event);
    expect(change.reject).toHaveBeenCalledTimes(1);
    expect(change.resolve).not.toHaveBeenCalled();
    expect(elements.update).not.toHaveBeenCalled();
  });

  it('rejects when the Store API fails', async () => {
    const { session, cartApi, elements } = await start(cartPage);
    cartApi.updateCustomer.mockRejectedValueOnce(new Error('500'));
    const change = addressEvent('Élodie Lefèvre', lyon);
    await session.shippingAddressChange(change.event);
    expect(change.reject).toHaveBeenCalledTimes(1);
    expect(change.resolve).not.toHaveBeenCalled();
    expect(elements.update).not.toHaveBeenCalled();
  });

  it('rejects without a Store API cart (pay-for-order)', async () => {
    const { session } = await start(cartPage, { settings: { context: 'pay_for_order' }, withCartApi: false });
    const change = addressEvent('Élodie Lefèvre', lyon);
    await session.shippingAddressChange(change.event);
    expect(change.reject).toHaveBeenCalledTimes(1);
  });
});

describe('shipping rate change', () => {
  it('selects the rate for package 0, updates the amount and resolves with the line items', async () => {
    const { session, cartApi, elements, walletLineItems } = await start(cartPage);
    const change = rateEvent('free_shipping:2');
    await session.shippingRateChange(change.event);
    expect(cartApi.selectShippingRate).toHaveBeenCalledWith('free_shipping:2', 0);
    expect(elements.update).toHaveBeenCalledWith({ amount: 190350 });
    expect(change.resolve).toHaveBeenCalledWith({ lineItems: walletLineItems(cartWithBelgianAddress) });
    expect(change.reject).not.toHaveBeenCalled();
  });

  it('rejects when the Store API fails', async () => {
    const { session, cartApi, elements } = await start(cartPage);
    cartApi.selectShippingRate.mockRejectedValueOnce(new Error('400'));
    const change = rateEvent('flat_rate:1');
    await session.shippingRateChange(change.event);
    expect(change.reject).toHaveBeenCalledTimes(1);
    expect(change.resolve).not.toHaveBeenCalled();
    expect(elements.update).not.toHaveBeenCalled();
  });
});

describe('confirm: wallet and Stripe errors', () => {
  it("aborts with the provider's message when the wallet form does not submit, creating no payment method", async () => {
    const { session, elements, stripe, backend } = await start(cartPage);
    session.click(clickEvent().event);
    elements.submit.mockResolvedValueOnce({ error: { message: 'Adresse de facturation incomplète.' } });
    const confirm = confirmEvent();
    await session.confirm(confirm.event);
    expect(confirm.paymentFailed).toHaveBeenCalledWith({ reason: 'fail' });
    expect(stripe.createPaymentMethod).not.toHaveBeenCalled();
    expect(backend.placeOrder).not.toHaveBeenCalled();
    expect(notices()).toEqual(['Adresse de facturation incomplète.']);
    expect(isBlocked()).toBe(false);
  });

  it("aborts with the provider's message when the payment method cannot be created", async () => {
    const { session, stripe, backend, elements } = await start(cartPage);
    stripe.createPaymentMethod.mockResolvedValueOnce({ error: { message: 'Votre carte a expiré.' } });
    const confirm = confirmEvent();
    await session.confirm(confirm.event);
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({ elements });
    expect(confirm.paymentFailed).toHaveBeenCalledWith({ reason: 'fail' });
    expect(backend.placeOrder).not.toHaveBeenCalled();
    expect(notices()).toEqual(['Votre carte a expiré.']);
  });
});

describe('confirm: the order', () => {
  it('places the order with the wallet addresses, the payment method, the fraud token and the attribution', async () => {
    const { session, backend } = await start(cartPage, { settings: { fraudPreventionToken: 'fp-token' } });
    await session.confirm(confirmEvent().event);
    expect(backend.placeOrder).toHaveBeenCalledWith({
      billingAddress: {
        first_name: 'Élodie', last_name: 'Lefèvre', company: '', address_1: '25 rue de la République', address_2: 'Bât. B',
        city: 'Lyon', state: '', postcode: '69002', country: 'FR', email: 'elodie.lefevre@example.test', phone: '0601020304',
      },
      shippingAddress: {
        first_name: 'Luc', last_name: 'Peeters', company: '', address_1: 'Rue Neuve 12', address_2: '',
        city: 'Bruxelles', state: '', postcode: '1000', country: 'BE', phone: '',
      },
      payment: { paymentMethodId: 'pm_123', expressPaymentType: 'google_pay', fraudPreventionToken: 'fp-token' },
      extensions: { 'woocommerce/order-attribution': { source_type: 'typein', utm_source: '(direct)' } },
    });
  });

  it('reads the fraud token again at confirm: one set by WooPayments after the page loaded is sent', async () => {
    const { session, backend } = await start(cartPage, { settings: { fraudPreventionToken: '' } });
    vi.stubGlobal('wcpayFraudPreventionToken', 'fp-late');
    await session.confirm(confirmEvent().event);
    expect(backend.placeOrder).toHaveBeenCalledWith(expect.objectContaining({ payment: expect.objectContaining({ fraudPreventionToken: 'fp-late' }) }));
  });

  it('sends no shipping address when the wallet gave none', async () => {
    const { session, backend } = await start(cartPage);
    await session.confirm(confirmEvent({ shippingAddress: undefined }).event);
    expect(backend.placeOrder).toHaveBeenCalledWith(expect.objectContaining({ shippingAddress: null }));
  });

  describe('through the Store API client', () => {
    let fetchMock: FetchMock;
    beforeEach(() => {
      fetchMock = mockFetch();
    });

    it('POSTs checkout with the payment_data entries, the fraud token and the extensions', async () => {
      fetchMock.mockResolvedValueOnce(jsonResponse(successAnswer(ORDER_RECEIVED)));
      const { session, navigate } = await start(cartPage, { realCartApi: true, settings: { fraudPreventionToken: 'fp-token' } });
      await session.confirm(confirmEvent({ expressPaymentType: 'apple_pay' }).event);
      const request = sentRequest(fetchMock, 0);
      expect(`${request.method} ${request.path}`).toBe('POST /wp-json/wc/store/v1/checkout');
      expect(request.headers.get('X-WooPayments-Tokenized-Cart')).toBe('true');
      const body = request.body as Record<string, unknown>;
      expect(body.payment_method).toBe('woocommerce_payments');
      expect(body.payment_data).toEqual([
        { key: 'payment_method', value: 'card' },
        { key: 'payment_request_type', value: 'apple_pay' },
        { key: 'wcpay-fraud-prevention-token', value: 'fp-token' },
        { key: 'wcpay-payment-method', value: 'pm_123' },
        { key: 'express_payment_type', value: 'apple_pay' },
      ]);
      expect(body.extensions).toEqual({ 'woocommerce/order-attribution': { source_type: 'typein', utm_source: '(direct)' } });
      expect((body.shipping_address as Record<string, string>).phone).toBe('0601020304');
      expect(navigate).toHaveBeenCalledWith(ORDER_RECEIVED);
    });

    it('a success answer that is not JSON removes the button and refuses a second confirm: nothing paid twice', async () => {
      fetchMock.mockResolvedValueOnce(new Response('{"order_id":43', { status: 200 }));
      const { session, removeButton, navigate } = await start(cartPage, { realCartApi: true });
      const first = confirmEvent();
      await session.confirm(first.event);
      expect(first.paymentFailed).toHaveBeenCalledWith({ reason: 'fail' });
      expect(removeButton).toHaveBeenCalledTimes(1);
      await session.confirm(confirmEvent().event);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(navigate).not.toHaveBeenCalled();
      expect(document.activeElement?.textContent).toBe(notices()[0]);
    });

    it('a paid order whose redirect is not an http(s) URL is not followed: the order is saved, no second payment', async () => {
      fetchMock.mockResolvedValueOnce(jsonResponse(successAnswer('javascript:alert(document.cookie)')));
      const { session, navigate, removeButton } = await start(cartPage, { realCartApi: true });
      const first = confirmEvent();
      await session.confirm(first.event);
      expect(first.paymentFailed).toHaveBeenCalledWith({ reason: 'fail' });
      expect(navigate).not.toHaveBeenCalled();
      expect(removeButton).toHaveBeenCalledTimes(1);
      expect(notices()).toEqual(['Votre commande a été enregistrée, mais la page de confirmation n’a pas pu être ouverte. Vérifiez votre e-mail de confirmation ou consultez l’historique de vos commandes.']);
      await session.confirm(confirmEvent().event);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it("shows the Store API error's message, its JSON body read first", async () => {
      fetchMock.mockResolvedValueOnce(jsonResponse(
        { code: 'woocommerce_rest_checkout_process_payment_error', message: 'Votre carte a été refusée.', data: { status: 400 } },
        { status: 400 },
      ));
      const { session, navigate } = await start(cartPage, { realCartApi: true });
      const confirm = confirmEvent();
      await session.confirm(confirm.event);
      expect(confirm.paymentFailed).toHaveBeenCalledWith({ reason: 'fail' });
      expect(notices()).toEqual(['Votre carte a été refusée.']);
      expect(navigate).not.toHaveBeenCalled();
    });

    it('shows the errorMessage payment detail of an error body, as text', async () => {
      fetchMock.mockResolvedValueOnce(jsonResponse({
        code: 'woocommerce_rest_checkout_process_payment_error',
        message: '',
        data: { status: 400, payment_result: { payment_status: 'failure', payment_details: [{ key: 'errorMessage', value: '<strong>Erreur :</strong> Votre carte a été refusée.' }], redirect_url: '' } },
      }, { status: 400 }));
      const { session } = await start(cartPage, { realCartApi: true });
      await session.confirm(confirmEvent().event);
      expect(notices()).toEqual(['Erreur : Votre carte a été refusée.']);
    });

    it('an answer cut after it began removes the button and refuses a second confirm: the order may exist', async () => {
      const cut = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"order_id":43,'));
          controller.error(new TypeError('network error'));
        },
      });
      fetchMock.mockResolvedValueOnce(new Response(cut, { status: 200 }));
      const { session, removeButton, navigate } = await start(cartPage, { realCartApi: true });
      const first = confirmEvent();
      await session.confirm(first.event);
      expect(first.paymentFailed).toHaveBeenCalledWith({ reason: 'fail' });
      expect(removeButton).toHaveBeenCalledTimes(1);
      expect(notices()).toEqual(['Un problème est survenu lors du traitement du paiement. Veuillez vérifier votre boîte de réception et actualiser la page pour réessayer.']);
      await session.confirm(confirmEvent().event);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(navigate).not.toHaveBeenCalled();
    });

    it('offline, the order was never sent: the offline message, and paying again is allowed', async () => {
      const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      const { session, removeButton } = await start(cartPage, { realCartApi: true });
      const confirm = confirmEvent();
      await session.confirm(confirm.event);
      onLine.mockRestore();
      expect(confirm.paymentFailed).toHaveBeenCalledWith({ reason: 'fail' });
      expect(notices()).toEqual(['Vous êtes probablement hors ligne.']);
      expect(removeButton).not.toHaveBeenCalled();
      fetchMock.mockResolvedValueOnce(jsonResponse(successAnswer(ORDER_RECEIVED)));
      await session.confirm(confirmEvent().event);
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });

    it('online, a connection lost before any answer may hide a placed order: check the inbox, no second payment', async () => {
      fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      const { session, removeButton } = await start(cartPage, { realCartApi: true });
      await session.confirm(confirmEvent().event);
      expect(removeButton).toHaveBeenCalledTimes(1);
      expect(notices()).toEqual(['Un problème est survenu lors du traitement du paiement. Veuillez vérifier votre boîte de réception et actualiser la page pour réessayer.']);
      await session.confirm(confirmEvent().event);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('an error page that is not JSON gives the French default', async () => {
      fetchMock.mockResolvedValueOnce(new Response('<br /><b>Fatal error</b>', { status: 500 }));
      const { session } = await start(cartPage, { realCartApi: true });
      await session.confirm(confirmEvent().event);
      expect(notices()).toEqual([ORDER_FAILED]);
    });

    it('a success answer that is not JSON may hide a placed order: check the inbox, no "try again"', async () => {
      fetchMock.mockResolvedValueOnce(new Response('{"order_id":43', { status: 200 }));
      const { session } = await start(cartPage, { realCartApi: true });
      await session.confirm(confirmEvent().event);
      expect(notices()).toEqual(['Un problème est survenu lors du traitement du paiement. Veuillez vérifier votre boîte de réception et actualiser la page pour réessayer.']);
    });
  });

  it.each([
    ['the message', { message: 'Le paiement a été refusé par votre banque.', payment_result: { payment_status: 'failure', payment_details: [], redirect_url: '' } }, 'Le paiement a été refusé par votre banque.'],
    ['the errorMessage detail', { payment_result: { payment_status: 'error', payment_details: [{ key: 'errorMessage', value: 'Fonds insuffisants.' }], redirect_url: '' } }, 'Fonds insuffisants.'],
    ['the French default', { payment_result: { payment_status: 'failure', payment_details: [], redirect_url: ORDER_RECEIVED } }, ORDER_FAILED],
  ])('aborts when payment_status is not success, showing %s', async (_, answer, message) => {
    const { session, backend, navigate } = await start(cartPage);
    backend.placeOrder.mockResolvedValueOnce(answer);
    session.click(clickEvent().event);
    const confirm = confirmEvent();
    await session.confirm(confirm.event);
    expect(confirm.paymentFailed).toHaveBeenCalledWith({ reason: 'fail' });
    expect(notices()).toEqual([message]);
    expect(navigate).not.toHaveBeenCalled();
    expect(isBlocked()).toBe(false);
  });

  it('reads an HttpError body like an answer', async () => {
    const { session, backend, HttpError } = await start(cartPage);
    backend.placeOrder.mockRejectedValueOnce(new HttpError('http', 'Le serveur a répondu par une erreur (400).', {
      status: 400,
      body: { code: 'woocommerce_rest_invalid_email', message: 'Adresse e-mail invalide.', data: { status: 400 } },
    }));
    await session.confirm(confirmEvent().event);
    expect(notices()).toEqual(['Adresse e-mail invalide.']);
  });

  it('goes to the redirect URL with the page blocked', async () => {
    const { session, navigate } = await start(cartPage);
    let blockedWhenLeaving = false;
    navigate.mockImplementation(() => {
      blockedWhenLeaving = isBlocked();
    });
    const confirm = confirmEvent();
    await session.confirm(confirm.event);
    expect(navigate).toHaveBeenCalledWith(ORDER_RECEIVED);
    expect(blockedWhenLeaving).toBe(true);
    expect(confirm.paymentFailed).not.toHaveBeenCalled();
    expect(notices()).toEqual([]);
  });

  it('places ONE order when the sheet confirms twice', async () => {
    const { session, backend, stripe, navigate } = await start(cartPage);
    const placed = deferred<unknown>();
    backend.placeOrder.mockReturnValueOnce(placed.promise);
    const first = session.confirm(confirmEvent().event);
    const second = session.confirm(confirmEvent().event);
    await flush();
    placed.resolve(successAnswer(ORDER_RECEIVED));
    await Promise.all([first, second]);
    expect(stripe.createPaymentMethod).toHaveBeenCalledTimes(1);
    expect(backend.placeOrder).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('lets the shopper try again after an aborted payment', async () => {
    const { session, backend, elements, navigate } = await start(cartPage);
    elements.submit.mockResolvedValueOnce({ error: { message: 'Refusé.' } });
    await session.confirm(confirmEvent().event);
    await session.confirm(confirmEvent().event);
    expect(backend.placeOrder).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(ORDER_RECEIVED);
  });
});

describe('confirm: 3-D Secure', () => {
  let fetchMock: FetchMock;
  beforeEach(() => {
    fetchMock = mockFetch();
  });

  it.each([
    ['redirect_url', successAnswer(FRAGMENT)],
    ['the redirect payment detail (redirect_url stripped by the Store API)', successAnswer('', FRAGMENT)],
  ])('confirms the intent named in %s, then goes to the return URL', async (_, answer) => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ success: true, data: { return_url: RETURN_URL } }));
    const { session, backend, stripe, navigate } = await start(cartPage);
    backend.placeOrder.mockResolvedValueOnce(answer);
    const confirm = confirmEvent();
    await session.confirm(confirm.event);
    expect(stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_3Abc_secret_Xyz' });
    const post = sentRequest(fetchMock, 0);
    expect(post.url.pathname).toBe(AJAX_URL);
    expect(Object.fromEntries(new URLSearchParams(String(post.body)))).toMatchObject({ action: 'update_order_status', order_id: '91', _ajax_nonce: '9f8e7d6c5b', intent_id: 'pi_3Abc' });
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(RETURN_URL);
    expect(confirm.paymentFailed).not.toHaveBeenCalled();
  });

  it("aborts with Stripe's message when the authentication fails", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ success: true, data: { return_url: RETURN_URL } }));
    const { session, backend, stripe, navigate } = await start(cartPage);
    backend.placeOrder.mockResolvedValueOnce(successAnswer(FRAGMENT));
    stripe.handleNextAction.mockResolvedValueOnce({ error: { message: 'Authentification refusée par votre banque.' } } as never);
    const confirm = confirmEvent();
    await session.confirm(confirm.event);
    expect(confirm.paymentFailed).toHaveBeenCalledWith({ reason: 'fail' });
    expect(notices()).toEqual(['Authentification refusée par votre banque.']);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('aborts with the French text when the intent still requires an action', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ success: true, data: { return_url: RETURN_URL } }));
    const { session, backend, stripe, navigate } = await start(cartPage);
    backend.placeOrder.mockResolvedValueOnce(successAnswer(FRAGMENT));
    stripe.handleNextAction.mockResolvedValueOnce({ paymentIntent: { id: 'pi_3Abc', status: 'requires_action' } });
    await session.confirm(confirmEvent().event);
    expect(notices()).toEqual(['Le paiement nécessite une action supplémentaire.']);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('cancel', () => {
  it('empties the separate cart once the add has settled, and unblocks the page', async () => {
    const { session, cartApi } = await start(productPage(), { settings: { context: 'product' }, product: serverProduct });
    const added = deferred<StoreApiCart>();
    cartApi.addItem.mockReturnValueOnce(added.promise);
    session.click(clickEvent().event);
    expect(isBlocked()).toBe(true);
    const cancelled = session.cancel();
    await flush();
    expect(cartApi.emptyCart).not.toHaveBeenCalled();
    added.resolve(storeCart([]));
    await cancelled;
    expect(cartApi.emptyCart).toHaveBeenCalledTimes(1);
    expect(isBlocked()).toBe(false);
  });

  it('empties nothing when no product was added, and still unblocks when emptying fails', async () => {
    const first = await start(cartPage);
    first.session.click(clickEvent().event);
    await first.session.cancel();
    expect(first.cartApi.emptyCart).not.toHaveBeenCalled();
    expect(isBlocked()).toBe(false);

    const second = await start(productPage(), { settings: { context: 'product' }, product: serverProduct });
    second.cartApi.emptyCart.mockRejectedValueOnce(new Error('500'));
    second.session.click(clickEvent().event);
    await expect(second.session.cancel()).resolves.toBeUndefined();
    expect(isBlocked()).toBe(false);
  });

  it('cart page: refills the shipping calculator with the last address and recalculates', async () => {
    const { session } = await start(cartPage);
    const recalculate = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('[name="calc_shipping"]')!.addEventListener('click', recalculate);
    session.click(clickEvent().event);
    await session.shippingAddressChange(addressEvent('Luc Peeters', { city: 'Bruxelles', state: '', postal_code: '1000', country: 'BE' }).event);
    await session.shippingAddressChange(addressEvent('Élodie Lefèvre', lyon).event);
    await session.cancel();
    const value = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!.value;
    expect(['calc_shipping_country', 'calc_shipping_city'].map(value)).toEqual(['FR', 'Lyon']);
    expect(value('calc_shipping_postcode').replace(/\s/g, '')).toBe('69002');
    expect(recalculate).toHaveBeenCalledTimes(1);
  });

  it('checkout page: refills the billing country, city and postcode', async () => {
    const { session } = await start(checkoutPage, { settings: { context: 'checkout' } });
    await session.shippingAddressChange(addressEvent('Luc Peeters', { city: 'Bruxelles', state: '', postal_code: '1000', country: 'BE' }).event);
    await session.cancel();
    const value = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!.value;
    expect(['billing_country', 'billing_city', 'billing_postcode'].map(value)).toEqual(['BE', 'Bruxelles', '1000']);
  });

  it('leaves the fields alone for GB, and when no address was chosen', async () => {
    const first = await start(cartPage);
    await first.session.shippingAddressChange(addressEvent('Ada Lovelace', { city: 'London', state: '', postal_code: 'N1 C', country: 'GB' }).event);
    await first.session.cancel();
    expect(document.querySelector<HTMLInputElement>('[name="calc_shipping_city"]')!.value).toBe('Paris');

    const second = await start(cartPage);
    await second.session.cancel();
    expect(document.querySelector<HTMLInputElement>('[name="calc_shipping_postcode"]')!.value).toBe('75001');
  });
});
