// Order attribution on the real shop: WooCommerce's sourcebuster and order-attribution scripts replaced by Fondant's
// widget (their settings, the wc_order_attribution global, kept), a newsletter visit, some browsing, then a guest's
// cheque order whose attribution meta WooCommerce saved from the checkout's fields.
import { addToCartByAjax, expect, mounted, pages, shopCli, test } from './support/real-shop.ts';

test('a newsletter visit then a guest order: the order carries utm_source, medium, campaign and the session', async ({ page }) => {
  await page.goto(`${pages.shop}?utm_source=newsletter&utm_medium=email&utm_campaign=noel`);
  await mounted(page, 'body', 'order-attribution');
  expect(await page.locator('script[src*="sourcebuster"], script[src*="order-attribution.min.js"]').count(), 'WooCommerce’s own scripts').toBe(0);
  expect(await page.evaluate(() => typeof (window as unknown as { wc_order_attribution?: unknown }).wc_order_attribution)).toBe('object');
  await addToCartByAjax(page, 63);
  await page.goto(pages.supplies);
  await page.goto(pages.checkout);
  await mounted(page, 'form.checkout', 'checkout-form');
  await mounted(page, 'body', 'order-attribution');
  await expect(page.locator('form.checkout input[name="wc_order_attribution_utm_source"]').first()).toHaveValue('newsletter');

  await page.locator('#billing_first_name').fill('Camille');
  await page.locator('#billing_last_name').fill('Martin');
  await page.locator('#billing_country').selectOption('FR');
  await page.locator('#billing_address_1').fill('12 rue des Lilas');
  await page.locator('#billing_postcode').fill('69002');
  await page.locator('#billing_city').fill('Lyon');
  await page.locator('#billing_phone').fill('0612345678');
  await page.locator('#billing_email').fill('camille.martin@example.fr');
  await page.locator('#billing_city').blur();
  await page.locator('label[for="payment_method_cheque"]').click();
  await expect(page.locator('#payment_method_cheque')).toBeChecked();
  const terms = page.locator('#terms');
  if (await terms.count()) await terms.check();
  await page.locator('#place_order').click();
  await page.waitForURL(/\/checkout\/order-received\/\d+\//);

  const orderId = /\/order-received\/(\d+)\//.exec(page.url())![1]!;
  const attribution = shopCli('order-attribution', orderId);
  expect(attribution).toMatchObject({ source_type: 'utm', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'noel', session_pages: '3', session_count: '1' });
  expect(String(attribution['session_entry'])).toContain('utm_source=newsletter');
});
