// WooPayments' settings are read from the JSON config first, else from its globals (what a shop with the legacy
// script prints), narrowed to typed values; no publishable key means no card form.
import { describe, expect, it } from 'vitest';
import { currentFraudPreventionToken, readUpeSettings } from './upe-settings.ts';
import { upeConfig } from './test-data/upe-kit.ts';

const noGlobals = {} as Window;

describe('readUpeSettings', () => {
  it('reads the JSON config with the customer and the fraud prevention token', () => {
    const settings = readUpeSettings({ wcpayUpeConfig: upeConfig({ upeAppearance: { theme: 'night' } }), wcpayCustomerData: { name: 'Camille Martin', email: 'c@example.fr', billing_country: 'BE' }, wcpayFraudPreventionToken: 'tok' }, noGlobals);
    expect(settings).toMatchObject({
      publishableKey: 'pk_test_fondant',
      accountId: 'acct_fondant',
      locale: 'fr',
      gatewayId: 'woocommerce_payments',
      currency: 'eur',
      cartTotal: 185000,
      checkoutAppearance: { theme: 'night' },
      addPaymentMethodAppearance: null,
      customer: { name: 'Camille Martin', email: 'c@example.fr', billingCountry: 'BE' },
      fraudPreventionToken: 'tok',
    });
    expect(settings?.paymentMethods.sepa_debit).toEqual({ isReusable: false, title: 'Prélèvement SEPA', showSaveOption: false, countries: ['BE', 'DE', 'FR', 'ES', 'IT'] });
  });

  it('falls back to WooPayments’ globals, with its text numbers', () => {
    const win = { wcpay_upe_config: upeConfig({ cartTotal: '4200' }), wcpayCustomerData: { email: 'g@example.fr' }, wcpayFraudPreventionToken: 'glob' } as unknown as Window;
    expect(readUpeSettings({}, win)).toMatchObject({ cartTotal: 4200, customer: { email: 'g@example.fr', name: '', billingCountry: '' }, fraudPreventionToken: 'glob' });
  });

  it('is null without a publishable key, and defaults what is missing', () => {
    expect(readUpeSettings({ wcpayUpeConfig: upeConfig({ publishableKey: '' }) }, noGlobals)).toBeNull();
    expect(readUpeSettings({}, noGlobals)).toBeNull();
    expect(readUpeSettings({ wcpayUpeConfig: { publishableKey: 'pk_test_x', cartTotal: 'abc', paymentMethodsConfig: { card: { countries: 'FR' } } } }, noGlobals)).toMatchObject({
      ajaxUrl: '/wp-admin/admin-ajax.php',
      gatewayId: 'woocommerce_payments',
      cartTotal: 0,
      customer: null,
      paymentMethods: { card: { isReusable: false, countries: [] } },
    });
  });
});

describe('currentFraudPreventionToken', () => {
  it('reads the global again when the settings had none', () => {
    const win = {} as Record<string, unknown>;
    const settings = readUpeSettings({ wcpayUpeConfig: upeConfig() }, win as unknown as Window)!;
    win.wcpayFraudPreventionToken = 'late-token';
    expect(currentFraudPreventionToken(settings, win as unknown as Window)).toBe('late-token');
    expect(currentFraudPreventionToken({ fraudPreventionToken: 'json' }, win as unknown as Window)).toBe('json');
  });
});
