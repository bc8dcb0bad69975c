// Accessibility: axe on the shop, a product page and the cart with the plugin, rule by rule no worse than the
// same page without it (the plugin deactivated to measure, then activated again).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { addToCartByAjax, expect, pages, shopCli, test } from './support/real-shop.ts';

const audited = [pages.shop, pages.course, pages.cart] as const;

/** Nodes per violated rule. */
async function violations(page: Page, url: string): Promise<Record<string, number>> {
  await page.goto(url);
  await page.waitForLoadState('load');
  await page.waitForTimeout(1500);
  const results = await new AxeBuilder({ page }).analyze();
  return Object.fromEntries(results.violations.map((violation) => [violation.id, violation.nodes.length]));
}

test.describe('axe', () => {
  const baseline: Record<string, Record<string, number>> = {};
  test.beforeAll(async ({ browser }) => {
    shopCli('deactivate');
    try {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(pages.shop);
      await addToCartByAjax(page, 73);
      for (const url of audited) baseline[url] = await violations(page, url);
      await context.close();
    } finally {
      shopCli('activate');
    }
  });

  for (const url of audited) {
    test(`no rule worse than without the plugin: ${url}`, async ({ page }) => {
      await page.goto(pages.shop);
      await addToCartByAjax(page, 73);
      const found = await violations(page, url);
      const worse = Object.entries(found).filter(([rule, nodes]) => nodes > (baseline[url]?.[rule] ?? 0)).map(([rule, nodes]) => `${rule}: ${nodes} nodes (without the plugin: ${baseline[url]?.[rule] ?? 0})`);
      expect(worse).toEqual([]);
    });
  }
});
