// WooPayments' card and SEPA settings: the JSON config's `wcpayUpeConfig` (else WooPayments' `wcpay_upe_config`
// global), `wcpayCustomerData` and `wcpayFraudPreventionToken` (else the globals of those names), narrowed to
// typed values. No publishable key → no settings, and the containers stay as the server printed them.
import { asBoolean, asNumber, asRecord, asString, asStringArray } from '../../core/config/json-values.ts';
import { liveSettings } from '../../core/config/json-config.ts';

export interface PaymentMethodConfig {
  isReusable: boolean;
  title: string;
  showSaveOption: boolean;
  /** Billing countries the method is offered for; empty: every country. */
  countries: string[];
}

export interface CustomerData {
  name: string;
  email: string;
  billingCountry: string;
}

export interface UpeSettings {
  publishableKey: string;
  accountId: string;
  locale: string;
  ajaxUrl: string;
  createSetupIntentNonce: string;
  saveAppearanceNonce: string;
  genericErrorMessage: string;
  gatewayId: string;
  isCheckout: boolean;
  isOrderPay: boolean;
  paymentMethods: Record<string, PaymentMethodConfig>;
  /** The appearance the shop cached for the checkout form and for the account's add-payment-method form. */
  checkoutAppearance: Record<string, unknown> | null;
  addPaymentMethodAppearance: Record<string, unknown> | null;
  currency: string;
  /** Minor units; below 1 the Payment Element sets a card up instead of paying. */
  cartTotal: number;
  enabledBillingFields: string[];
  cartContainsSubscription: boolean;
  customer: CustomerData | null;
  fraudPreventionToken: string;
}

function text(value: unknown): string {
  return asString(value) ?? (typeof value === 'number' ? String(value) : '');
}

function paymentMethodsOf(value: unknown): Record<string, PaymentMethodConfig> {
  const methods: Record<string, PaymentMethodConfig> = {};
  for (const [type, raw] of Object.entries(asRecord(value))) {
    const config = asRecord(raw);
    methods[type] = {
      isReusable: asBoolean(config.isReusable) ?? false,
      title: text(config.title),
      showSaveOption: asBoolean(config.showSaveOption) ?? false,
      countries: asStringArray(config.countries) ?? [],
    };
  }
  return methods;
}

function appearanceOf(value: unknown): Record<string, unknown> | null {
  const appearance = asRecord(value);
  return Object.keys(appearance).length > 0 ? appearance : null;
}

function customerOf(value: unknown): CustomerData | null {
  const data = asRecord(value);
  if (Object.keys(data).length === 0) return null;
  return { name: text(data.name), email: text(data.email), billingCountry: text(data.billing_country) };
}

export function readUpeSettings(json: Record<string, unknown>, win: Window): UpeSettings | null {
  const globals = win as unknown as Record<string, unknown>;
  const config = asRecord(json.wcpayUpeConfig ?? globals.wcpay_upe_config);
  const publishableKey = text(config.publishableKey);
  if (publishableKey === '') return null;
  const total = asNumber(config.cartTotal) ?? Number(text(config.cartTotal));
  return {
    publishableKey,
    accountId: text(config.accountId),
    locale: text(config.locale) || 'fr',
    ajaxUrl: text(config.ajaxUrl) || '/wp-admin/admin-ajax.php',
    createSetupIntentNonce: text(config.createSetupIntentNonce),
    saveAppearanceNonce: text(config.saveUPEAppearanceNonce),
    genericErrorMessage: text(config.genericErrorMessage),
    gatewayId: text(config.gatewayId) || 'woocommerce_payments',
    isCheckout: asBoolean(config.isCheckout) ?? false,
    isOrderPay: asBoolean(config.isOrderPay) ?? false,
    paymentMethods: paymentMethodsOf(config.paymentMethodsConfig),
    checkoutAppearance: appearanceOf(config.upeAppearance),
    addPaymentMethodAppearance: appearanceOf(config.upeAddPaymentMethodAppearance),
    currency: (text(config.currency) || 'EUR').toLowerCase(),
    cartTotal: Number.isFinite(total) ? Math.max(0, Math.trunc(total)) : 0,
    enabledBillingFields: asStringArray(config.enabledBillingFields) ?? [],
    cartContainsSubscription: asBoolean(config.cartContainsSubscription) ?? false,
    customer: customerOf(json.wcpayCustomerData ?? globals.wcpayCustomerData),
    fraudPreventionToken: text(json.wcpayFraudPreventionToken ?? globals.wcpayFraudPreventionToken),
  };
}

export const upeSettings = liveSettings(readUpeSettings);

/** WooPayments writes its fraud prevention token with an inline script that may run after the settings were read:
 *  the global is read again when a payment is made. */
export function currentFraudPreventionToken(settings: Pick<UpeSettings, 'fraudPreventionToken'>, win: Window = window): string {
  return settings.fraudPreventionToken || text((win as unknown as Record<string, unknown>).wcpayFraudPreventionToken);
}
