// Visual parity on the real theme: each element is screenshotted in the same state without the plugin
// (deactivated: WooCommerce's own scripts run) and with it, and the two PNGs are compared pixel by pixel with
// pixelmatch. Each element has an allowed difference (pixels): zero where Fondant intends none; the others are
// listed in README ("Visual parity"). A difference Fondant does not intend is not hidden by a larger allowance:
// its test is marked test.fail() with the defect named. The diff images go to the test output folder only.
import type { Browser, Page } from '@playwright/test';
import { comparePixels, type Comparison } from './support/pixel-compare.ts';
import { addToCartByAjax, expect, mode, mounted, pages, shopCli, test } from './support/real-shop.ts';

/** Brings the page into the element's state and returns the locator to screenshot. */
type Scene = (page: Page) => Promise<ReturnType<Page['locator']>>;

async function shoot(browser: Browser, scene: Scene, hover: boolean): Promise<Buffer> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const element = await scene(page);
    if (!hover) await page.mouse.move(0, 0);
    // Let transitions (the mini-cart's, the notice's) and image decoding settle.
    await page.waitForTimeout(600);
    return await element.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
  } finally {
    await context.close();
  }
}

async function measure(browser: Browser, name: string, scene: Scene, hover = false): Promise<Comparison> {
  shopCli('deactivate');
  let without: Buffer;
  try {
    without = await shoot(browser, scene, hover);
  } finally {
    shopCli('activate');
  }
  const withPlugin = await shoot(browser, scene, hover);
  const result = comparePixels(without, withPlugin, name);
  const line = `${name}: ${result.differing} of ${result.total} pixels differ (${result.sizes})`;
  test.info().annotations.push({ type: 'pixels', description: line });
  console.log(`[visual-parity ${mode}] ${line}`);
  return result;
}

/** The billing country is a native select with the plugin (dressed like select2's box by fondant.css) and selectWoo's
 *  box without it: the one difference Fondant intends (README, Decisions). Measured 2026-11-25: 6,615 pixels, the
 *  field's text 3 px higher and the rows below it 1 px lower. */
const COUNTRY_SELECT_PIXELS = 6700;

const gallerySettled = async (page: Page) => {
  const gallery = page.locator('.woocommerce-product-gallery');
  await expect(gallery).toHaveCSS('opacity', '1');
  await expect(gallery.locator('.flex-control-thumbs li')).toHaveCount(3);
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.woocommerce-product-gallery img')].every((img) => img.complete));
  return gallery;
};

const courseForm = async (page: Page, session: string, format: string) => {
  await page.goto(pages.course);
  const form = page.locator('form.variations_form');
  await expect(form.locator('.single_add_to_cart_button')).toHaveClass(/wc-variation-selection-needed/);
  await form.locator('select#pa_session').selectOption(session);
  await form.locator('select#pa_format').selectOption(format);
  return form;
};

const scenes: Record<string, { allowed: number; scene: Scene; defect?: string; hover?: boolean }> = {
  'gallery': {
    allowed: 0,
    scene: async (page) => {
      await page.goto(pages.course);
      return gallerySettled(page);
    },
  },
  'variation-chosen': {
    allowed: 0,
    scene: async (page) => {
      const form = await courseForm(page, 'juin-2027', 'presentiel');
      await expect(form.locator('input.variation_id')).toHaveValue('21');
      await expect(form.locator('.single_add_to_cart_button')).not.toHaveClass(/disabled/);
      return form;
    },
  },
  'variation-unavailable': {
    allowed: 0,
    scene: async (page) => {
      const form = await courseForm(page, 'juin-2027', 'distanciel');
      await expect(form.locator('.single_add_to_cart_button')).toHaveClass(/wc-variation-is-unavailable/);
      await expect(form.locator('.woocommerce-variation-availability')).toBeVisible();
      return form;
    },
  },
  'variation-no-match': {
    allowed: 0,
    scene: async (page) => {
      await page.goto(pages.colorant);
      const form = page.locator('form.variations_form');
      // With the plugin, choose once the form is Fondant's: one jQuery-kept run chose before the mount and the
      // answer (false) left no message (not reproduced since; reported, trace kept by that run).
      if (await page.locator('#fondant-config').count()) await mounted(page, 'form.variations_form', 'variation-form');
      // No Bleu 250 g variation exists (250 g comes in Noir and Blanc only): the ajax answer is "no match".
      await form.locator('select#couleur').selectOption('Bleu');
      await form.locator('select#contenance').selectOption('250 g');
      await expect(form).toContainText(/no products matched/i);
      return form;
    },
  },
  'tabs': {
    allowed: 0,
    scene: async (page) => {
      await page.goto(pages.course);
      const tabs = page.locator('.woocommerce-tabs');
      await expect(page.locator('#tab-title-description')).toHaveClass(/active/);
      await page.locator('#tab-title-additional_information a, #tab-title-reviews a').last().click();
      await expect(page.locator('#tab-description')).toBeHidden();
      return tabs.locator('ul.tabs');
    },
  },
  'review-stars': {
    allowed: 0,
    scene: async (page) => {
      await page.goto(`${pages.course}#tab-reviews`);
      const row = page.locator('form#commentform .comment-form-rating');
      await expect(row).toBeVisible();
      return row;
    },
  },
  'review-stars-chosen': {
    allowed: 0,
    scene: async (page) => {
      await page.goto(`${pages.course}#tab-reviews`);
      await expect(page.locator('form#commentform p.stars a.star-4')).toBeVisible();
      await page.locator('form#commentform p.stars a.star-4').click();
      await expect(page.locator('select#rating')).toHaveValue('4');
      return page.locator('form#commentform .comment-form-rating');
    },
  },
  'header-cart-count': {
    allowed: 0,
    scene: async (page) => {
      await page.goto(pages.shop);
      await addToCartByAjax(page, 71);
      await page.reload();
      const link = page.locator('#site-header-cart a.cart-contents');
      await expect(page.locator('#site-header-cart .remove_from_cart_button[data-product_id="71"]')).toHaveCount(1);
      await page.waitForLoadState('load');
      return link;
    },
  },
  'mini-cart': {
    allowed: 0,
    hover: true,
    scene: async (page) => {
      await page.goto(pages.shop);
      await addToCartByAjax(page, 71);
      await page.reload();
      const header = page.locator('#site-header-cart');
      await expect(header.locator('.remove_from_cart_button[data-product_id="71"]')).toHaveCount(1);
      await header.hover();
      await expect(header.locator('.widget_shopping_cart')).toBeVisible();
      return header.locator('.widget_shopping_cart');
    },
  },
  'added-button': {
    allowed: 0,
    scene: async (page) => {
      await page.goto(pages.shop);
      const button = page.locator('.add_to_cart_button.ajax_add_to_cart[data-product_id="63"]');
      await button.click();
      await expect(button).toHaveClass(/\badded\b/);
      await expect(button).not.toHaveClass(/\bloading\b/);
      const product = page.locator('li.product', { has: button });
      await expect(product.locator('a.added_to_cart')).toBeVisible();
      await button.blur();
      return product;
    },
  },
  'cart-table': {
    allowed: 0,
    scene: async (page) => {
      await page.goto(pages.shop);
      await addToCartByAjax(page, 63);
      await page.goto(pages.cart);
      await expect(page.locator('button[name="update_cart"]')).toBeDisabled();
      return page.locator('form.woocommerce-cart-form');
    },
  },
  'cart-totals': {
    allowed: 0,
    scene: async (page) => {
      await page.goto(pages.shop);
      await addToCartByAjax(page, 63);
      await page.goto(pages.cart);
      await page.waitForLoadState('load');
      return page.locator('.cart_totals');
    },
  },
  'checkout-billing': {
    allowed: COUNTRY_SELECT_PIXELS,
    scene: async (page) => {
      await page.goto(pages.shop);
      await addToCartByAjax(page, 63);
      await page.goto(pages.checkout);
      await page.waitForLoadState('load');
      await expect(page.locator('.woocommerce-checkout-review-order-table')).not.toHaveClass(/processing/);
      return page.locator('.woocommerce-billing-fields');
    },
  },
  'checkout-review-cheque': {
    allowed: 0,
    scene: async (page) => {
      await page.goto(pages.shop);
      await addToCartByAjax(page, 63);
      await page.goto(pages.checkout);
      await page.waitForLoadState('load');
      await page.locator('label[for="payment_method_cheque"]').click();
      await expect(page.locator('.payment_box.payment_method_cheque')).toBeVisible();
      await expect(page.locator('.payment_box.payment_method_bacs')).toBeHidden();
      await page.mouse.move(0, 0);
      return page.locator('#order_review');
    },
  },
};

for (const [name, { allowed, scene, defect, hover }] of Object.entries(scenes)) {
  test(`visual parity: ${name}`, async ({ browser }) => {
    if (defect) test.fail(true, defect);
    const { differing } = await measure(browser, name, scene, hover);
    expect(differing, `${name}: pixels that differ with the plugin`).toBeLessThanOrEqual(allowed);
  });
}

test.describe('visual parity: store notice', () => {
  let saved: Record<string, unknown> = {};
  test.beforeAll(() => {
    saved = shopCli('store-notice', 'Fondant visual parity notice');
  });
  test.afterAll(() => {
    shopCli('restore-options', JSON.stringify(saved));
  });

  test('visual parity: store-notice', async ({ browser }) => {
    const { differing } = await measure(browser, 'store-notice', async (page) => {
      await page.goto(pages.shop);
      const notice = page.locator('.woocommerce-store-notice');
      await expect(notice).toBeVisible();
      return notice;
    });
    expect(differing, 'store-notice: pixels that differ with the plugin').toBeLessThanOrEqual(0);
  });
});
