// The store notice (turned on for this spec through WordPress's options, then put back), the cart and
// checkout pages whose WooCommerce scripts call the replaced scripts' jQuery API, and no console error on any
// page of the shop; nothing of Fondant in wp-admin.
import { test as baseTest } from '@playwright/test';
import { addToCartByAjax, expect, pages, shopCli, test } from './support/real-shop.ts';

test.describe('store notice', () => {
  let saved: Record<string, unknown> = {};
  test.beforeAll(() => {
    saved = shopCli('store-notice', `Fondant test notice ${Date.now()}`);
  });
  test.afterAll(() => {
    shopCli('restore-options', JSON.stringify(saved));
  });

  test('shown, dismissed with its link, still hidden after a reload', async ({ page }) => {
    await page.goto(pages.shop);
    const notice = page.locator('.woocommerce-store-notice');
    await expect(notice).toBeVisible();
    await notice.locator('.woocommerce-store-notice__dismiss-link').click();
    await expect(notice).toBeHidden();
    expect(new URL(page.url()).hash).toBe('');
    await page.reload();
    await expect(page.locator('.woocommerce-store-notice')).toBeHidden();
  });
});

test('cart page: updating a quantity works (blockUI and $.scroll_to_notices are there for cart.js)', async ({ page }) => {
  await page.goto(pages.shop);
  await addToCartByAjax(page, 63);
  await page.goto(pages.cart);
  const quantity = page.locator('.woocommerce-cart-form input.qty').first();
  await quantity.fill('2');
  await page.locator('.woocommerce-cart-form [name=update_cart]').click();
  await expect(page.locator('.woocommerce-message, .woocommerce-info').first()).toBeVisible();
  await expect(page.locator('.woocommerce-cart-form input.qty').first()).toHaveValue('2');
});

test('no console error on the shop\'s pages', async ({ page, errors }) => {
  for (const url of [pages.shop, pages.course, pages.colorant, pages.supplies, pages.account, '/categorie-produit/fournitures/']) {
    await page.goto(url);
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
  }
  await addToCartByAjax(page, 65);
  for (const url of [pages.cart, pages.checkout]) {
    await page.goto(url);
    await page.waitForLoadState('load');
    await page.waitForTimeout(1500);
  }
  expect(errors.messages).toEqual([]);
});

// wp-admin is WordPress's own (its console is not ours to judge): the plain Playwright test, without the
// console-error fixture.
baseTest('wp-admin loads nothing of Fondant', async ({ page }) => {
  await page.goto('/wp-login.php');
  await page.locator('#user_login').fill('admin');
  await page.locator('#user_pass').fill(process.env.REALWC_ADMIN_PASSWORD ?? 'admin-password-realwc');
  await page.locator('#wp-submit').click();
  await page.waitForURL(/\/wp-admin\//);
  await page.goto('/wp-admin/edit.php?post_type=product');
  await expect(page.locator('#wpbody')).toBeVisible();
  expect(await page.locator('script[src*="/plugins/fondant/"], link[href*="/plugins/fondant/"], #fondant-config').count()).toBe(0);
});
