// Issue 18 §3 defects that had fixture specs only, now on the real shop: tabs opened by Space and Enter on a
// focused tab that is not the selected one (§3.2); the theme's own star and thumbnail markup, with the
// theme's CSS applying as it does without the plugin (§3.4); one add on the shop page fires the blocks
// dialect only if WooCommerce itself would (§3.5). Comparisons deactivate the plugin, then activate it again.
import type { Browser, Page } from '@playwright/test';
import { expect, mounted, pages, shopCli, test } from './support/real-shop.ts';

/** Runs `probe` in a fresh context with the plugin deactivated (WooCommerce's own scripts), then reactivates it. */
async function withoutPlugin<T>(browser: Browser, probe: (page: Page) => Promise<T>): Promise<T> {
  shopCli('deactivate');
  try {
    const context = await browser.newContext();
    try {
      return await probe(await context.newPage());
    } finally {
      await context.close();
    }
  } finally {
    shopCli('activate');
  }
}

for (const key of ['Space', 'Enter'] as const) {
  test(`tabs: ${key} on a focused tab that is not the selected one opens it`, async ({ page }) => {
    await page.goto(pages.course);
    await mounted(page, '.woocommerce-tabs', 'product-tabs');
    await expect(page.locator('#tab-title-description')).toHaveClass(/active/);
    // Focus given by script (as a screen reader's cursor or a skip link would), not by the arrow keys.
    await page.locator('#tab-title-reviews a').evaluate((tab: HTMLElement) => tab.focus());
    await expect(page.locator('#tab-title-reviews a')).toBeFocused();
    const scrollY = await page.evaluate(() => window.scrollY);
    await page.keyboard.press(key);
    await expect(page.locator('#tab-title-reviews')).toHaveClass(/active/);
    await expect(page.locator('#tab-title-reviews a')).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#tab-reviews')).toBeVisible();
    await expect(page.locator('#tab-description')).toBeHidden();
    if (key === 'Space') expect(await page.evaluate(() => window.scrollY), 'Space does not scroll the page').toBe(scrollY);
  });
}

/** The star glyph's look: what the theme's CSS gives `p.stars > span > a.star-N` and its ::before. */
async function starLook(page: Page) {
  await page.goto(`${pages.course}#tab-reviews`);
  const stars = page.locator('form#commentform p.stars > span > a[class^="star-"]');
  await expect(stars).toHaveCount(5);
  return {
    classes: await stars.evaluateAll((links) => links.map((link) => String(link.getAttribute('class')).split(/\s+/).find((name: string) => /^star-\d$/.test(name)))),
    look: await stars.nth(3).evaluate((link) => {
      const before = getComputedStyle(link, '::before');
      const own = getComputedStyle(link);
      return { fontFamily: before.fontFamily, content: before.content, color: before.color, glyphWidth: before.width, width: own.width, height: own.height, rowHeight: getComputedStyle(link.closest('.comment-form-rating') as Element).height };
    }),
  };
}

test('review stars: p.stars > span > a.star-N, the theme\'s glyph, colour and row height as without the plugin', async ({ page, browser }) => {
  const expected = await withoutPlugin(browser, starLook);
  const found = await starLook(page);
  expect(found.classes).toEqual(['star-1', 'star-2', 'star-3', 'star-4', 'star-5']);
  expect(found).toEqual(expected);
});

/** The thumbnails' look: what the theme's CSS gives `ol.flex-control-thumbs > li > img`. */
async function thumbnailLook(page: Page) {
  await page.goto(pages.course);
  const thumbs = page.locator('.woocommerce-product-gallery ol.flex-control-thumbs > li > img');
  await expect(thumbs).toHaveCount(3);
  return thumbs.evaluateAll((images) => images.map((image) => {
    const style = getComputedStyle(image);
    return { tag: image.tagName, width: style.width, height: style.height, opacity: style.opacity, liWidth: getComputedStyle(image.parentElement as Element).width };
  }));
}

test('gallery thumbnails: ol.flex-control-thumbs > li > img, the theme\'s size as without the plugin', async ({ page, browser }) => {
  const expected = await withoutPlugin(browser, thumbnailLook);
  expect(await thumbnailLook(page)).toEqual(expected);
});

interface Heard {
  native: number;
  blocks: number;
}

/** One ajax add on the shop page; counts the native `added_to_cart` and `wc-blocks_added_to_cart` events heard on document. */
async function dialectsHeard(page: Page): Promise<Heard> {
  await page.addInitScript(() => {
    const heard = { native: 0, blocks: 0 };
    (window as unknown as { fondantHeard: typeof heard }).fondantHeard = heard;
    document.addEventListener('added_to_cart', () => { heard.native += 1; }, true);
    document.addEventListener('wc-blocks_added_to_cart', () => { heard.blocks += 1; }, true);
  });
  await page.goto(pages.shop);
  await page.waitForLoadState('load');
  const button = page.locator('.add_to_cart_button.ajax_add_to_cart[data-product_id="73"]');
  await button.click();
  await expect(button).toHaveClass(/\badded\b/);
  await page.waitForTimeout(1000);
  return page.evaluate(() => (window as unknown as { fondantHeard: Heard }).fondantHeard);
}

test('events: one add on the shop page fires wc-blocks_added_to_cart only if WooCommerce itself would', async ({ page, browser }) => {
  const legacy = await withoutPlugin(browser, dialectsHeard);
  const heard = await dialectsHeard(page);
  const line = `added_to_cart / wc-blocks_added_to_cart heard: without the plugin ${JSON.stringify(legacy)}, with it ${JSON.stringify(heard)}`;
  test.info().annotations.push({ type: 'events', description: line });
  console.log(`[defects ${process.env.FONDANT_REAL_MODE ?? 'jquery-free'}] ${line}`);
  expect(heard.native, 'Fondant\'s native added_to_cart, once').toBe(1);
  expect(heard.blocks, 'the blocks dialect as often as WooCommerce fires it').toBe(legacy.blocks);
});
