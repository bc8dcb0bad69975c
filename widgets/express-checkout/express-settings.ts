// The express checkout's settings: the page config's `expressCheckout` object, else WooPayments' own globals
// (`wcpayExpressCheckoutParams`, `wcpayConfig` for pay-for-order, `wcpayFraudPreventionToken`,
// `wcPayFrontendTracks`), both in WooPayments' snake_case shape, narrowed to typed values. What each key
// means: docs/woopayments-express-checkout.md.
import { asBoolean, asNumber, asRecord, asString } from '../../core/config/json-values.ts';
import { pageConfig } from '../../core/config/page-config.ts';
import type { ExpressButtonSettings } from './button-settings.ts';

export type ExpressContext = 'product' | 'cart' | 'checkout' | 'pay_for_order';

export interface ServerProductData {
  displayItems: { name: string; amount: number }[];
  total: number;
  needsShipping: boolean;
  productType: string;
}

export interface TrackedEvent {
  event: string;
  properties: Record<string, unknown>;
}

export interface ExpressSettings {
  context: ExpressContext;
  publishableKey: string;
  accountId: string;
  locale: string;
  ajaxUrl: string;
  nonces: {
    platformTracker: string;
    tokenizedCart: string;
    tokenizedCartSession: string;
    storeApi: string;
  };
  currencyCode: string;
  currencyDecimals: number;
  needsShipping: boolean;
  needsPayerPhone: boolean;
  allowedShippingCountries: string[];
  displayPricesWithTax: boolean;
  button: ExpressButtonSettings;
  loginConfirmation: { message: string; redirectUrl: string } | null;
  /** Product pages: the server's product data (cleared for bundles, whose price the server cannot know). */
  product: ServerProductData | null;
  storeName: string;
  payForOrder: { orderId: number; key: string; billingEmail: string } | null;
  fraudPreventionToken: string;
  frontendTracks: TrackedEvent[];
}

const CONTEXTS: readonly ExpressContext[] = ['product', 'cart', 'checkout', 'pay_for_order'];

function text(value: unknown): string {
  return asString(value) ?? (typeof value === 'number' ? String(value) : '');
}

function amount(value: unknown): number {
  const parsed = typeof value === 'number' ? value : parseInt(text(value), 10);
  return Number.isFinite(parsed) ? Math.trunc(parsed) : 0;
}

function readProduct(value: unknown): ServerProductData | null {
  const product = asRecord(value);
  if (Object.keys(product).length === 0 || product.product_type === 'bundle') return null;
  const items = Array.isArray(product.displayItems) ? product.displayItems.map(asRecord) : [];
  return {
    displayItems: items.map((item) => ({ name: text(item.label), amount: amount(item.amount) })),
    total: amount(asRecord(product.total).amount),
    needsShipping: asBoolean(product.needs_shipping) ?? true,
    productType: text(product.product_type),
  };
}

function readLoginConfirmation(value: unknown): ExpressSettings['loginConfirmation'] {
  const login = asRecord(value);
  const message = asString(login.message);
  const redirectUrl = asString(login.redirect_url);
  return message && redirectUrl ? { message, redirectUrl } : null;
}

function readPayForOrder(value: unknown): ExpressSettings['payForOrder'] {
  const order = asRecord(value);
  const orderId = amount(order.order_id);
  return orderId > 0 ? { orderId, key: text(order.key), billingEmail: text(order.billing_email) } : null;
}

function readTracks(value: unknown): TrackedEvent[] {
  if (!Array.isArray(value)) return [];
  return value.map(asRecord).filter((entry) => typeof entry.event === 'string').map((entry) => ({ event: entry.event as string, properties: asRecord(entry.properties) }));
}

/** The settings, or null when the page has none or names no known button context. */
export function readExpressSettings(json: Record<string, unknown>, win: Window = window): ExpressSettings | null {
  const globals = win as unknown as Record<string, unknown>;
  const params = Object.keys(json).length > 0 ? json : asRecord(globals.wcpayExpressCheckoutParams);
  const context = CONTEXTS.find((candidate) => candidate === params.button_context);
  if (!context) return null;
  const stripe = asRecord(params.stripe);
  const nonce = asRecord(params.nonce);
  const checkout = asRecord(params.checkout);
  const countries = Array.isArray(checkout.allowed_shipping_countries) ? checkout.allowed_shipping_countries.filter((code): code is string => typeof code === 'string') : [];
  const button = asRecord(params.button);
  return {
    context,
    publishableKey: text(stripe.publishableKey),
    accountId: text(stripe.accountId),
    locale: text(stripe.locale) || pageConfig().locale.split('-')[0] || 'fr',
    ajaxUrl: text(params.ajax_url) || pageConfig().ajaxUrl,
    nonces: {
      platformTracker: text(nonce.platform_tracker),
      tokenizedCart: text(nonce.tokenized_cart_nonce),
      tokenizedCartSession: text(nonce.tokenized_cart_session_nonce),
      storeApi: text(nonce.store_api_nonce),
    },
    currencyCode: (text(checkout.currency_code) || 'eur').toLowerCase(),
    currencyDecimals: asNumber(checkout.currency_decimals) ?? 2,
    needsShipping: asBoolean(checkout.needs_shipping) ?? false,
    needsPayerPhone: asBoolean(checkout.needs_payer_phone) ?? false,
    allowedShippingCountries: countries,
    displayPricesWithTax: asBoolean(checkout.display_prices_with_tax) ?? false,
    button: { type: asString(button.type), theme: asString(button.theme), height: text(button.height) || undefined, radius: text(button.radius) || undefined },
    loginConfirmation: readLoginConfirmation(params.login_confirmation),
    product: context === 'product' ? readProduct(params.product) : null,
    storeName: text(params.store_name),
    payForOrder: context === 'pay_for_order' ? readPayForOrder(params.pay_for_order ?? globals.wcpayConfig) : null,
    fraudPreventionToken: asString(globals.wcpayFraudPreventionToken) ?? text(params.fraud_prevention_token),
    frontendTracks: readTracks(params.frontend_tracks ?? globals.wcPayFrontendTracks),
  };
}

/** WooPayments' fraud-prevention script may set its token after the widget read the settings: read it again
 *  when the order is placed, the settings' copy being the fallback. */
export function currentFraudPreventionToken(settings: ExpressSettings, globals: Window = window): string {
  return asString((globals as unknown as Record<string, unknown>).wcpayFraudPreventionToken) ?? settings.fraudPreventionToken;
}
