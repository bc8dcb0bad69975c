// WooCommerce's address autocomplete on the real checkout, with « Démo Adresses » (the test mu-plugin
// fondant-test-address-provider.php: a provider class listed through `woocommerce_address_providers` and a script
// depending on `wc-address-autocomplete-common`, turned on by a cookie for these tests only): Fondant's API script is
// printed in place of WooCommerce's common script, WooCommerce's own autocomplete script is gone (and jQuery in the
// jQuery-free mode); the address line is a combobox, 3 typed characters show suggestions in WooCommerce's markup,
// the keyboard or the pointer picks one, the address fields are filled and the order review is updated exactly once
// (in the jQuery-kept mode, the third-party jQuery script hears one update_checkout and one updated_checkout).
// The open list is screenshotted with and without Fondant (WooCommerce's own script, same cookie-gated provider) and
// the two compared pixel by pixel, the provider's branding row included; axe on the
// customer details with the list open is rule by rule no worse.
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { comparePixels } from './support/pixel-compare.ts';
import { addToCartByAjax, expect, mode, mounted, pages, test } from './support/real-shop.ts';

const address1 = (page: Page) => page.locator('#billing_address_1');
const options = (page: Page) => page.locator('#address_suggestions_billing li[role=option]');

async function setCookie(context: BrowserContext, baseURL: string | undefined, name: string): Promise<void> {
  await context.addCookies([{ name, value: '1', url: baseURL ?? 'http://127.0.0.1:8088' }]);
}

/** A product in the cart and the demo provider on (WooCommerce then prints the provider's API on every page). */
async function fillCart(page: Page, baseURL: string | undefined, withFondant = true): Promise<void> {
  await setCookie(page.context(), baseURL, 'fondant_test_address_provider');
  if (!withFondant) await setCookie(page.context(), baseURL, 'fondant_test_without_fondant');
  await page.goto(pages.shop);
  await addToCartByAjax(page, 63);
}

/** The checkout; resolves once the address line is a combobox. */
async function openCheckout(page: Page, baseURL: string | undefined, withFondant = true): Promise<void> {
  await fillCart(page, baseURL, withFondant);
  await openCheckoutPage(page, withFondant);
}

async function openCheckoutPage(page: Page, withFondant = true): Promise<void> {
  await page.goto(pages.checkout);
  if (withFondant) {
    await mounted(page, 'form.checkout', 'checkout-form');
    await mounted(page, '#billing_address_1', 'address-autocomplete');
  }
  await expect(address1(page)).toHaveAttribute('role', 'combobox');
}

/** The legacy events fondant-test-third-party.php's jQuery script heard (jQuery-kept mode). */
async function pageEvents(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { fondantThirdParty?: { pageEvents?: string[] } }).fondantThirdParty?.pageEvents ?? []);
}

/** Counts the order review updates the page asks from now on. */
function countReviewUpdates(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes('wc-ajax=update_order_review')) count += 1;
  });
  return { count: () => count };
}

/** Types as a shopper does and waits for the suggestions of the whole text. */
async function typeAddress(page: Page, text: string, expected: string[]): Promise<void> {
  await address1(page).click();
  await address1(page).pressSequentially(text, { delay: 30 });
  await expect(options(page)).toHaveText(expected);
}

test('checkout with a provider: Fondant’s API script in place of WooCommerce’s, no WooCommerce autocomplete script', async ({ page, baseURL }) => {
  await fillCart(page, baseURL);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await openCheckoutPage(page);
  expect(scripts.filter((path) => path.endsWith('/fondant/dist/address-autocomplete-api.js'))).toHaveLength(1);
  expect(scripts.filter((path) => /\/woocommerce\/assets\/js\/frontend\/(utils\/)?address-autocomplete(-common)?(\.min)?\.js$/.test(path))).toEqual([]);
  expect(scripts.filter((path) => /dompurify/i.test(path) && path.includes('/woocommerce/'))).toEqual([]);
  expect(scripts.filter((path) => path.endsWith('/mu-plugins/fondant-test-address-provider.js'))).toHaveLength(1);
  if (mode === 'jquery-free') expect(scripts.filter((path) => /\/jquery(\.min)?\.js$/.test(path))).toEqual([]);
  expect(await page.evaluate(() => typeof (window as unknown as { wc_address_autocomplete_common_params?: unknown }).wc_address_autocomplete_common_params)).toBe('object');
  expect(await page.evaluate(() => (window as unknown as { wc: { addressAutocomplete: { getActiveProvider(type: string): { id: string } | null } } }).wc.addressAutocomplete.getActiveProvider('billing')?.id)).toBe('demo-adresses');
  await expect(page.locator('#billing_address_1_field .woocommerce-input-wrapper')).toHaveClass(/autocomplete-available/);
});

test('a keyboard shopper picks a suggestion: the address is filled and the order review updated once', async ({ page, baseURL }) => {
  await openCheckout(page, baseURL);
  await expect(address1(page)).toHaveAttribute('aria-expanded', 'false');
  await address1(page).click();
  await address1(page).pressSequentially('Ru', { delay: 30 });
  await page.waitForTimeout(400);
  await expect(options(page)).toHaveCount(0);
  await address1(page).fill('');
  await typeAddress(page, 'rue de la rép', ['12 Rue de la République, 69002 Lyon', '4 Rue de la République, 13001 Marseille']);
  await expect(page.locator('#address_suggestions_billing ul.suggestions-list[role=listbox]')).toBeVisible();
  await expect(address1(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(options(page).first().locator('strong')).toHaveText(['Rue', 'de', 'la', 'Rép']);
  await expect(page.locator('#address_suggestions_billing .woocommerce-address-autocomplete-branding')).toHaveText('Adresses fournies par Démo Adresses');
  const updates = countReviewUpdates(page);
  const eventsBefore = (await pageEvents(page)).length;
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(options(page)).toHaveCount(0);
  await expect(address1(page)).toHaveValue('4 Rue de la République');
  await expect(page.locator('#billing_postcode')).toHaveValue('13001');
  await expect(page.locator('#billing_city')).toHaveValue('Marseille');
  await expect(page.locator('#billing_country')).toHaveValue('FR');
  await expect(address1(page)).toBeFocused();
  // Leaving the field and waiting past the checkout's typing pause asks nothing more.
  await page.keyboard.press('Tab');
  await page.waitForTimeout(1500);
  expect(updates.count()).toBe(1);
  // A third-party jQuery script hears the one update_checkout the choice asks, and the review's answer.
  if (mode === 'jquery') {
    const events = (await pageEvents(page)).slice(eventsBefore);
    expect(events.filter((event) => event.startsWith('update_checkout('))).toHaveLength(1);
    expect(events.filter((event) => event.startsWith('updated_checkout('))).toHaveLength(1);
  }
});

test('the pointer picks a Belgian address: address 1, postcode and city follow, one order review update', async ({ page, baseURL }) => {
  await openCheckout(page, baseURL);
  await page.locator('#billing_country').selectOption('BE');
  await expect(page.locator('.woocommerce-checkout-review-order-table')).toContainText('14,90');
  await typeAddress(page, 'rue de la loi', ['Rue de la Loi 16, 1000 Bruxelles']);
  const updates = countReviewUpdates(page);
  await options(page).first().click();
  await expect(address1(page)).toHaveValue('Rue de la Loi 16');
  await expect(page.locator('#billing_postcode')).toHaveValue('1000');
  await expect(page.locator('#billing_city')).toHaveValue('Bruxelles');
  await expect(page.locator('#billing_country')).toHaveValue('BE');
  await page.waitForTimeout(1500);
  expect(updates.count()).toBe(1);
});

interface Shots {
  /** The address line (its label, the field and the search icon). */
  line: Buffer;
  /** The suggestions. */
  list: Buffer;
  /** The provider's branding row under them. */
  branding: Buffer;
}

/** The text is put in at once: WooCommerce's own script shows whichever answer comes last, so typed key by key an
 *  older prefix's suggestions can stay (seen on this shop). */
async function shootOpenList(page: Page): Promise<Shots> {
  await address1(page).click();
  await address1(page).fill('rue de la rép');
  await expect(options(page)).toHaveText(['12 Rue de la République, 69002 Lyon', '4 Rue de la République, 13001 Marseille']);
  await page.mouse.move(0, 0);
  await page.waitForTimeout(400);
  const shot = { animations: 'disabled', caret: 'hide', scale: 'css' } as const;
  return {
    line: await page.locator('#billing_address_1_field').screenshot(shot),
    list: await page.locator('#address_suggestions_billing ul.suggestions-list').screenshot(shot),
    branding: await page.locator('#address_suggestions_billing .woocommerce-address-autocomplete-branding').screenshot(shot),
  };
}

/** Pixels differing between the two images (the three PNGs kept in the test's output), reported and logged. */
function compare(name: string, without: Buffer, withFondant: Buffer): number {
  const { differing, total, sizes } = comparePixels(without, withFondant, name);
  const line = `${name}: ${differing} of ${total} pixels differ (${sizes})`;
  test.info().annotations.push({ type: 'pixels', description: line });
  console.log(`[address-autocomplete ${mode}] ${line}`);
  return differing;
}

const ADDRESS_LINE_PIXELS = 120;

/** Nodes per violated axe rule in the customer details, the list open. */
async function axeViolations(page: Page): Promise<Record<string, number>> {
  const results = await new AxeBuilder({ page }).include('#customer_details').analyze();
  return Object.fromEntries(results.violations.map((violation) => [violation.id, violation.nodes.length]));
}

test.describe('the open list on Storefront, with WooCommerce’s stylesheet, compared with WooCommerce’s own script', () => {
  const shots: Partial<Record<'without' | 'with', Shots>> = {};
  const axe: Partial<Record<'without' | 'with', Record<string, number>>> = {};
  const errors: string[] = [];

  test.beforeAll(async ({ browser }, testInfo) => {
    const baseURL = testInfo.project.use.baseURL;
    for (const variant of ['without', 'with'] as const) {
      const context = await browser.newContext({ baseURL, locale: 'fr-FR' });
      try {
        const page = await context.newPage();
        page.on('console', (message) => {
          if (message.type() === 'error' && new URL(message.location().url || baseURL!).origin === new URL(baseURL!).origin) errors.push(`${variant}: ${message.text()}`);
        });
        page.on('pageerror', (error) => errors.push(`${variant}: ${error.message}`));
        await openCheckout(page, baseURL, variant === 'with');
        shots[variant] = await shootOpenList(page);
        axe[variant] = await axeViolations(page);
        await expect(options(page)).toHaveCount(2);
      } finally {
        await context.close();
      }
    }
  });

  test('the suggestions are WooCommerce’s pixel for pixel, the address line differs only by its validation edge, axe no worse', () => {
    expect(errors, 'console errors with and without Fondant').toEqual([]);
    expect(compare('address-suggestions', shots.without!.list, shots.with!.list)).toBe(0);
    // WooCommerce's script validates the address line when its list opens (the row gets `woocommerce-validated`:
    // Storefront's green inset edge, 2 px); Fondant's leaves it to the checkout's own validation, on leaving the field.
    // Measured 2026-11-25: 109 pixels, the edge only (both modes).
    expect(compare('address-line', shots.without!.line, shots.with!.line)).toBeLessThanOrEqual(ADDRESS_LINE_PIXELS);
    console.log(`[address-autocomplete ${mode}] axe, list open: ${JSON.stringify(axe.without)} without, ${JSON.stringify(axe.with)} with`);
    const worse = Object.entries(axe.with!).filter(([rule, nodes]) => nodes > (axe.without![rule] ?? 0));
    expect(worse, 'axe rules worse than WooCommerce’s own autocomplete').toEqual([]);
  });

  test('the provider’s branding row looks like WooCommerce’s', () => {
    expect(compare('address-branding', shots.without!.branding, shots.with!.branding)).toBe(0);
  });
});
