// The options of the Elements group and of the Payment Element, as WooPayments sets them: no intent yet (payment
// mode with the total, or setup mode when there is nothing to pay), payment methods created by hand, one method
// type per element, the theme's appearance; the element asks nothing the checkout form already asks, shows no
// wallet (the express button does) and shows the save-for-later mandate only when the card will be kept.
import type { StripeElementsOptionsMode, StripePaymentElementOptions } from '@stripe/stripe-js';
import type { Appearance } from './appearance.ts';
import type { PaymentMethodConfig, UpeSettings } from './upe-settings.ts';

type TermsOption = 'always' | 'never';

export function elementsOptions(settings: UpeSettings, type: string, appearance: Appearance, fonts: { cssSrc: string }[]): StripeElementsOptionsMode {
  const common = {
    currency: settings.currency,
    paymentMethodCreation: 'manual',
    paymentMethodTypes: [type],
    appearance,
    fonts,
  } as const;
  return settings.cartTotal < 1 ? { ...common, mode: 'setup' } : { ...common, mode: 'payment', amount: settings.cartTotal };
}

/** 'always' for every reusable method (the card) while it will be saved, 'never' otherwise. */
export function termsFor(methods: Record<string, PaymentMethodConfig>, value: TermsOption): Record<string, TermsOption> {
  return Object.fromEntries(Object.entries(methods).filter(([type, config]) => type !== 'link' && config.isReusable).map(([type]) => [type, value]));
}

const BILLING_FIELDS = {
  country: 'billing_country',
  line1: 'billing_address_1',
  line2: 'billing_address_2',
  city: 'billing_city',
  state: 'billing_state',
  postalCode: 'billing_postcode',
} as const;

/** 'never' for what the checkout form collects itself, 'auto' for the rest. */
export function hiddenBillingFields(enabled: readonly string[]) {
  const asked = (...names: string[]) => (names.some((name) => enabled.includes(name)) ? 'never' : 'auto');
  return {
    name: asked('billing_first_name', 'billing_last_name'),
    email: asked('billing_email'),
    phone: asked('billing_phone'),
    address: Object.fromEntries(Object.entries(BILLING_FIELDS).map(([key, name]) => [key, asked(name)])),
  } as const;
}

export function paymentElementOptions(settings: UpeSettings, willSave: boolean): StripePaymentElementOptions {
  const options: StripePaymentElementOptions = {
    terms: termsFor(settings.paymentMethods, willSave || settings.cartContainsSubscription ? 'always' : 'never'),
    wallets: { applePay: 'never', googlePay: 'never' },
  };
  if (settings.isCheckout && !settings.isOrderPay) options.fields = { billingDetails: hiddenBillingFields(settings.enabledBillingFields) };
  return options;
}
