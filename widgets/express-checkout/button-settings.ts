// WooPayments button settings (the gateway's payment_request_button_* options) → Express Checkout Element and
// Elements appearance options, as WooPayments maps them: height clamped 40–55, radius 4 px by default, only
// Apple Pay and Google Pay shown.
import type { StripeExpressCheckoutElementOptions } from '@stripe/stripe-js';

/** The options this widget sets, with the names and value types of @stripe/stripe-js. */
export type ExpressCheckoutElementOptions = Required<Pick<StripeExpressCheckoutElementOptions, 'paymentMethods' | 'layout' | 'buttonHeight'>> & {
  buttonTheme: { applePay: 'black' | 'white' | 'white-outline'; googlePay: 'black' | 'white' };
  buttonType: { applePay: 'book' | 'buy' | 'donate' | 'plain'; googlePay: 'book' | 'buy' | 'donate' | 'plain' };
};

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
