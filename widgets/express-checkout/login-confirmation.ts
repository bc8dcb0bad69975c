// The guest login prompt WooPayments shows before an express payment when the shop requires an account (no
// guest checkout, no automatic account): the `**…**` part of the server's message becomes the wallet's name;
// OK goes to the login URL, Cancel stays.
import { navigateTo } from '../../core/dom/safe-redirect.ts';

const WALLET_NAMES: Readonly<Record<string, string>> = {
  apple_pay: 'Apple Pay',
  google_pay: 'Google Pay',
  amazon_pay: 'Amazon Pay',
  paypal: 'PayPal',
  link: 'Link',
};

export function walletName(expressPaymentType: string): string {
  return WALLET_NAMES[expressPaymentType] ?? expressPaymentType;
}

/** The message with its `**…**` part replaced by the wallet's name. */
export function loginConfirmationMessage(message: string, expressPaymentType: string): string {
  return message.replace(/\*\*[^*]*\*\*/, walletName(expressPaymentType));
}

/** Asks the shopper; true (and the browser on its way to the login page) when they accept. */
export function confirmLogin(login: { message: string; redirectUrl: string }, expressPaymentType: string, win: Window = window): boolean {
  if (!win.confirm(loginConfirmationMessage(login.message, expressPaymentType))) return false;
  return navigateTo(login.redirectUrl, win);
}
