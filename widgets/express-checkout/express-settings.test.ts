// Express settings: the page config's JSON or WooPayments' globals (wcpayExpressCheckoutParams, wcpayConfig,
// wcpayFraudPreventionToken, wcPayFrontendTracks) read into typed values; bundles lose the server's product
// data, an unknown button context gives null, values of the wrong type are narrowed.
import { describe, expect, it } from 'vitest';
import { readExpressSettings } from './express-settings.ts';
import { expressSettings, PUBLISHABLE_KEY, STORE_NAME, wooParams } from './test-data/express-kit.ts';

/** A stand-in window holding only the given globals. */
function windowWith(globals: Record<string, unknown> = {}): Window {
  return globals as unknown as Window;
}

describe('readExpressSettings from the JSON settings', () => {
  it('reads the product page settings into typed values', () => {
    expect(readExpressSettings(wooParams('product'), windowWith())).toEqual(expressSettings({
      context: 'product',
      product: {
        displayItems: [
          { name: 'Formation Cake Designer Intermédiaire – 10 jours', amount: 185000 },
          { name: 'TVA', amount: 0 },
          { name: 'Expédition', amount: 0 },
        ],
        total: 185000,
        needsShipping: true,
        productType: 'variable',
      },
      fraudPreventionToken: '',
    }));
  });

  it('prefers the JSON settings to the globals', () => {
    const win = windowWith({ wcpayExpressCheckoutParams: wooParams('checkout', { store_name: 'Globale' }) });
    const settings = readExpressSettings(wooParams('cart'), win);
    expect(settings?.context).toBe('cart');
    expect(settings?.storeName).toBe(STORE_NAME);
  });

  it('reads the login confirmation only when it has both a message and a URL', () => {
    const login = { message: 'Pour payer avec **ce moyen de paiement**, vous devez vous connecter.', redirect_url: '/mon-compte/?redirect_to=%2Fpanier%2F' };
    expect(readExpressSettings(wooParams('cart', { login_confirmation: login }), windowWith())?.loginConfirmation).toEqual({
      message: login.message,
      redirectUrl: login.redirect_url,
    });
    expect(readExpressSettings(wooParams('cart', { login_confirmation: { message: login.message } }), windowWith())?.loginConfirmation).toBeNull();
    expect(readExpressSettings(wooParams('cart', { login_confirmation: false }), windowWith())?.loginConfirmation).toBeNull();
  });

  it('reads pay_for_order, the fraud token and the queued Tracks events from the JSON', () => {
    const settings = readExpressSettings(wooParams('pay_for_order', {
      pay_for_order: { order_id: 91, key: 'wc_order_YcYbVbBjr1oDP', billing_email: 'elodie.lefevre@example.test' },
      fraud_prevention_token: 'fp-json',
      frontend_tracks: [{ event: 'pay_for_order_page_view', properties: { theme_type: 'short_code' } }],
    }), windowWith());
    expect(settings?.payForOrder).toEqual({ orderId: 91, key: 'wc_order_YcYbVbBjr1oDP', billingEmail: 'elodie.lefevre@example.test' });
    expect(settings?.fraudPreventionToken).toBe('fp-json');
    expect(settings?.frontendTracks).toEqual([{ event: 'pay_for_order_page_view', properties: { theme_type: 'short_code' } }]);
  });
});

describe('readExpressSettings from the WooPayments globals', () => {
  it('falls back to wcpayExpressCheckoutParams when the JSON settings are empty', () => {
    const settings = readExpressSettings({}, windowWith({ wcpayExpressCheckoutParams: wooParams('checkout') }));
    expect(settings?.context).toBe('checkout');
    expect(settings?.publishableKey).toBe(PUBLISHABLE_KEY);
    expect(settings?.product).toBeNull();
  });

  it('takes the pay-for-order order from wcpayConfig, its id parsed as an integer', () => {
    const win = windowWith({
      wcpayExpressCheckoutParams: wooParams('pay_for_order'),
      wcpayConfig: { order_id: '1234', key: 'wc_order_abc', billing_email: 'cheese@toast.com', publishableKey: 'ignored' },
    });
    expect(readExpressSettings({}, win)?.payForOrder).toEqual({ orderId: 1234, key: 'wc_order_abc', billingEmail: 'cheese@toast.com' });
  });

  it('has no pay-for-order order without a positive order id, nor outside pay_for_order', () => {
    expect(readExpressSettings({}, windowWith({ wcpayExpressCheckoutParams: wooParams('pay_for_order'), wcpayConfig: { order_id: 0, key: 'k' } }))?.payForOrder).toBeNull();
    expect(readExpressSettings({}, windowWith({ wcpayExpressCheckoutParams: wooParams('pay_for_order') }))?.payForOrder).toBeNull();
    expect(readExpressSettings({}, windowWith({ wcpayExpressCheckoutParams: wooParams('cart'), wcpayConfig: { order_id: 12, key: 'k' } }))?.payForOrder).toBeNull();
  });

  it('reads window.wcpayFraudPreventionToken before the JSON token', () => {
    expect(readExpressSettings(wooParams('cart'), windowWith({ wcpayFraudPreventionToken: 'fp-inline' }))?.fraudPreventionToken).toBe('fp-inline');
    expect(readExpressSettings(wooParams('cart', { fraud_prevention_token: 'fp-json' }), windowWith({ wcpayFraudPreventionToken: 'fp-inline' }))?.fraudPreventionToken).toBe('fp-inline');
    expect(readExpressSettings(wooParams('cart', { fraud_prevention_token: 'fp-json' }), windowWith())?.fraudPreventionToken).toBe('fp-json');
  });

  it('reads window.wcPayFrontendTracks, dropping entries without an event name', () => {
    const win = windowWith({
      wcPayFrontendTracks: [
        { event: 'product_page_view', properties: { theme_type: 'short_code' } },
        { event: 42 },
        'cart_page_view',
        { event: 'cart_page_view', properties: ['not', 'an', 'object'] },
      ],
    });
    expect(readExpressSettings(wooParams('product'), win)?.frontendTracks).toEqual([
      { event: 'product_page_view', properties: { theme_type: 'short_code' } },
      { event: 'cart_page_view', properties: {} },
    ]);
    expect(readExpressSettings(wooParams('product'), windowWith({ wcPayFrontendTracks: 'product_page_view' }))?.frontendTracks).toEqual([]);
  });
});

describe('readExpressSettings: the button context', () => {
  it.each([['shop'], [''], [undefined], [null], [1]])('gives null for the context %j', (context) => {
    expect(readExpressSettings(wooParams('cart', { button_context: context }), windowWith())).toBeNull();
  });

  it('gives null when neither the JSON nor the globals hold settings', () => {
    expect(readExpressSettings({}, windowWith())).toBeNull();
    expect(readExpressSettings({}, windowWith({ wcpayExpressCheckoutParams: 'product' }))).toBeNull();
  });

  it.each(['product', 'cart', 'checkout', 'pay_for_order'] as const)('accepts %s', (context) => {
    expect(readExpressSettings(wooParams(context), windowWith())?.context).toBe(context);
  });
});

describe('readExpressSettings: the server product data', () => {
  const product = (overrides: Record<string, unknown>) => ({ ...(wooParams('product').product as Record<string, unknown>), ...overrides });

  it('drops the product data of bundles, whose price the server cannot know', () => {
    expect(readExpressSettings(wooParams('product', { product: product({ product_type: 'bundle' }) }), windowWith())?.product).toBeNull();
  });

  it('has no product data when the server sent false, nor outside the product page', () => {
    expect(readExpressSettings(wooParams('product', { product: false }), windowWith())?.product).toBeNull();
    expect(readExpressSettings(wooParams('cart', { product: product({}) }), windowWith())?.product).toBeNull();
  });

  it('parses amounts as integers and defaults needs_shipping to true', () => {
    const data = product({
      displayItems: [{ label: 'Pâte à sucre', amount: '890' }, { label: 12, amount: 12.7 }, { amount: 'abc' }, 'oops'],
      total: { amount: '185000.60' },
      needs_shipping: 'no',
    });
    expect(readExpressSettings(wooParams('product', { product: data }), windowWith())?.product).toEqual({
      displayItems: [{ name: 'Pâte à sucre', amount: 890 }, { name: '12', amount: 12 }, { name: '', amount: 0 }, { name: '', amount: 0 }],
      total: 185000,
      needsShipping: true,
      productType: 'variable',
    });
  });

  it('reads needs_shipping false for a course that ships nothing', () => {
    expect(readExpressSettings(wooParams('product', { product: product({ needs_shipping: false }) }), windowWith())?.product?.needsShipping).toBe(false);
  });
});

describe('readExpressSettings: values of the wrong type', () => {
  it('narrows missing or mistyped values to safe defaults', () => {
    const settings = readExpressSettings({
      button_context: 'checkout',
      stripe: 'pk_live_oops',
      nonce: ['a'],
      checkout: {
        currency_code: 'EUR',
        currency_decimals: '2',
        needs_shipping: 'yes',
        needs_payer_phone: 1,
        allowed_shipping_countries: ['FR', 33, null, 'BE'],
        display_prices_with_tax: 'incl',
      },
      button: { type: 7, theme: null, height: 48, radius: '' },
      store_name: ['Atelier'],
    }, windowWith());
    expect(settings).toMatchObject({
      context: 'checkout',
      publishableKey: '',
      accountId: '',
      locale: 'fr',
      ajaxUrl: '/wp-admin/admin-ajax.php',
      nonces: { platformTracker: '', tokenizedCart: '', tokenizedCartSession: '', storeApi: '' },
      currencyCode: 'eur',
      currencyDecimals: 2,
      needsShipping: false,
      needsPayerPhone: false,
      allowedShippingCountries: ['FR', 'BE'],
      displayPricesWithTax: false,
      button: { type: undefined, theme: undefined, height: '48', radius: undefined },
      storeName: '',
      fraudPreventionToken: '',
      frontendTracks: [],
    });
  });

  it('lower-cases the currency and keeps a numeric decimals setting', () => {
    const settings = readExpressSettings(wooParams('cart', { checkout: { currency_code: 'JPY', currency_decimals: 0 } }), windowWith());
    expect(settings?.currencyCode).toBe('jpy');
    expect(settings?.currencyDecimals).toBe(0);
  });
});
