// Card and SEPA direct debit on the real checkout and My account, with the WooPayments look-alike (the test
// mu-plugin fondant-test-woopayments.php: WooPayments' gateways, markup, handles and answers, turned on by a cookie
// for these tests only) and the Stripe.js test double as the `stripe` handle. Fondant's Payment Element replaces
// WooPayments' checkout script and comes only once a method is chosen; a card pays to the order-received page, a
// declined card shows the French error in the checkout notices (focused, the form usable again, the same order
// paid on the next try, once), a 3-D Secure card is confirmed through update_order_status, a SEPA debit leaves the
// order on-hold (offered for France and Belgium, not for Morocco, which the look-alike's visitors may be billed in), a
// customer adds a card from My account and pays with it, one ticks "save" at the checkout, and one pays a declined
// order from My account (pay-for-order, 3-D Secure through the page's address). axe on the checkout
// with the card chosen finds nothing in the payment box and no rule worse than the same page without Fondant; the
// card number field has the theme's text field look (font, colours, border, radius, padding); the payment box is
// screenshotted for a look against the theme. No console error on any of these pages (the fixture).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { addToCartByAjax, expect, fillBilling, mode, mounted, pages, test } from './support/real-shop.ts';
import {
  CARD, chooseMethod, fillCard, fillIban, FRENCH_IBAN, logInFreshCustomer, methodItem, orderPayment, paymentElement, placeOrder,
  receivedOrderId, SEPA, testCards, useWooPayments,
} from './support/woopayments.ts';

interface DoubleCall {
  method: string;
  args: unknown[];
}

/** What the page asked of the Stripe.js double so far. */
async function stripeCalls(page: Page): Promise<DoubleCall[]> {
  return page.evaluate(() => (window as unknown as { stripeDouble?: { calls: DoubleCall[] } }).stripeDouble?.calls ?? []);
}

/** The legacy events fondant-test-third-party.php's jQuery script heard (jQuery-kept mode). */
async function pageEvents(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { fondantThirdParty?: { pageEvents?: string[] } }).fondantThirdParty?.pageEvents ?? []);
}

/** A product in the cart, the look-alike on, the checkout open with Fondant's checkout mounted. */
async function openCheckout(page: Page, baseURL: string | undefined): Promise<void> {
  await useWooPayments(page, baseURL);
  await page.goto(pages.shop);
  await addToCartByAjax(page, 63);
  await page.goto(pages.checkout);
  await mounted(page, 'form.checkout', 'checkout-form');
}

/** Fills a guest's billing details and lets the order review's update (which redraws #payment) finish. */
async function fillBillingAndSettle(page: Page, country: 'FR' | 'BE'): Promise<void> {
  await fillBilling(page, country);
  await page.locator('#billing_email').blur();
  await page.waitForTimeout(1500);
  await expect(page.locator('.fondant-blocked')).toHaveCount(0);
}

async function orderReceived(page: Page): Promise<number> {
  await page.waitForURL(/\/checkout\/order-received\/\d+\//);
  await expect(page.locator('.woocommerce-order')).toBeVisible();
  return receivedOrderId(page.url());
}

test('checkout: Fondant in place of WooPayments’ checkout script, the double as Stripe.js, the Payment Element once the card is chosen', async ({ page, baseURL }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await openCheckout(page, baseURL);
  expect(scripts.filter((url) => url.includes('/mu-plugins/fondant-test-woopayments/checkout.js'))).toEqual([]);
  expect(scripts.filter((url) => url.includes('/woocommerce/assets/js/frontend/tokenization-form'))).toEqual([]);
  expect(scripts.filter((url) => url.includes('js.stripe.com'))).toEqual([]);
  expect(scripts.filter((url) => url.includes('/mu-plugins/fondant-test-woopayments/stripe-double.js'))).toHaveLength(1);
  if (mode === 'jquery-free') expect(scripts.filter((url) => /\/jquery(\.min)?\.js/.test(url))).toEqual([]);
  expect(await page.evaluate(() => {
    const globals = window as unknown as { wcpay_upe_config?: { gatewayId?: string }; wcpayFraudPreventionToken?: unknown; wc_tokenization_form_params?: unknown };
    return [globals.wcpay_upe_config?.gatewayId, typeof globals.wcpayFraudPreventionToken, typeof globals.wc_tokenization_form_params];
  })).toEqual([CARD, 'string', 'object']);
  // After the shop's own methods, as WooPayments lists itself.
  await expect(page.locator('#payment input[name="payment_method"]')).toHaveCount(4);
  expect(await page.locator('#payment input[name="payment_method"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual(['bacs', 'cheque', CARD, SEPA]);
  // A guest has no saved card: as WooCommerce's script does, the list loses its "use a new payment method" entry and
  // the card fields stay.
  await page.waitForTimeout(1000);
  expect((await stripeCalls(page)).filter((call) => call.method === 'elements')).toEqual([]);
  await chooseMethod(page, CARD);
  await expect(methodItem(page, CARD).locator('.woocommerce-SavedPaymentMethods li')).toHaveCount(0);
  await expect(methodItem(page, CARD).locator('#wc-woocommerce_payments-new-payment-method')).toHaveCount(0);
  await expect(paymentElement(page, CARD).getByLabel('Date d’expiration')).toBeVisible();
  await expect(paymentElement(page, CARD).getByLabel('Code de sécurité')).toBeVisible();
  const elements = (await stripeCalls(page)).filter((call) => call.method === 'elements');
  expect(elements).toHaveLength(1);
  expect(elements[0]?.args[0]).toMatchObject({ currency: 'eur', paymentMethodCreation: 'manual', paymentMethodTypes: ['card'] });
  if (mode === 'jquery') expect(await pageEvents(page)).toContain('payment_method_selected()');
});

test('a guest pays by card: the order-received page, the order processing, charged once, with the fraud prevention token', async ({ page, baseURL }) => {
  await openCheckout(page, baseURL);
  await fillBillingAndSettle(page, 'FR');
  const fraudToken = await page.evaluate(() => (window as unknown as { wcpayFraudPreventionToken: string }).wcpayFraudPreventionToken);
  await chooseMethod(page, CARD);
  await fillCard(page, testCards.visa);
  await placeOrder(page);
  const orderId = await orderReceived(page);
  expect(orderPayment(orderId)).toMatchObject({ status: 'processing', payment_method: CARD, charges: 1, payment_method_id: 'pm_card_visa', fraud_prevention_token: fraudToken });
});

test('a declined card: the French error in the checkout notices, focused, the form usable again; the next card pays the same order once', async ({ page, baseURL }) => {
  await openCheckout(page, baseURL);
  await fillBillingAndSettle(page, 'FR');
  await chooseMethod(page, CARD);
  await fillCard(page, testCards.declined);
  await placeOrder(page);
  const notices = page.locator('.woocommerce-NoticeGroup-checkout');
  await expect(notices).toContainText('Erreur : Votre carte a été refusée.');
  await expect(page.locator('.woocommerce-NoticeGroup-checkout [tabindex="-1"]').first()).toBeFocused();
  await expect(page.locator('form.checkout')).not.toHaveClass(/\b(processing|fondant-blocked)\b/);
  await expect(page.locator('#place_order')).toBeEnabled();
  expect(page.url()).toMatch(/\/checkout\/$/);
  const attempts: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('wc-ajax=checkout')) attempts.push(response.status());
  });
  await fillCard(page, testCards.visa);
  await placeOrder(page);
  const orderId = await orderReceived(page);
  expect(attempts).toEqual([200]);
  const payment = orderPayment(orderId);
  expect(payment).toMatchObject({ status: 'processing', charges: 1, payment_method_id: 'pm_card_visa' });
  // WooCommerce reused the declined attempt's order for the same cart: one order, paid once.
  expect(payment.notes.filter((note) => note.includes('pm_card_visa_chargeDeclined'))).toHaveLength(1);
});

test('a 3-D Secure card: the intent confirmed through the double, update_order_status, the order-received page, charged once', async ({ page, baseURL }) => {
  await openCheckout(page, baseURL);
  await fillBillingAndSettle(page, 'FR');
  await chooseMethod(page, CARD);
  await fillCard(page, testCards.threeDSecure);
  const statusPosts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/wp-admin/admin-ajax.php') && (request.postData() ?? '').includes('action=update_order_status')) statusPosts.push(request.postData() ?? '');
  });
  const nextActions = page.waitForFunction(() => ((window as unknown as { stripeDouble: { calls: DoubleCall[] } }).stripeDouble.calls.some((call) => call.method === 'handleNextAction')));
  await placeOrder(page);
  await nextActions.catch(() => undefined);
  const orderId = await orderReceived(page);
  expect(statusPosts).toHaveLength(1);
  expect(statusPosts[0]).toContain(`order_id=${orderId}`);
  expect(orderPayment(orderId)).toMatchObject({ status: 'processing', charges: 1, payment_method_id: 'pm_card_threeDSecure2Required' });
});

test('SEPA direct debit: offered for Belgium and France, not Morocco; the IBAN and its mandate, the order on-hold', async ({ page, baseURL }) => {
  await openCheckout(page, baseURL);
  await fillBillingAndSettle(page, 'BE');
  await expect(methodItem(page, SEPA)).toBeVisible();
  await page.locator('#billing_country').selectOption('MA');
  await expect(methodItem(page, SEPA)).toBeHidden();
  await expect(methodItem(page, CARD)).toBeVisible();
  await fillBillingAndSettle(page, 'FR');
  await expect(methodItem(page, SEPA)).toBeVisible();
  await chooseMethod(page, SEPA);
  await expect(paymentElement(page, SEPA)).toContainText('Atelier Sucré');
  await fillIban(page, FRENCH_IBAN);
  await placeOrder(page);
  const orderId = await orderReceived(page);
  const payment = orderPayment(orderId);
  expect(payment).toMatchObject({ status: 'on-hold', payment_method: SEPA, charges: 1 });
  expect(payment.payment_method_id).toMatch(/^pm_/);
});

test('My account: a customer adds a card (setup intent), WooCommerce’s notice and the card listed; then pays with it at the checkout', async ({ page, baseURL }) => {
  await useWooPayments(page, baseURL);
  await logInFreshCustomer(page, `fondant-carte-ajout-${mode}`);
  await page.goto('/my-account/payment-methods/');
  await page.locator('a.button[href*="add-payment-method"]').click();
  await page.waitForURL(/\/my-account\/add-payment-method\//);
  await expect(page.locator('#payment_method_woocommerce_payments')).toBeChecked();
  await expect(page.locator(`#payment_method_${SEPA}`)).toHaveCount(0);
  await expect(paymentElement(page, CARD).getByLabel('Numéro de carte')).toBeVisible();
  const setupPosts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/wp-admin/admin-ajax.php') && (request.postData() ?? '').includes('action=create_setup_intent')) setupPosts.push(request.postData() ?? '');
  });
  await fillCard(page, testCards.visa);
  await page.locator('#place_order').click();
  await page.waitForURL(/\/my-account\/payment-methods\/$/);
  expect(setupPosts).toHaveLength(1);
  await expect(page.locator('.woocommerce-message')).toContainText('Payment method successfully added.');
  await expect(page.locator('.woocommerce-MyAccount-paymentMethods')).toContainText('4242');

  await addToCartByAjax(page, 63);
  await page.goto(pages.checkout);
  await mounted(page, 'form.checkout', 'checkout-form');
  await page.locator(`label[for="payment_method_${CARD}"]`).click();
  const saved = methodItem(page, CARD).locator('.woocommerce-SavedPaymentMethods-token input');
  await expect(saved).toHaveCount(1);
  await expect(saved).toBeChecked();
  await expect(paymentElement(page, CARD).getByLabel('Numéro de carte')).toBeHidden();
  await placeOrder(page);
  const orderId = await orderReceived(page);
  expect(orderPayment(orderId)).toMatchObject({ status: 'processing', charges: 1, payment_method_id: 'pm_card_visa' });
});

test('a customer ticks “save” at the checkout: the card paid and kept in My account', async ({ page, baseURL }) => {
  await useWooPayments(page, baseURL);
  await logInFreshCustomer(page, `fondant-carte-garde-${mode}`);
  await addToCartByAjax(page, 63);
  await page.goto(pages.checkout);
  await mounted(page, 'form.checkout', 'checkout-form');
  await chooseMethod(page, CARD);
  const save = methodItem(page, CARD).locator('#wc-woocommerce_payments-new-payment-method');
  await expect(save).toBeVisible();
  await fillCard(page, testCards.visa);
  await save.check();
  await placeOrder(page);
  const orderId = await orderReceived(page);
  expect(orderPayment(orderId)).toMatchObject({ status: 'processing', charges: 1 });
  await page.goto('/my-account/payment-methods/');
  await expect(page.locator('.woocommerce-MyAccount-paymentMethods')).toContainText('4242');
});

test('pay-for-order: a customer’s declined order paid from My account with a 3-D Secure card, once', async ({ page, baseURL }) => {
  await useWooPayments(page, baseURL);
  await logInFreshCustomer(page, `fondant-carte-commande-${mode}`);
  await addToCartByAjax(page, 63);
  await page.goto(pages.checkout);
  await mounted(page, 'form.checkout', 'checkout-form');
  await chooseMethod(page, CARD);
  await fillCard(page, testCards.declined);
  await placeOrder(page);
  await expect(page.locator('.woocommerce-NoticeGroup-checkout')).toContainText('Erreur : Votre carte a été refusée.');

  await page.goto('/my-account/orders/');
  await page.locator('.woocommerce-orders-table a.pay').first().click();
  await page.waitForURL(/\/checkout\/order-pay\/\d+\/\?pay_for_order=true&key=/);
  const orderId = Number(/order-pay\/(\d+)\//.exec(page.url())?.[1]);
  await mounted(page, 'form#order_review', 'payment-form');
  await chooseMethod(page, CARD);
  await fillCard(page, testCards.threeDSecure);
  await placeOrder(page);
  expect(await orderReceived(page)).toBe(orderId);
  expect(orderPayment(orderId)).toMatchObject({ status: 'processing', charges: 1, payment_method_id: 'pm_card_threeDSecure2Required' });
});

test('axe with the card chosen: nothing in the payment box, no rule worse than without Fondant; the card field dressed like the theme’s; the box screenshotted', async ({ page, baseURL, browser }, testInfo) => {
  const violations = async (target: Page): Promise<Record<string, number>> => {
    const results = await new AxeBuilder({ page: target }).analyze();
    return Object.fromEntries(results.violations.map((violation) => [violation.id, violation.nodes.length]));
  };
  const withoutFondant = await browser.newContext({ baseURL, locale: 'fr-FR' });
  const baselinePage = await withoutFondant.newPage();
  await useWooPayments(baselinePage, baseURL, { withoutFondant: true });
  await baselinePage.goto(pages.shop);
  await addToCartByAjax(baselinePage, 63);
  await baselinePage.goto(pages.checkout);
  await baselinePage.locator(`label[for="payment_method_${CARD}"]`).click();
  await baselinePage.waitForTimeout(1500);
  const baseline = await violations(baselinePage);
  await withoutFondant.close();

  await openCheckout(page, baseURL);
  await chooseMethod(page, CARD);
  await page.waitForTimeout(500);
  const box = await new AxeBuilder({ page }).include(`#payment li.payment_method_${CARD}`).analyze();
  expect(box.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  const found = await violations(page);
  const worse = Object.entries(found).filter(([rule, nodes]) => nodes > (baseline[rule] ?? 0)).map(([rule, nodes]) => `${rule}: ${nodes} nodes (without Fondant: ${baseline[rule] ?? 0})`);
  expect(worse).toEqual([]);

  // The Payment Element's field dressed like the theme's own text fields (Storefront's billing inputs).
  const look = (selector: string) => page.locator(selector).first().evaluate((field) => {
    const style = getComputedStyle(field);
    return ['font-family', 'font-size', 'color', 'background-color', 'border-top-width', 'border-top-style', 'border-top-color', 'border-top-left-radius', 'padding-top', 'padding-left']
      .map((property) => `${property}: ${style.getPropertyValue(property)}`);
  });
  expect(await look(`#payment li.payment_method_${CARD} .wcpay-upe-element input[name="number"]`)).toEqual(await look('#billing_first_name'));

  const shot = await page.locator('#payment ul.payment_methods').screenshot({ animations: 'disabled' });
  await testInfo.attach(`payment-box-${mode}`, { body: shot, contentType: 'image/png' });
  writeFileSync(testInfo.outputPath(`payment-box-${mode}.png`), shot);
});
