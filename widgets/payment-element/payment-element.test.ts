// The card and SEPA forms mounted by the real registry on WooPayments' checkout markup, with a scripted Stripe.js:
// Stripe loads only once the method is chosen and the element follows the re-rendered payment methods; placing
// the order waits for the payment method, then goes again with it (saved card and incomplete billing excepted);
// every failure is shown and gives the form back; a second press is ignored; 3-D Secure from the checkout's
// answer or the address; SEPA only for its countries.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ask } from '../../core/events/bridge.ts';
import type { Registry } from '../../core/registry/registry.ts';
import { eventually, freshPage, recordEvents, settleRegistry, shopConfig, startRegistry, ticks } from '../../core/testing/shop-page.ts';
import { AJAX_URL, checkoutPage, installFakeStripe, methodsCalled, paymentBlock, PUBLISHABLE_KEY, upeConfig, type FakeStripeHandle, type StripeScript } from './test-data/upe-kit.ts';

vi.mock('./navigation.ts', () => ({ leaveFor: vi.fn() }));
// Stripe's loader keeps the first window.Stripe it finds for the whole run: each test's stand-in instead.
vi.mock('@stripe/stripe-js/pure', () => ({
  loadStripe: async (key: string, options: unknown) => (window as unknown as { Stripe: (key: string, options: unknown) => unknown }).Stripe(key, options),
}));

let registry: Registry | undefined;
let stripe: FakeStripeHandle;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

const form = () => document.querySelector<HTMLFormElement>('form')!;
const radio = (id: string) => document.getElementById(`payment_method_${id}`) as HTMLInputElement;
const container = (type: string) => document.querySelector<HTMLElement>(`.wcpay-upe-element[data-payment-method-type="${type}"]`)!;
const hidden = (name: string) => form().querySelectorAll<HTMLInputElement>(`input[type="hidden"][name="${name}"]`);
const notice = () => document.querySelector('.woocommerce-NoticeGroup-checkout ul.woocommerce-error');

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

async function stopRegistry() {
  if (registry) await settleRegistry(registry);
  registry?.stop();
  registry = undefined;
}

async function mountPage(html: string, { config = {}, script = {}, extra = {} }: { config?: Record<string, unknown>; script?: StripeScript; extra?: Record<string, unknown> } = {}) {
  await stopRegistry();
  freshPage(html, { ...shopConfig, wcpayUpeConfig: upeConfig(config), wcpayFraudPreventionToken: 'fraud-token-1', ...extra });
  stripe = installFakeStripe(script);
  fetchMock = vi.fn<typeof fetch>(async () => json({ success: true, data: {} }));
  vi.stubGlobal('fetch', fetchMock);
  const { paymentElementWidget } = await import('./payment-element.widget.ts');
  registry = await startRegistry(paymentElementWidget);
  await ticks(10);
}

function choose(id: string): void {
  radio(id).checked = true;
  radio(id).dispatchEvent(new Event('change', { bubbles: true }));
}

/** What the checkout form does when the order is placed: asks the gateway, and posts only when it agrees. */
function placeOrderWatcher() {
  const asked: unknown[] = [];
  form().addEventListener('submit', (event) => {
    event.preventDefault();
    const gateway = form().querySelector<HTMLInputElement>('input[name="payment_method"]:checked')?.value;
    asked.push(ask(`checkout_place_order_${gateway}`, [{}], { target: form() }));
  });
  return asked;
}

function placeOrder(): void {
  form().requestSubmit();
}

function adminAjaxPosts(action: string) {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === AJAX_URL)
    .map(([, init]) => Object.fromEntries(new URLSearchParams(String(init?.body))))
    .filter((fields) => fields.action === action);
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  await stopRegistry();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Stripe.js on demand', () => {
  it('loads nothing while another method is chosen, then the French, connected-account Stripe and the element on the choice', async () => {
    await mountPage(checkoutPage('cheque'));
    expect(stripe.calls).toEqual([]);
    choose('woocommerce_payments');
    await eventually(() => expect(stripe.mountedInto).toEqual([container('card')]));
    expect(stripe.calls[0]).toEqual({ method: 'Stripe', args: [PUBLISHABLE_KEY, { locale: 'fr', stripeAccount: 'acct_fondant' }] });
    const [elementsOptions] = stripe.calls.find((call) => call.method === 'stripe.elements')!.args as [Record<string, unknown>];
    expect(elementsOptions).toMatchObject({ mode: 'payment', amount: 185000, currency: 'eur', paymentMethodCreation: 'manual', paymentMethodTypes: ['card'] });
    expect(elementsOptions.appearance).toMatchObject({ theme: 'stripe', labels: 'above' });
    const [type, options] = stripe.calls.find((call) => call.method === 'elements.create')!.args as [string, Record<string, unknown>];
    expect(type).toBe('payment');
    expect(options).toMatchObject({ terms: { card: 'never' }, wallets: { applePay: 'never', googlePay: 'never' }, fields: { billingDetails: { name: 'never', email: 'never', phone: 'never', address: { country: 'never', line1: 'never', line2: 'auto', city: 'never', state: 'auto', postalCode: 'never' } } } });
    expect(radio('woocommerce_payments').closest('li')!.classList.contains('theme--stripe')).toBe(true);
  });

  it('sends the theme’s appearance to the shop once, unless the shop has one cached', async () => {
    await mountPage(checkoutPage('card'));
    await eventually(() => expect(adminAjaxPosts('save_upe_appearance')).toHaveLength(1));
    const [saved] = adminAjaxPosts('save_upe_appearance');
    expect(saved).toMatchObject({ elements_location: 'shortcode_checkout', _ajax_nonce: 'sua-nonce' });
    expect(JSON.parse(saved!.appearance!)).toMatchObject({ theme: 'stripe' });

    const cached = { theme: 'night', variables: { colorText: 'rgb(1, 2, 3)' }, labels: 'above', rules: {} };
    await mountPage(checkoutPage('card'), { config: { upeAppearance: cached } });
    await eventually(() => expect(stripe.mountedInto).toHaveLength(1));
    expect(adminAjaxPosts('save_upe_appearance')).toEqual([]);
    expect((stripe.calls.find((call) => call.method === 'stripe.elements')!.args[0] as { appearance: unknown }).appearance).toEqual(cached);
  });

  it('sets a card up instead of paying when nothing is due, and asks no billing field on pay-for-order', async () => {
    await mountPage(checkoutPage('card'), { config: { cartTotal: 0, isOrderPay: true } });
    await eventually(() => expect(stripe.mountedInto).toHaveLength(1));
    const [elementsOptions] = stripe.calls.find((call) => call.method === 'stripe.elements')!.args as [Record<string, unknown>];
    expect(elementsOptions.mode).toBe('setup');
    expect(elementsOptions).not.toHaveProperty('amount');
    expect(stripe.calls.find((call) => call.method === 'elements.create')!.args[1]).not.toHaveProperty('fields');
  });

  it('mounts the same element into the payment methods the checkout renders again', async () => {
    await mountPage(checkoutPage('card'));
    await eventually(() => expect(stripe.mountedInto).toHaveLength(1));
    document.getElementById('order_review')!.innerHTML = paymentBlock('card');
    await eventually(() => expect(stripe.mountedInto).toHaveLength(2));
    expect(stripe.mountedInto[1]).toBe(container('card'));
    expect(methodsCalled(stripe).filter((method) => method === 'stripe.elements')).toHaveLength(1);
    expect(methodsCalled(stripe).filter((method) => method === 'Stripe')).toHaveLength(1);
  });

  it('shows Stripe’s load error in the container and refuses to pay with it', async () => {
    await mountPage(checkoutPage('card'));
    await eventually(() => expect(stripe.handlers.has('loaderror')).toBe(true));
    stripe.handlers.get('loaderror')!({ elementType: 'payment', error: { type: 'invalid_request_error', message: 'Clé publiable non valide.' } });
    expect(container('card').querySelector('.woocommerce-error')!.textContent).toBe('Clé publiable non valide.');
    expect((document.querySelector('.woocommerce-SavedPaymentMethods-saveNew') as HTMLElement).hidden).toBe(true);
    placeOrderWatcher();
    placeOrder();
    await eventually(() => expect(notice()?.textContent).toBe('Détails de paiement non valides ou manquants. Veuillez vous assurer que le moyen de paiement fourni est correctement saisi.'));
    expect(methodsCalled(stripe)).not.toContain('elements.submit');
  });
});

describe('placing the order', () => {
  it('holds the order, creates the payment method with the billing details, then sends the form again with it', async () => {
    await mountPage(checkoutPage('card'));
    await eventually(() => expect(stripe.mountedInto).toHaveLength(1));
    const asked = placeOrderWatcher();
    placeOrder();
    expect(asked).toEqual([false]);
    await eventually(() => expect(asked).toEqual([false, undefined]));
    expect(methodsCalled(stripe).slice(-2)).toEqual(['elements.submit', 'stripe.createPaymentMethod']);
    expect(stripe.calls.at(-1)!.args[0]).toEqual({
      billing_details: {
        name: 'Camille Martin',
        email: 'camille.martin@example.fr',
        phone: '0612345678',
        address: { city: 'Paris', country: 'FR', line1: '12 rue des Lilas', line2: '', postal_code: '75011', state: '' },
      },
    });
    expect(hidden('wcpay-payment-method')[0]!.value).toBe('pm_card_visa');
    expect(hidden('wcpay-fraud-prevention-token')[0]!.value).toBe('fraud-token-1');
    expect(form().classList.contains('processing')).toBe(false);
  });

  it('replaces the hidden fields on a second attempt instead of posting two', async () => {
    await mountPage(checkoutPage('card'));
    await eventually(() => expect(stripe.mountedInto).toHaveLength(1));
    const asked = placeOrderWatcher();
    placeOrder();
    await eventually(() => expect(asked).toHaveLength(2));
    stripe.script.paymentMethodId = 'pm_card_other';
    placeOrder();
    await eventually(() => expect(asked).toHaveLength(4));
    expect([...hidden('wcpay-payment-method')].map((input) => input.value)).toEqual(['pm_card_other']);
  });

  it('ignores a second press while the payment method is being created', async () => {
    await mountPage(checkoutPage('card'));
    await eventually(() => expect(stripe.mountedInto).toHaveLength(1));
    const asked = placeOrderWatcher();
    placeOrder();
    placeOrder();
    await eventually(() => expect(asked).toEqual([false, false, undefined]));
    await ticks(10);
    expect(methodsCalled(stripe).filter((method) => method === 'stripe.createPaymentMethod')).toHaveLength(1);
  });

  it('shows the element’s validation error in the checkout notices, focused, and gives the form back', async () => {
    await mountPage(checkoutPage('card'), { script: { submitError: 'Votre numéro de carte est incomplet.' } });
    await eventually(() => expect(stripe.mountedInto).toHaveLength(1));
    const events = recordEvents('checkout_error');
    const asked = placeOrderWatcher();
    placeOrder();
    await eventually(() => expect(notice()?.textContent).toBe('Votre numéro de carte est incomplet.'));
    expect(asked).toEqual([false]);
    expect(document.activeElement).toBe(notice());
    expect(notice()!.parentElement!.getAttribute('role')).toBe('alert');
    expect(form().firstElementChild!.classList.contains('woocommerce-NoticeGroup-checkout')).toBe(true);
    expect(form().classList.contains('processing')).toBe(false);
    expect(form().getAttribute('aria-busy')).toBeNull();
    expect(events.checkout_error).toHaveLength(1);
    expect(methodsCalled(stripe)).not.toContain('stripe.createPaymentMethod');
  });

  it('sends a payment method creation error to the shop, which reports it', async () => {
    await mountPage(checkoutPage('card'), { script: { paymentMethodError: { code: 'card_declined', decline_code: 'generic_decline', message: 'Votre carte a été refusée.', type: 'card_error' } } });
    await eventually(() => expect(stripe.mountedInto).toHaveLength(1));
    const asked = placeOrderWatcher();
    placeOrder();
    await eventually(() => expect(asked).toEqual([false, undefined]));
    expect(hidden('wcpay-payment-method')[0]!.value).toBe('woocommerce_payments_payment_method_error');
    expect(hidden('wcpay-payment-method-error-code')[0]!.value).toBe('card_declined');
    expect(hidden('wcpay-payment-method-error-decline-code')[0]!.value).toBe('generic_decline');
    expect(hidden('wcpay-payment-method-error-message')[0]!.value).toBe('Votre carte a été refusée.');
    expect(hidden('wcpay-payment-method-error-type')[0]!.value).toBe('card_error');
  });

  it('lets a saved card, another gateway and an incomplete billing address through untouched', async () => {
    await mountPage(checkoutPage('card', { savedCards: true }));
    const asked = placeOrderWatcher();
    placeOrder();
    expect(asked).toEqual([undefined]);

    await mountPage(checkoutPage('card', { firstName: '' }));
    const incomplete = placeOrderWatcher();
    document.getElementById('billing_last_name')!.setAttribute('value', '');
    (document.getElementById('billing_last_name') as HTMLInputElement).value = '';
    placeOrder();
    expect(incomplete).toEqual([undefined]);
    expect(methodsCalled(stripe)).not.toContain('stripe.createPaymentMethod');
  });

  it('shows the mandate for saving the card while the save box is ticked', async () => {
    await mountPage(checkoutPage('card'));
    await eventually(() => expect(stripe.mountedInto).toHaveLength(1));
    const save = document.getElementById('wc-woocommerce_payments-new-payment-method') as HTMLInputElement;
    save.checked = true;
    save.dispatchEvent(new Event('change', { bubbles: true }));
    await eventually(() => expect(stripe.calls.at(-1)).toEqual({ method: 'element.update', args: [{ terms: { card: 'always' } }] }));
  });
});

describe('SEPA direct debit', () => {
  it('is offered for a SEPA billing country only, and a choice of it falls back to the card elsewhere', async () => {
    await mountPage(checkoutPage('sepa'));
    const item = radio('woocommerce_payments_sepa_debit').closest('li')!;
    expect(item.style.display).toBe('');
    await eventually(() => expect(stripe.mountedInto).toEqual([container('sepa_debit')]));
    const country = document.getElementById('billing_country') as HTMLSelectElement;
    country.value = 'US';
    country.dispatchEvent(new Event('change', { bubbles: true }));
    expect(item.style.display).toBe('none');
    expect(radio('woocommerce_payments').checked).toBe(true);
    country.value = 'BE';
    country.dispatchEvent(new Event('change', { bubbles: true }));
    expect(item.style.display).toBe('');
  });
});

describe('3-D Secure', () => {
  const fragment = '#wcpay-confirm-pi:4321:pi_3Abc_secret_Xyz:9f8e7d6c5b';

  async function answerWith(redirect: string, script: StripeScript = {}) {
    await mountPage(checkoutPage('card'), { script });
    await eventually(() => expect(stripe.mountedInto).toHaveLength(1));
    return ask('checkout_place_order_success', [{ result: 'success', redirect }, {}], { target: form() });
  }

  it('takes the checkout’s answer, confirms with Stripe, tells the shop and leaves for its return URL', async () => {
    fetchMock = vi.fn();
    const { leaveFor } = await import('./navigation.ts');
    const answer = await answerWith(fragment);
    expect(answer).toBe(false);
    fetchMock.mockResolvedValue(json({ return_url: 'http://localhost:3000/checkout/order-received/4321/?key=wc_order_x' }));
    await eventually(() => expect(vi.mocked(leaveFor)).toHaveBeenCalledWith('http://localhost:3000/checkout/order-received/4321/?key=wc_order_x'));
    expect(methodsCalled(stripe)).toContain('stripe.handleNextAction');
    expect(adminAjaxPosts('update_order_status')).toEqual([{ action: 'update_order_status', order_id: '4321', _ajax_nonce: '9f8e7d6c5b', intent_id: 'pi_3Abc', should_save_payment_method: 'false', is_changing_payment: 'false' }]);
    expect(form().classList.contains('processing')).toBe(true);
  });

  it('shows the bank’s refusal and gives the form back', async () => {
    await answerWith(fragment, { nextAction: { error: 'Nous ne sommes pas en mesure d’authentifier votre moyen de paiement.' } });
    fetchMock.mockResolvedValue(json({ return_url: 'http://localhost:3000/checkout/order-received/4321/' }));
    await eventually(() => expect(notice()?.textContent).toBe('Nous ne sommes pas en mesure d’authentifier votre moyen de paiement.'));
    expect(form().classList.contains('processing')).toBe(false);
    expect(adminAjaxPosts('update_order_status')).toHaveLength(1);
  });

  it('keeps the form blocked when the shop could not be told after the bank agreed', async () => {
    await answerWith(fragment);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await eventually(() => expect(notice()?.textContent).toBe('Un problème est survenu lors du traitement du paiement. Veuillez vérifier votre boîte de réception et actualiser la page pour réessayer.'));
    expect(form().classList.contains('processing')).toBe(true);
    const asked = placeOrderWatcher();
    placeOrder();
    expect(asked).toEqual([false]);
    await ticks(10);
    expect(methodsCalled(stripe)).not.toContain('stripe.createPaymentMethod');
  });

  it('leaves other answers to the checkout', async () => {
    expect(await answerWith('http://localhost:3000/checkout/order-received/4321/')).toBeUndefined();
    expect(methodsCalled(stripe)).not.toContain('stripe.handleNextAction');
  });

  it('confirms a fragment in the page’s address once, and drops it from the address', async () => {
    history.replaceState(null, '', `/checkout/order-pay/4321/?pay_for_order=true&key=wc_order_x${fragment.replace('4321', '999')}`);
    await mountPage(checkoutPage('cheque'));
    await eventually(() => expect(adminAjaxPosts('update_order_status')).toHaveLength(1));
    expect(adminAjaxPosts('update_order_status')[0]!.order_id).toBe('4321');
    expect(window.location.hash).toBe('');
    expect(window.location.search).toBe('?pay_for_order=true&key=wc_order_x');
    history.replaceState(null, '', '/');
  });
});

describe('adding a payment method', () => {
  const addPaymentMethodPage = () => `<div class="woocommerce-notices-wrapper"></div>
    <form id="add_payment_method" method="post"><div id="payment" class="woocommerce-Payment"><ul class="woocommerce-PaymentMethods payment_methods methods">
      <li class="woocommerce-PaymentMethod woocommerce-PaymentMethod--woocommerce_payments payment_method_woocommerce_payments">
        <input id="payment_method_woocommerce_payments" type="radio" class="input-radio" name="payment_method" value="woocommerce_payments" checked>
        <label for="payment_method_woocommerce_payments">Carte de crédit / de débit</label>
        <div class="payment_box payment_method_woocommerce_payments"><fieldset class="wc-upe-form wc-payment-form"><div class="wcpay-upe-element" data-payment-method-type="card"></div>
        <div hidden><p class="form-row woocommerce-SavedPaymentMethods-saveNew"><input id="wc-woocommerce_payments-new-payment-method" name="wc-woocommerce_payments-new-payment-method" type="checkbox" value="true" checked></p></div></fieldset></div>
      </li></ul><button type="submit" id="place_order" class="button">Ajouter un moyen de paiement</button></div></form>`;

  async function submitted() {
    const posts: FormData[] = [];
    form().addEventListener('submit', (event) => {
      if (!event.defaultPrevented) posts.push(new FormData(form()));
      event.preventDefault();
    });
    form().requestSubmit();
    return posts;
  }

  it('creates and confirms a setup intent, then posts the form with it', async () => {
    await mountPage(addPaymentMethodPage(), { config: { isCheckout: false, cartTotal: 0, paymentMethodsConfig: { card: { isReusable: true, title: 'Carte', showSaveOption: true, countries: [] } } } });
    await eventually(() => expect(stripe.mountedInto).toHaveLength(1));
    expect(stripe.calls.find((call) => call.method === 'elements.create')!.args[1]).toMatchObject({ terms: { card: 'always' } });
    fetchMock.mockResolvedValue(json({ success: true, data: { id: 'seti_9', status: 'requires_action', client_secret: 'seti_9_secret_abc' } }));
    const posts = await submitted();
    await eventually(() => expect(posts).toHaveLength(1));
    expect(adminAjaxPosts('create_setup_intent')).toEqual([{ action: 'create_setup_intent', 'wcpay-payment-method': 'pm_card_visa', _ajax_nonce: 'csi-nonce' }]);
    expect(methodsCalled(stripe)).toContain('stripe.confirmCardSetup');
    expect(posts[0]!.get('wcpay-setup-intent')).toBe('seti_9');
    expect(posts[0]!.get('wcpay-payment-method')).toBe('pm_card_visa');
  });

  it('shows the shop’s refusal and posts nothing', async () => {
    await mountPage(addPaymentMethodPage(), { config: { isCheckout: false, cartTotal: 0 } });
    await eventually(() => expect(stripe.mountedInto).toHaveLength(1));
    fetchMock.mockResolvedValue(json({ success: false, data: { error: { message: 'Votre carte a été refusée.' } } }, 400));
    const posts = await submitted();
    await eventually(() => expect(document.querySelector('.woocommerce-notices-wrapper .woocommerce-error')?.textContent).toBe('Votre carte a été refusée.'));
    expect(posts).toEqual([]);
  });
});
