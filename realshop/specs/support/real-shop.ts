// Shared by the real-shop specs: the mode (jQuery kept by a third-party script, or jQuery-free), the PHP CLI
// helper that changes the shop, and a page fixture that fails a test on any console error or uncaught
// exception (each one also appended to the run's console-errors file for scripts/test-real.ts to report).
import { test as base, expect, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const mode = (process.env.FONDANT_REAL_MODE ?? 'jquery-free') as 'jquery' | 'jquery-free';
export const realRoot = process.env.REALWC_ROOT ?? '/tmp/realwc';
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const consoleLog = process.env.FONDANT_REAL_CONSOLE_LOG;

export const pages = {
  shop: '/shop/',
  course: '/produit/formation-cake-designer-intermediaire-10-jours/',
  colorant: '/produit/colorant-alimentaire-en-gel/',
  supplies: '/produit/pate-a-sucre-blanche-1-kg/',
  cart: '/cart/',
  checkout: '/checkout/',
  account: '/my-account/',
} as const;

/** Runs wordpress/test-support/realwc-cli.php on the shop; returns its JSON answer. */
export function shopCli(command: string, argument?: string): Record<string, unknown> {
  const args = [path.join(repoRoot, 'wordpress/test-support/realwc-cli.php'), realRoot, command, ...(argument === undefined ? [] : [argument])];
  return JSON.parse(execFileSync('php', args, { encoding: 'utf8' })) as Record<string, unknown>;
}

export interface PageErrors {
  messages: string[];
}

export const test = base.extend<{ errors: PageErrors }>({
  errors: [async ({ page }, use, testInfo) => {
    const errors: PageErrors = { messages: [] };
    const record = (text: string) => {
      const line = `${page.url()}: ${text}`;
      errors.messages.push(line);
      if (consoleLog) appendFileSync(consoleLog, `[${mode}] ${testInfo.title}: ${line}\n`);
    };
    const shopOrigin = new URL(testInfo.project.use.baseURL ?? 'http://127.0.0.1:8088').origin;
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // The shop has no way out to the internet here: the theme's web fonts from other hosts cannot load.
      const from = message.location().url;
      if (message.text().startsWith('Failed to load resource') && from && new URL(from).origin !== shopOrigin) return;
      record(`${message.text()}${from ? ` (${from})` : ''}`);
    });
    page.on('pageerror', (error) => record(`uncaught ${error.name}: ${error.message}`));
    await use(errors);
    expect(errors.messages, 'console errors and uncaught exceptions').toEqual([]);
  }, { auto: true }],
});

export { expect };

/** Waits until Fondant has mounted `widget` on the element matched by `selector`. */
export async function mounted(page: Page, selector: string, widget: string): Promise<void> {
  await expect(page.locator(selector).first()).toHaveAttribute('data-fondant-mounted', new RegExp(`(^|\\s)${widget}(\\s|$)`));
}

/** Adds a simple product to the visitor's cart through wc-ajax (the page keeps the session cookie). */
export async function addToCartByAjax(page: Page, productId: number): Promise<void> {
  const response = await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: String(productId), quantity: '1' } });
  expect(response.ok()).toBe(true);
}

/** Fills a guest's billing details for France (Lyon) or Belgium (Brussels). */
export async function fillBilling(page: Page, country: 'FR' | 'BE'): Promise<void> {
  await page.locator('#billing_first_name').fill('Camille');
  await page.locator('#billing_last_name').fill('Martin');
  await page.locator('#billing_country').selectOption(country);
  await page.locator('#billing_address_1').fill(country === 'FR' ? '12 rue des Lilas' : '5 rue Royale');
  await page.locator('#billing_postcode').fill(country === 'FR' ? '69002' : '1000');
  await page.locator('#billing_city').fill(country === 'FR' ? 'Lyon' : 'Bruxelles');
  await page.locator('#billing_phone').fill('0612345678');
  await page.locator('#billing_email').fill('camille.martin@example.fr');
}

/** Pays by cheque (terms accepted when the shop asks), places the order and waits for the order-received page. */
export async function placeChequeOrder(page: Page): Promise<void> {
  await page.locator('label[for="payment_method_cheque"]').click();
  await expect(page.locator('#payment_method_cheque')).toBeChecked();
  const terms = page.locator('#terms');
  if (await terms.count()) await terms.check();
  await page.locator('#place_order').click();
  await page.waitForURL(/\/checkout\/order-received\/\d+\//);
}
