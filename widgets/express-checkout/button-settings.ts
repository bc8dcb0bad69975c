// WooPayments button settings → Express Checkout Element and Elements appearance options (reference
// §1.2–1.3): height clamped 40–55, radius 4 px by default, only Apple Pay and Google Pay shown.
// @stripe/stripe-js is not installed yet, so its option types are mirrored here with its names.
export type WalletDisplay = 'always' | 'auto' | 'never';
export type ApplePayButtonTheme = 'black' | 'white' | 'white-outline';
export type GooglePayButtonTheme = 'black' | 'white';
export type ApplePayButtonType = 'add-money' | 'book' | 'buy' | 'check-out' | 'contribute' | 'donate' | 'order' | 'plain'
  | 'reload' | 'rent' | 'subscribe' | 'support' | 'tip' | 'top-up';
export type GooglePayButtonType = 'book' | 'buy' | 'checkout' | 'donate' | 'order' | 'pay' | 'plain' | 'subscribe';

/** The subset of @stripe/stripe-js StripeExpressCheckoutElementOptions this widget sets. */
export interface ExpressCheckoutElementOptions {
  paymentMethods: { applePay: WalletDisplay; googlePay: WalletDisplay; amazonPay: WalletDisplay; link: WalletDisplay; paypal: WalletDisplay; klarna: WalletDisplay };
  layout: { overflow: 'auto' | 'never' };
  buttonTheme: { applePay: ApplePayButtonTheme; googlePay: GooglePayButtonTheme };
  buttonType: { applePay: ApplePayButtonType; googlePay: GooglePayButtonType };
  buttonHeight: number;
}

/** The `button` part of wcpayExpressCheckoutParams (gateway options payment_request_button_*). */
export interface ExpressButtonSettings {
  type?: string | null;
  theme?: string | null;
  height?: string | number | null;
  radius?: string | number | null;
}

export const MIN_BUTTON_HEIGHT = 40;
export const MAX_BUTTON_HEIGHT = 55;
export const DEFAULT_BUTTON_HEIGHT = 48;
export const DEFAULT_BORDER_RADIUS_PX = 4;

/** parseInt of the setting clamped to 40–55; missing or unparsable → 48. */
export function buttonHeight(height: string | number | null | undefined): number {
  const parsed = typeof height === 'number' ? Math.trunc(height) : parseInt(height ?? '', 10);
  const value = Number.isFinite(parsed) ? parsed : DEFAULT_BUTTON_HEIGHT;
  return Math.min(Math.max(value, MIN_BUTTON_HEIGHT), MAX_BUTTON_HEIGHT);
}

/** Radius in px: the configured value when it is a non-negative number, else 4. */
export function borderRadius(radius: string | number | null | undefined): number {
  const parsed = typeof radius === 'number' ? radius : parseFloat(radius ?? '');
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : DEFAULT_BORDER_RADIUS_PX;
}

/** dark → black, light → white, light-outline → white (Google Pay) / white-outline (Apple Pay). */
export function buttonTheme(theme: string | null | undefined): ExpressCheckoutElementOptions['buttonTheme'] {
  if (theme === 'light') return { applePay: 'white', googlePay: 'white' };
  if (theme === 'light-outline') return { applePay: 'white-outline', googlePay: 'white' };
  return { applePay: 'black', googlePay: 'black' };
}

const SHARED_TYPES = ['buy', 'donate', 'book'] as const;

/** 'default' → plain; buy, donate, book pass through; unset → buy (Google Pay) / plain (Apple Pay). */
export function buttonType(type: string | null | undefined): ExpressCheckoutElementOptions['buttonType'] {
  if (type === undefined || type === null || type === '') return { applePay: 'plain', googlePay: 'buy' };
  const shared = SHARED_TYPES.find((candidate) => candidate === type);
  return shared ? { applePay: shared, googlePay: shared } : { applePay: 'plain', googlePay: 'plain' };
}

/** Options for elements.create('expressCheckout', …): Apple Pay and Google Pay only. */
export function expressCheckoutElementOptions(settings: ExpressButtonSettings = {}): ExpressCheckoutElementOptions {
  return {
    paymentMethods: { applePay: 'always', googlePay: 'always', amazonPay: 'never', link: 'never', paypal: 'never', klarna: 'never' },
    layout: { overflow: 'never' },
    buttonTheme: buttonTheme(settings.theme),
    buttonType: buttonType(settings.type),
    buttonHeight: buttonHeight(settings.height),
  };
}

/** The `appearance` option of stripe.elements(…). */
export function elementsAppearance(settings: ExpressButtonSettings = {}): { variables: { borderRadius: string; spacingUnit: string } } {
  return { variables: { borderRadius: `${borderRadius(settings.radius)}px`, spacingUnit: '6px' } };
}
