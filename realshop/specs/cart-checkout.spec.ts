// The classic cart and checkout pages on the real shop: no jQuery and none of WooCommerce's cart, checkout, country
// or address scripts in the jQuery-free mode (their params kept); the cart updates, removes and restores a line,
// changes the shipping method and recalculates shipping without a page load; the checkout's order review follows
// the billing country (Belgium: Colissimo International, 14,90 €) and a guest places a cheque order end to end;
// a refused order shows WooCommerce's notices on the fields; with a third-party jQuery script the legacy events
// reach it with their arguments.
import type { Page } from '@playwright/test';
import { addToCartByAjax, expect, fillBilling, mode, mounted, pages, placeChequeOrder, test } from './support/real-shop.ts';

/** Marks the document, so a page load (which would drop the mark) is seen. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { fondantSamePage: boolean }).fondantSamePage = true));
}

async function stillSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { fondantSamePage?: boolean }).fondantSamePage === true);
}

async function pageEvents(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { fondantThirdParty?: { pageEvents?: string[] } }).fondantThirdParty?.pageEvents ?? []);
}

const LEGACY_PAGE_SCRIPTS = ['cart', 'checkout', 'country-select', 'address-i18n', 'selectWoo/selectWoo.full'].map((name) => `script[src*="/assets/js/${name.includes('/') ? name : `frontend/${name}`}.min.js"]`).join(', ');

test('cart and checkout: no jQuery and no legacy cart, checkout or address script in the jQuery-free mode, their params kept', async ({ page }) => {
  const jquery: string[] = [];
  page.on('request', (request) => {
    if (/\/jquery(\.min)?\.js/.test(request.url())) jquery.push(request.url());
  });
  await page.goto(pages.shop);
  await addToCartByAjax(page, 63);
  for (const url of [pages.cart, pages.checkout]) {
    await page.goto(url);
    await page.waitForLoadState('load');
    expect(await page.locator(LEGACY_PAGE_SCRIPTS).count(), `${url}: legacy scripts`).toBe(0);
    expect(await page.evaluate(() => typeof (window as unknown as { wc_country_select_params?: unknown }).wc_country_select_params)).toBe('object');
  }
  if (mode === 'jquery-free') expect(jquery).toEqual([]);
});

test('cart: a quantity update, a removal and its undo, without a page load', async ({ page }) => {
  await page.goto(pages.shop);
  await addToCartByAjax(page, 63);
  await addToCartByAjax(page, 65);
  await page.goto(pages.cart);
  await mounted(page, 'body', 'cart-page');
  await markDocument(page);
  const update = page.locator('button[name="update_cart"]');
  await expect(update).toBeDisabled();
  const total = page.locator('.cart_totals .order-total .amount');
  const before = await total.textContent();
  await page.locator('tr.cart_item').filter({ has: page.locator('a.remove[data-product_id="63"]') }).locator('input.qty').fill('3');
  await expect(update).toBeEnabled();
  await update.click();
  await expect(page.locator('tr.cart_item').filter({ has: page.locator('a.remove[data-product_id="63"]') }).locator('input.qty')).toHaveValue('3');
  await expect(total).not.toHaveText(before ?? '');
  await page.locator('a.remove[data-product_id="65"]').click();
  await expect(page.locator('a.remove[data-product_id="65"]')).toHaveCount(0);
  await page.locator('a.restore-item').click();
  await expect(page.locator('a.remove[data-product_id="65"]')).toHaveCount(1);
  expect(await stillSameDocument(page)).toBe(true);
  if (mode === 'jquery') {
    const events = await pageEvents(page);
    expect(events).toContain('updated_wc_div()');
    expect(events).toContain('updated_cart_totals()');
    expect(events).toContain('item_removed_from_classic_cart()');
  }
});

test('cart: local pickup and the shipping calculator (Belgium: 14,90 €) change the totals without a page load', async ({ page }) => {
  await page.goto(pages.shop);
  await addToCartByAjax(page, 63);
  await page.goto(pages.cart);
  await mounted(page, 'body', 'cart-page');
  await markDocument(page);
  const total = page.locator('.cart_totals .order-total .amount');
  const withColissimo = await total.textContent();
  await page.locator('#shipping_method_0_local_pickup3').check();
  await expect(page.locator('#shipping_method_0_local_pickup3')).toBeChecked();
  await expect(total).not.toHaveText(withColissimo ?? '');
  await page.locator('.shipping-calculator-button').click();
  await page.locator('#calc_shipping_country').selectOption('BE');
  await page.locator('#calc_shipping_city').fill('Bruxelles');
  await page.locator('#calc_shipping_postcode').fill('1000');
  await page.locator('button[name="calc_shipping"]').click();
  await expect(page.locator('.cart_totals .woocommerce-shipping-totals')).toContainText('14,90');
  expect(await stillSameDocument(page)).toBe(true);
  if (mode === 'jquery') expect(await pageEvents(page)).toContain('updated_shipping_method()');
});

test('checkout: Belgium changes the shipping to 14,90 €, and a guest places a cheque order', async ({ page }) => {
  await page.goto(pages.shop);
  await addToCartByAjax(page, 63);
  await page.goto(pages.checkout);
  await mounted(page, 'form.checkout', 'checkout-form');
  await fillBilling(page, 'BE');
  await page.locator('#billing_city').blur();
  await expect(page.locator('.woocommerce-checkout-review-order-table .woocommerce-shipping-totals')).toContainText('14,90');
  if (mode === 'jquery') expect(await pageEvents(page)).toContain('country_to_state_changed(string,jQuery)');
  await page.locator('#billing_country').selectOption('FR');
  await page.locator('#billing_postcode').fill('69002');
  await page.locator('#billing_city').fill('Lyon');
  await page.locator('#billing_city').blur();
  await expect(page.locator('.woocommerce-checkout-review-order-table .woocommerce-shipping-totals')).toContainText('9,90');
  await placeChequeOrder(page);
  await expect(page.locator('.woocommerce-order')).toBeVisible();
});

test('checkout: a refused order shows WooCommerce’s notices on the fields, focused, without a page load', async ({ page }) => {
  await page.goto(pages.shop);
  await addToCartByAjax(page, 63);
  await page.goto(pages.checkout);
  await mounted(page, 'form.checkout', 'checkout-form');
  await markDocument(page);
  await page.locator('#place_order').click();
  const notices = page.locator('.woocommerce-NoticeGroup-checkout');
  await expect(notices).toBeVisible();
  await expect(page.locator('#billing_first_name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('.woocommerce-NoticeGroup-checkout [tabindex="-1"]').first()).toBeFocused();
  expect(await stillSameDocument(page)).toBe(true);
  if (mode === 'jquery') {
    const events = await pageEvents(page);
    expect(events).toContain('checkout_error(string)');
    expect(events.some((event) => event.startsWith('updated_checkout(object'))).toBe(true);
    expect(events).toContain('init_checkout()');
  }
});
