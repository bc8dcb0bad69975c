// The page builder's bundle on the real shop, with a stand-in for Divi (wordpress/test-support/fondant-test-divi.php:
// for a visitor with the cookie `fondant_test_divi`, the terms page printed as a builder page, `divi-custom-script`
// enqueued in the footer with `et_pb_custom`, the animation and link entries, FONDANT_BUILDER_CONFIG on). Covered:
// the plugin prints the bundle without its source (its localized data kept), Fondant's accordion and toggle work,
// the JSON config carries the builder's globals. Uncovered (a pricing tables module): the bundle stays and Fondant's
// builder widgets stay off. Late (that module printed after the footer scripts): the bundle is printed after all.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, mounted, test } from './support/real-shop.ts';

const TERMS = '/conditions-generales-de-vente/';

interface Decision {
  reasons: string[];
  bundles: string[];
}

async function visit(page: Page, context: BrowserContext, baseURL: string | undefined, variant: 'covered' | 'uncovered' | 'late'): Promise<void> {
  await context.addCookies([{ name: 'fondant_test_divi', value: variant, url: baseURL ?? 'http://127.0.0.1:8088' }]);
  await page.goto(TERMS);
  await page.evaluate(() => (window as unknown as Record<symbol, { settled(): Promise<void> }>)[Symbol.for('fondant')]!.settled());
}

async function json<T>(page: Page, id: string): Promise<T> {
  return JSON.parse((await page.locator(`script#${id}`).textContent()) ?? 'null') as T;
}

const bundleRuns = (page: Page) => page.evaluate(() => (window as unknown as { fondantTestDiviBundle?: number }).fondantTestDiviBundle ?? 0);

test('a page whose modules Fondant all provides: the bundle printed without its source, Fondant\'s accordion working, the builder\'s globals in the JSON config', async ({ page, context, baseURL }) => {
  await visit(page, context, baseURL, 'covered');
  expect(await json<Decision>(page, 'fondant-test-divi-decision')).toEqual({ reasons: [], bundles: ['divi-custom-script'] });
  await expect(page.locator('script#divi-custom-script-js')).toHaveCount(0);
  expect(await page.locator('script#divi-custom-script-js-extra').textContent()).toContain('var et_pb_custom = ');
  expect(await bundleRuns(page)).toBe(0);

  const config = await json<Record<string, unknown>>(page, 'fondant-config');
  expect(config['builderParams']).toMatchObject({ next: 'Suivant', previous: 'Précédent', ajaxurl: expect.stringContaining('/wp-admin/admin-ajax.php') });
  expect(config['animationData']).toEqual([expect.objectContaining({ class: 'et_pb_text_0', style: 'fade', duration: '1000ms' })]);
  expect(config['linkOptions']).toEqual([{ class: 'et_pb_text_1', url: expect.stringMatching(/\/shop\/$/), target: '_self' }]);
  // Printed after the content, once the builder's lists are complete.
  expect(await page.evaluate(() => Boolean(document.getElementById('faq')!.compareDocumentPosition(document.getElementById('fondant-config')!) & Node.DOCUMENT_POSITION_FOLLOWING))).toBe(true);

  await mounted(page, '#faq', 'builder-toggle');
  const titles = page.locator('#faq .et_pb_toggle_title button');
  await expect(titles).toHaveCount(2);
  await expect(titles.nth(1)).toHaveAttribute('aria-expanded', 'false');
  await titles.nth(1).click();
  await expect(page.locator('#faq .et_pb_accordion_item_1')).toHaveClass(/\bet_pb_toggle_open\b/);
  await expect(page.locator('#faq .et_pb_accordion_item_0')).toHaveClass(/\bet_pb_toggle_close\b/);
  await expect(titles.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#faq .et_pb_accordion_item_1 .et_pb_toggle_content')).toBeVisible();

  await mounted(page, '.et_pb_toggle_0', 'builder-toggle');
  await page.locator('.et_pb_toggle_0 .et_pb_toggle_title button').click();
  await expect(page.locator('.et_pb_toggle_0')).toHaveClass(/\bet_pb_toggle_open\b/);
  await mounted(page, '.et_pb_text_1', 'builder-link');
});

test('a page with a module Fondant does not provide: the bundle stays and Fondant\'s builder widgets stay off', async ({ page, context, baseURL }) => {
  await visit(page, context, baseURL, 'uncovered');
  const decision = await json<Decision>(page, 'fondant-test-divi-decision');
  expect(decision.reasons).toEqual(expect.arrayContaining(['module et_pb_pricing_tables']));
  await expect(page.locator('script#divi-custom-script-js')).toHaveCount(1);
  expect(await bundleRuns(page)).toBe(1);
  expect(await json<Record<string, unknown>>(page, 'fondant-config')).toHaveProperty('builderParams.next', 'Suivant');

  await page.locator('#faq').scrollIntoViewIfNeeded();
  await page.evaluate(() => (window as unknown as Record<symbol, { settled(): Promise<void> }>)[Symbol.for('fondant')]!.settled());
  await expect(page.locator('.et_pb_toggle_title button')).toHaveCount(0);
  await expect(page.locator('.et_pb_toggle_title[role], .et_pb_toggle_title [aria-expanded]')).toHaveCount(0);
});

test('a module printed after the footer scripts (a popup plugin\'s layout) brings the bundle back', async ({ page, context, baseURL }) => {
  await visit(page, context, baseURL, 'late');
  expect(await json<Decision>(page, 'fondant-test-divi-decision')).toEqual({ reasons: [], bundles: ['divi-custom-script'] });
  await expect(page.locator('script#divi-custom-script-js')).toHaveCount(1);
  expect(await page.evaluate(() => Boolean(document.querySelector('.et_pb_pricing_tables_0')!.compareDocumentPosition(document.getElementById('divi-custom-script-js')!) & Node.DOCUMENT_POSITION_FOLLOWING))).toBe(true);
  expect(await bundleRuns(page)).toBe(1);
  await page.locator('#faq').scrollIntoViewIfNeeded();
  await page.evaluate(() => (window as unknown as Record<symbol, { settled(): Promise<void> }>)[Symbol.for('fondant')]!.settled());
  await expect(page.locator('.et_pb_toggle_title button')).toHaveCount(0);
});
