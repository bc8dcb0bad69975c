// Trusted Types on the real shop, report-only (the plugin's FONDANT_TRUSTED_TYPES = 'report', set for this
// visitor by a test mu-plugin): a shopper's journey — shop, add to cart, the course's variation, cart update,
// checkout with a country change — with every sink written a plain string reported by the browser. None may come
// from Fondant's files; the others (WordPress, jQuery, the theme, plugins) are listed, by file, in
// test-results-real-trusted-types-<mode>.json for `npm run test:real` to print.
import { expect, test, type Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mode, pages } from './support/real-shop.ts';

interface Violation {
  page: string;
  directive: string;
  sourceFile: string;
  sample: string;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FONDANT_FILES = '/wp-content/plugins/fondant/';

async function watchViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeBinding('__fondantTrustedTypesViolation', ({ page: from }, violation: Omit<Violation, 'page'>) => {
    violations.push({ ...violation, page: new URL(from.url()).pathname });
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __fondantTrustedTypesViolation(violation: unknown): void }).__fondantTrustedTypesViolation({
        directive: event.effectiveDirective,
        sourceFile: event.sourceFile,
        sample: event.sample,
      });
    });
  });
  return violations;
}

test('Trusted Types, report-only: a shopper\'s journey writes no plain string to a sink from Fondant\'s files', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'fondant_trusted_types', value: 'report', url: baseURL ?? 'http://127.0.0.1:8088' }]);
  const violations = await watchViolations(page);

  const shop = await page.goto(pages.shop);
  expect(shop?.headers()['content-security-policy-report-only']).toContain("require-trusted-types-for 'script'; trusted-types fondant dompurify");
  await page.locator('.add_to_cart_button.ajax_add_to_cart[data-product_id="63"]').click();
  await expect(page.locator('a.added_to_cart').first()).toBeVisible();

  await page.goto(pages.course);
  const form = page.locator('form.variations_form');
  await form.locator('select#pa_session').selectOption('juin-2027');
  await form.locator('select#pa_format').selectOption('presentiel');
  await expect(form.locator('input.variation_id')).toHaveValue('21');

  await page.goto(pages.cart);
  await page.locator('input.qty').first().fill('2');
  await page.locator('button[name="update_cart"]').click();
  await expect(page.locator('.woocommerce-message, .woocommerce-info').first()).toBeVisible();

  await page.goto(pages.checkout);
  await page.locator('#billing_country').selectOption('BE');
  await expect(page.locator('#order_review')).toContainText('14,90');
  await page.goto(pages.account);

  const fromFondant = violations.filter((violation) => violation.sourceFile.includes(FONDANT_FILES));
  const byFile = new Map<string, number>();
  for (const violation of violations) byFile.set(violation.sourceFile || '(no file)', (byFile.get(violation.sourceFile || '(no file)') ?? 0) + 1);
  writeFileSync(
    path.join(repoRoot, `test-results-real-trusted-types-${mode}.json`),
    JSON.stringify({ total: violations.length, fromFondant: fromFondant.length, byFile: Object.fromEntries(byFile) }, null, 2),
  );
  expect(fromFondant).toEqual([]);
});
