// The shop page: ajax add to cart, the mini-cart filled from fragments and its remove link (click and
// keyboard), and jQuery loaded only when a script left on the page needs it.
import { addToCartByAjax, expect, mode, mounted, pages, test } from './support/real-shop.ts';

test('shop: add to cart by ajax, the button shows added and the view-cart link, the header count follows', async ({ page }) => {
  await page.goto(pages.shop);
  const button = page.locator('.add_to_cart_button.ajax_add_to_cart[data-product_id="63"]');
  await button.click();
  await expect(button).toHaveClass(/\badded\b/);
  await expect(page.locator('a.added_to_cart').first()).toBeVisible();
  await expect(page.locator('#site-header-cart a.cart-contents .count')).toContainText('1');
  await page.reload();
  await expect(page.locator('#site-header-cart a.cart-contents .count')).toContainText('1');
});

test('shop: jQuery loads only when a script left on the page needs it', async ({ page }) => {
  const jquery: string[] = [];
  page.on('request', (request) => {
    if (/\/jquery(\.min)?\.js/.test(request.url())) jquery.push(request.url());
  });
  for (const url of [pages.shop, pages.course]) {
    await page.goto(url);
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => Boolean(document.querySelector('script#fondant-js-module, script[src*="/fondant/dist/fondant.js"]')))).toBe(true);
    // The legacy scripts Fondant replaces are gone, their params kept.
    expect(await page.locator('script[src*="/assets/js/frontend/add-to-cart.min.js"], script[src*="/assets/js/frontend/woocommerce.min.js"], script[src*="/assets/js/frontend/cart-fragments.min.js"]').count()).toBe(0);
    expect(await page.evaluate(() => typeof (window as unknown as { wc_add_to_cart_params?: unknown }).wc_add_to_cart_params)).toBe('object');
  }
  if (mode === 'jquery-free') {
    expect(jquery).toEqual([]);
    expect(await page.evaluate(() => typeof (window as unknown as { jQuery?: unknown }).jQuery)).toBe('undefined');
  } else {
    expect(jquery.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { fondantThirdParty?: { ready: boolean } }).fondantThirdParty?.ready)).toBe(true);
  }
});

test('jQuery kept: the third-party script hears added_to_cart with its legacy arguments', async ({ page }) => {
  test.skip(mode !== 'jquery', 'only when a third-party jQuery script is on the page');
  await page.goto(pages.shop);
  await page.locator('.add_to_cart_button.ajax_add_to_cart[data-product_id="67"]').click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { fondantThirdParty: { events: { type: string; hasFragments: boolean; button: boolean }[] } }).fondantThirdParty.events.filter((event) => event.type === 'added_to_cart'))).toEqual([{ type: 'added_to_cart', hasFragments: true, button: true }]);
});

test('jQuery kept: a plugin’s own copy of jQuery, loaded first, hears added_to_cart once with its legacy arguments (the jQuery watch)', async ({ page }) => {
  test.skip(mode !== 'jquery', 'only when the test mu-plugin is installed');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(pages.shop);
  const watch = scripts.findIndex((script) => script.endsWith('/fondant/dist/jquery-watch.js'));
  expect(watch, 'the watch loads').toBeGreaterThanOrEqual(0);
  expect(watch, 'before any jQuery').toBeLessThan(scripts.findIndex((script) => script.endsWith('/jquery.min.js')));
  expect(await page.evaluate(() => {
    const global = window as unknown as { fondantJQueryCopies: unknown[]; fondantPluginCopy: { jquery: unknown }; jQuery: unknown };
    return [global.fondantJQueryCopies.length, global.fondantJQueryCopies.includes(global.fondantPluginCopy.jquery), global.fondantPluginCopy.jquery !== global.jQuery];
  })).toEqual([2, true, true]);
  await page.locator('.add_to_cart_button.ajax_add_to_cart[data-product_id="65"]').click();
  await expect(page.locator('.add_to_cart_button[data-product_id="65"]')).toHaveClass(/\badded\b/);
  await expect.poll(() => page.evaluate(() => (window as unknown as { fondantPluginCopy: { events: unknown[] } }).fondantPluginCopy.events)).toEqual([{ type: 'added_to_cart', hasFragments: true, button: true }]);
});

test('jQuery kept: a script enqueued late that depends on woocommerce finds $.scroll_to_notices and blockUI', async ({ page }) => {
  test.skip(mode !== 'jquery', 'only when the test mu-plugin is installed');
  await page.goto(pages.shop);
  expect(await page.evaluate(() => (window as unknown as { fondantLateDependent?: string }).fondantLateDependent)).toBe('function function');
});

for (const how of ['click', 'keyboard'] as const) {
  test(`mini-cart: a line is removed without a page load (${how})`, async ({ page }) => {
    await page.goto(pages.shop);
    await addToCartByAjax(page, 71);
    await page.reload();
    const content = page.locator('#site-header-cart .widget_shopping_cart_content');
    await mounted(page, '#site-header-cart .widget_shopping_cart_content', 'cart-fragments');
    const remove = content.locator('.remove_from_cart_button[data-product_id="71"]');
    await expect(remove).toHaveCount(1);
    await page.locator('#site-header-cart').hover();
    await expect(remove).toBeVisible();
    const url = page.url();
    if (how === 'click') await remove.click();
    else {
      await remove.focus();
      await page.keyboard.press('Enter');
    }
    await expect(content.locator('.remove_from_cart_button[data-product_id="71"]')).toHaveCount(0);
    expect(page.url()).toBe(url);
  });
}
