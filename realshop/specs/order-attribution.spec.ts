// Order attribution on the real shop: WooCommerce's sourcebuster and order-attribution scripts replaced by Fondant's
// widget (their settings, the wc_order_attribution global, kept), a newsletter visit, some browsing, then a guest's
// cheque order whose attribution meta WooCommerce saved from the checkout's fields.
import { addToCartByAjax, expect, fillBilling, mounted, pages, placeChequeOrder, shopCli, test } from './support/real-shop.ts';

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

  await fillBilling(page, 'FR');
  await page.locator('#billing_city').blur();
  await placeChequeOrder(page);

  const orderId = /\/order-received\/(\d+)\//.exec(page.url())![1]!;
  const attribution = shopCli('order-attribution', orderId);
  expect(attribution).toMatchObject({ source_type: 'utm', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'noel', session_pages: '3', session_count: '1' });
  expect(String(attribution['session_entry'])).toContain('utm_source=newsletter');
});
