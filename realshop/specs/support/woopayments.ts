// The WooPayments look-alike of the real shop (wordpress/test-support/fondant-test-woopayments.php, on for a visitor
// with its cookie): turning it on, choosing its card or SEPA method, typing into the Stripe.js test double's
// Payment Element (fields in the page, labelled in French), a fresh customer logged in, and an order's payment as
// the shop recorded it (realwc-cli.php order-payment).
import type { Locator, Page } from '@playwright/test';
import { expect, shopCli } from './real-shop.ts';

export const CARD = 'woocommerce_payments';
export const SEPA = 'woocommerce_payments_sepa_debit';
export type WooPaymentsMethod = typeof CARD | typeof SEPA;

/** Stripe's test cards (the double turns each number into its test payment method id). */
export const testCards = {
  visa: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  threeDSecure: '4000 0027 6000 3184',
} as const;

export const FRENCH_IBAN = 'FR14 2004 1010 0505 0001 3M02 606';

/** Turns the look-alike on for this browser context (and, with `withoutFondant`, Fondant off: WooCommerce's own
 *  scripts). The double gets a setup (its defaults), as in a test: without one it would wait for a person in its demo
 *  3-D Secure dialog. */
export async function useWooPayments(page: Page, baseURL: string | undefined, { withoutFondant = false } = {}): Promise<void> {
  const url = baseURL ?? 'http://127.0.0.1:8088';
  await page.addInitScript(() => {
    (window as unknown as { stripeDoubleSetup: object }).stripeDoubleSetup = {};
  });
  await page.context().addCookies([{ name: 'fondant_test_woopayments', value: '1', url }]);
  if (withoutFondant) await page.context().addCookies([{ name: 'fondant_test_without_fondant', value: '1', url }]);
}

/** The payment method's `li` in the checkout's (or a form's) `#payment`. */
export function methodItem(page: Page, method: WooPaymentsMethod): Locator {
  return page.locator(`#payment li.payment_method_${method}`);
}

/** The Payment Element's container in the method's box. */
export function paymentElement(page: Page, method: WooPaymentsMethod): Locator {
  return methodItem(page, method).locator('.wcpay-upe-element');
}

/** Chooses the method by its label, as a shopper does, and waits for the Payment Element's fields. */
export async function chooseMethod(page: Page, method: WooPaymentsMethod): Promise<void> {
  await page.locator(`label[for="payment_method_${method}"]`).click();
  await expect(page.locator(`#payment_method_${method}`)).toBeChecked();
  await expect(paymentElement(page, method).getByLabel(method === CARD ? 'Numéro de carte' : 'IBAN')).toBeVisible();
}

/** Types a card into the card's Payment Element (expiry 12 / 30 and CVC 123 unless told). */
export async function fillCard(page: Page, number: string, { expiry = '12 / 30', cvc = '123' } = {}): Promise<void> {
  const element = paymentElement(page, CARD);
  await element.getByLabel('Numéro de carte').fill(number);
  await element.getByLabel('Date d’expiration').fill(expiry);
  await element.getByLabel('Code de sécurité').fill(cvc);
}

/** Types an IBAN into the SEPA Payment Element. */
export async function fillIban(page: Page, iban: string): Promise<void> {
  await paymentElement(page, SEPA).getByLabel('IBAN').fill(iban);
}

/** Ticks the terms when the shop asks, places the order. */
export async function placeOrder(page: Page): Promise<void> {
  const terms = page.locator('#terms');
  if (await terms.count()) await terms.check();
  await page.locator('#place_order').click();
}

/** The order id of an order-received URL. */
export function receivedOrderId(url: string): number {
  const id = /\/order-received\/(\d+)\//.exec(url)?.[1];
  if (!id) throw new Error(`not an order-received URL: ${url}`);
  return Number(id);
}

export interface OrderPayment {
  status: string;
  payment_method: string;
  charges: number;
  payment_method_id: string;
  fraud_prevention_token: string;
  /** The order notes, oldest first. */
  notes: string[];
}

export function orderPayment(orderId: number): OrderPayment {
  return shopCli('order-payment', String(orderId)) as unknown as OrderPayment;
}

/** A customer made anew (no saved card), logged in through My account's form. */
export async function logInFreshCustomer(page: Page, login: string): Promise<void> {
  const { password } = shopCli('fresh-customer', login) as { password: string };
  await page.goto('/my-account/');
  await page.locator('#username').fill(login);
  await page.locator('#password').fill(password);
  await page.locator('button[name="login"]').click();
  await expect(page.locator('.woocommerce-MyAccount-navigation')).toBeVisible();
}
