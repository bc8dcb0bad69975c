// The product pages: the course's inline variations, the colorant's ajax variations (38 > 30), tabs opened
// from the hash, the review stars, the gallery and its viewer.
import { expect, mounted, pages, test } from './support/real-shop.ts';

test('course (id 18): inline variations choose, refuse the out-of-stock one, and add to cart', async ({ page }) => {
  await page.goto(pages.course);
  const form = page.locator('form.variations_form');
  await mounted(page, 'form.variations_form', 'variation-form');
  const button = form.locator('.single_add_to_cart_button');
  await expect(button).toHaveClass(/wc-variation-selection-needed/);
  await form.locator('select#pa_session').selectOption('juin-2027');
  await form.locator('select#pa_format').selectOption('distanciel');
  await expect(button).toHaveClass(/wc-variation-is-unavailable/);
  await form.locator('select#pa_format').selectOption('presentiel');
  await expect(form.locator('input.variation_id')).toHaveValue('21');
  await expect(button).not.toHaveClass(/disabled/);
  await button.click();
  await expect(page.locator('#site-header-cart a.cart-contents .count')).toContainText('1');
});

test('colorant (id 25): variations asked by ajax, the sale price of Rouge 100 g shown', async ({ page }) => {
  await page.goto(pages.colorant);
  const form = page.locator('form.variations_form');
  await expect(form).toHaveAttribute('data-product_variations', 'false');
  await mounted(page, 'form.variations_form', 'variation-form');
  const asked = page.waitForRequest((request) => request.url().includes('wc-ajax=get_variation'));
  await form.locator('select#couleur').selectOption('Rouge');
  await form.locator('select#contenance').selectOption('100 g');
  await asked;
  await expect(form.locator('input.variation_id')).toHaveValue('29');
  await expect(form.locator('.woocommerce-variation-price')).toContainText('17,90');
  await form.locator('select#couleur').selectOption('Blanc');
  await form.locator('select#contenance').selectOption('10 g');
  await expect(form.locator('.single_add_to_cart_button')).toHaveClass(/wc-variation-is-unavailable/);
});

test('tabs: #tab-reviews opens the reviews tab; a chosen tab goes into the hash', async ({ page }) => {
  await page.goto(`${pages.course}#tab-reviews`);
  await mounted(page, '.woocommerce-tabs', 'product-tabs');
  await expect(page.locator('#tab-title-reviews')).toHaveClass(/active/);
  await expect(page.locator('#tab-reviews')).toBeVisible();
  await expect(page.locator('#tab-description')).toBeHidden();
  await page.locator('#tab-title-description a').click();
  await expect(page.locator('#tab-description')).toBeVisible();
  await expect(page.locator('#tab-reviews')).toBeHidden();
  expect(new URL(page.url()).hash).toBe('#tab-description');
});

test('review stars: a radio group that sets the rating, required before submitting', async ({ page }) => {
  await page.goto(`${pages.course}#reviews`);
  await mounted(page, 'form#commentform', 'review-form');
  const stars = page.getByRole('radiogroup');
  await expect(stars).toBeVisible();
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await page.locator('#comment').fill('Très bien.');
  for (const field of ['#author', '#email']) {
    if (await page.locator(field).count()) await page.locator(field).fill(field === '#email' ? 'client@example.test' : 'Client');
  }
  await page.locator('form#commentform [type=submit]').click();
  await expect.poll(() => alerts).toEqual(['Please select a rating']);
  await stars.getByRole('radio').nth(3).click();
  await expect(page.locator('select#rating')).toHaveValue('4');
  await expect(stars.getByRole('radio').nth(3)).toHaveAttribute('aria-checked', 'true');
});

test('gallery: thumbnails change the slide, the viewer opens and closes', async ({ page }) => {
  await page.goto(pages.course);
  await mounted(page, '.woocommerce-product-gallery', 'product-gallery');
  const thumbs = page.locator('.woocommerce-product-gallery .flex-control-thumbs li');
  await expect(thumbs).toHaveCount(3);
  await thumbs.nth(1).locator('button, img').first().click();
  await expect(thumbs.nth(1).locator('[aria-current]').or(thumbs.nth(1).and(page.locator('[aria-current]')))).toHaveCount(1);
  await page.locator('.woocommerce-product-gallery__trigger').click();
  const viewer = page.locator('.pswp.pswp--open');
  await expect(viewer).toBeVisible();
  await expect(viewer.locator('img').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
});
