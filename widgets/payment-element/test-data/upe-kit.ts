// Test helper, never bundled: WooPayments' card and SEPA markup on the three forms, its `wcpay_upe_config` as the
// demo shop prints it, and a scripted Stripe.js stand-in recording every call (the Elements group, the Payment
// Element, payment method creation, next actions, setup confirmation).
import { vi } from 'vitest';

export const PUBLISHABLE_KEY = 'pk_test_fondant';
export const AJAX_URL = '/wp-admin/admin-ajax.php';
export const SEPA_COUNTRIES = ['BE', 'DE', 'FR', 'ES', 'IT'];

export function upeConfig(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    publishableKey: PUBLISHABLE_KEY,
    accountId: 'acct_fondant',
    locale: 'fr',
    ajaxUrl: AJAX_URL,
    createSetupIntentNonce: 'csi-nonce',
    saveUPEAppearanceNonce: 'sua-nonce',
    genericErrorMessage: 'Un problème est survenu lors du traitement du paiement. Veuillez vérifier votre boîte de réception et actualiser la page pour réessayer.',
    gatewayId: 'woocommerce_payments',
    isCheckout: true,
    paymentMethodsConfig: {
      card: { isReusable: true, title: 'Carte de crédit / de débit', showSaveOption: true, countries: [] },
      sepa_debit: { isReusable: false, title: 'Prélèvement SEPA', showSaveOption: false, countries: SEPA_COUNTRIES },
    },
    upeAppearance: false,
    upeAddPaymentMethodAppearance: false,
    currency: 'EUR',
    cartTotal: 185000,
    enabledBillingFields: ['billing_first_name', 'billing_last_name', 'billing_country', 'billing_address_1', 'billing_postcode', 'billing_city', 'billing_phone', 'billing_email'],
    ...overrides,
  };
}

function gateway(id: string, title: string, type: string, { checked = false, extra = '' } = {}): string {
  return `
    <li class="wc_payment_method payment_method_${id}">
      <input id="payment_method_${id}" type="radio" class="input-radio" name="payment_method" value="${id}"${checked ? ' checked' : ''}>
      <label for="payment_method_${id}">${title}</label>
      <div class="payment_box payment_method_${id}"${checked ? '' : ' hidden'}>
        ${extra}
        <fieldset id="wc-${id}-upe-form" class="wc-upe-form wc-payment-form"><div class="wcpay-upe-element" data-payment-method-type="${type}"></div>${type === 'card' ? SAVE_CHECKBOX : ''}</fieldset>
      </div>
    </li>`;
}

const SAVE_CHECKBOX = `<div><p class="form-row woocommerce-SavedPaymentMethods-saveNew"><input id="wc-woocommerce_payments-new-payment-method" name="wc-woocommerce_payments-new-payment-method" type="checkbox" value="true"> <label for="wc-woocommerce_payments-new-payment-method">Enregistrer</label></p></div>`;

export const SAVED_CARDS = `
  <ul class="woocommerce-SavedPaymentMethods wc-saved-payment-methods" data-count="1">
    <li class="woocommerce-SavedPaymentMethods-token"><input id="wc-woocommerce_payments-payment-token-7" type="radio" name="wc-woocommerce_payments-payment-token" value="7" class="woocommerce-SavedPaymentMethods-tokenInput" checked><label for="wc-woocommerce_payments-payment-token-7">Visa se terminant par 4242 (expire le 12/30)</label></li>
    <li class="woocommerce-SavedPaymentMethods-new"><input id="wc-woocommerce_payments-payment-token-new" type="radio" name="wc-woocommerce_payments-payment-token" value="new" class="woocommerce-SavedPaymentMethods-tokenInput"><label for="wc-woocommerce_payments-payment-token-new">Utiliser un nouveau moyen de paiement</label></li>
  </ul>`;

export function paymentBlock(chosen: 'cheque' | 'card' | 'sepa' = 'cheque', { savedCards = false } = {}): string {
  return `<div id="payment" class="woocommerce-checkout-payment"><ul class="wc_payment_methods payment_methods methods">
    <li class="wc_payment_method payment_method_cheque"><input id="payment_method_cheque" type="radio" class="input-radio" name="payment_method" value="cheque"${chosen === 'cheque' ? ' checked' : ''}><label for="payment_method_cheque">Chèque</label></li>
    ${gateway('woocommerce_payments', 'Carte de crédit / de débit', 'card', { checked: chosen === 'card', extra: savedCards ? SAVED_CARDS : '' })}
    ${gateway('woocommerce_payments_sepa_debit', 'Prélèvement SEPA', 'sepa_debit', { checked: chosen === 'sepa' })}
  </ul><div class="form-row place-order"><button type="submit" class="button alt" id="place_order" name="woocommerce_checkout_place_order" value="Commander">Commander</button></div></div>`;
}

function row(id: string, value: string, required = true): string {
  return `<p class="form-row${required ? ' validate-required' : ''}" id="${id}_field"><label for="${id}">${id}</label><input class="input-text" id="${id}" name="${id}" value="${value}"></p>`;
}

export function billingFields({ country = 'FR', firstName = 'Camille', city = 'Paris' } = {}): string {
  return `<div class="woocommerce-billing-fields__field-wrapper">
    ${row('billing_first_name', firstName)}${row('billing_last_name', 'Martin')}
    <p class="form-row validate-required" id="billing_country_field"><select id="billing_country" name="billing_country"><option value="FR"${country === 'FR' ? ' selected' : ''}>France</option><option value="BE"${country === 'BE' ? ' selected' : ''}>Belgique</option><option value="US"${country === 'US' ? ' selected' : ''}>États-Unis</option></select></p>
    ${row('billing_address_1', '12 rue des Lilas')}${row('billing_address_2', '', false)}${row('billing_postcode', '75011')}${row('billing_city', city)}
    ${row('billing_phone', '0612345678')}${row('billing_email', 'camille.martin@example.fr')}
  </div>`;
}

export function checkoutPage(chosen: 'cheque' | 'card' | 'sepa' = 'cheque', options: { savedCards?: boolean; country?: string; firstName?: string } = {}): string {
  return `<div class="woocommerce-notices-wrapper"></div>
  <form name="checkout" method="post" class="checkout woocommerce-checkout" novalidate>
    ${billingFields(options)}
    <div id="order_review" class="woocommerce-checkout-review-order">${paymentBlock(chosen, options)}</div>
  </form>`;
}

// ---- Stripe.js stand-in ----

export interface StripeScript {
  submitError?: string;
  paymentMethodError?: { code?: string; decline_code?: string; message: string; type: string };
  paymentMethodId?: string;
  nextAction?: { status?: string; error?: string };
  setupConfirmation?: { error?: string };
}

export interface StripeCall {
  method: string;
  args: unknown[];
}

export interface FakeStripeHandle {
  calls: StripeCall[];
  script: StripeScript;
  /** The Payment Element's handlers, by event name. */
  handlers: Map<string, (event: unknown) => void>;
  mountedInto: HTMLElement[];
}

/** Installs window.Stripe (which @stripe/stripe-js reuses) answering as scripted. */
export function installFakeStripe(script: StripeScript = {}): FakeStripeHandle {
  const handle: FakeStripeHandle = { calls: [], script, handlers: new Map(), mountedInto: [] };
  const record = (method: string, ...args: unknown[]) => handle.calls.push({ method, args });
  const element = {
    mount: vi.fn((container: HTMLElement) => {
      record('element.mount', container);
      handle.mountedInto.push(container);
      container.classList.add('StripeElement');
    }),
    unmount: vi.fn(() => record('element.unmount')),
    update: vi.fn((options: unknown) => record('element.update', options)),
    on: vi.fn((name: string, handler: (event: unknown) => void) => {
      record('element.on', name);
      handle.handlers.set(name, handler);
    }),
  };
  const elements = {
    create: vi.fn((type: string, options: unknown) => {
      record('elements.create', type, options);
      return element;
    }),
    submit: vi.fn(async () => {
      record('elements.submit');
      return handle.script.submitError ? { error: { type: 'validation_error', message: handle.script.submitError } } : {};
    }),
  };
  const stripe = {
    elements: vi.fn((options: unknown) => {
      record('stripe.elements', options);
      return elements;
    }),
    createPaymentMethod: vi.fn(async (options: { params?: unknown }) => {
      record('stripe.createPaymentMethod', options.params);
      if (handle.script.paymentMethodError) return { error: handle.script.paymentMethodError };
      return { paymentMethod: { id: handle.script.paymentMethodId ?? 'pm_card_visa', object: 'payment_method', type: 'card' } };
    }),
    handleNextAction: vi.fn(async ({ clientSecret }: { clientSecret: string }) => {
      record('stripe.handleNextAction', clientSecret);
      const id = clientSecret.split('_secret_')[0];
      const key = id?.startsWith('seti_') ? 'setupIntent' : 'paymentIntent';
      if (handle.script.nextAction?.error) return { error: { message: handle.script.nextAction.error, [key === 'setupIntent' ? 'setup_intent' : 'payment_intent']: { id, status: 'requires_payment_method' } } };
      return { [key]: { id, status: handle.script.nextAction?.status ?? 'succeeded' } };
    }),
    confirmCardSetup: vi.fn(async (clientSecret: string) => {
      record('stripe.confirmCardSetup', clientSecret);
      if (handle.script.setupConfirmation?.error) return { error: { message: handle.script.setupConfirmation.error } };
      return { setupIntent: { id: clientSecret.split('_secret_')[0], status: 'succeeded' } };
    }),
  };
  const Stripe = vi.fn((key: string, options: unknown) => {
    record('Stripe', key, options);
    return stripe;
  });
  Object.assign(Stripe, { version: 'endive' });
  vi.stubGlobal('Stripe', Stripe);
  return handle;
}

export function methodsCalled(handle: FakeStripeHandle): string[] {
  return handle.calls.map((call) => call.method);
}
