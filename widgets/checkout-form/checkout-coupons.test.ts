// Coupons on the checkout, mounted by the real registry: a code applied by wc-ajax with its nonce and the billing
// e-mail (the notice before the coupon form, applied_coupon_in_checkout, a review update that keeps the shipping
// method), the server's refusal inside the coupon form, a removal from the review (removed_coupon_in_checkout),
// and a failed removal (a French notice; its answer logged only in the checkout's debug mode).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, type PendingFetch } from '../../core/http/fetch-stub.ts';
import type { Registry } from '../../core/registry/registry.ts';
import { endpointOf, formFields, freshPage, recordEvents, startRegistry, ticks } from '../../core/testing/shop-page.ts';
import { checkoutConfig, checkoutPage } from './checkout-test-markup.ts';

let registry: Registry | undefined;
let calls: PendingFetch[];
const callsTo = (endpoint: string) => calls.filter((call) => endpointOf(call) === endpoint);

async function mountCheckout(config: Record<string, unknown> = checkoutConfig) {
  freshPage(checkoutPage({ billing_email: 'camille@example.fr' }), config);
  const events = recordEvents('applied_coupon_in_checkout', 'removed_coupon_in_checkout');
  const { checkoutFormWidget } = await import('./checkout-form.widget.ts');
  registry = await startRegistry(checkoutFormWidget);
  await ticks(3);
  callsTo('update_order_review')[0]?.respond({ result: 'success', fragments: {} });
  await ticks(3);
  return events;
}

function addRemoveLink(): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = '/cart/?remove_coupon=bienvenue10';
  link.className = 'woocommerce-remove-coupon';
  link.dataset.coupon = 'bienvenue10';
  link.textContent = '[Retirer]';
  document.querySelector('.woocommerce-checkout-review-order-table td')!.append(link);
  return link;
}

beforeEach(() => {
  calls = stubFetch();
});

afterEach(() => {
  registry?.stop();
  registry = undefined;
  vi.restoreAllMocks();
});

describe('checkout coupons', () => {
  it('apply a code with its nonce and the billing e-mail, show the notice, fire the event and update without the shipping method', async () => {
    const events = await mountCheckout();
    const couponForm = document.querySelector<HTMLFormElement>('form.checkout_coupon')!;
    couponForm.querySelector<HTMLInputElement>('#coupon_code')!.value = 'BIENVENUE10';
    couponForm.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
    await ticks(3);
    expect(Object.fromEntries(formFields(callsTo('apply_coupon')[0]))).toEqual({ security: 'apply-nonce', coupon_code: 'BIENVENUE10', billing_email: 'camille@example.fr' });
    callsTo('apply_coupon')[0]!.respond('<div class="woocommerce-message" role="alert">Code promo appliqué avec succès.</div>');
    await ticks(40);
    expect(couponForm.previousElementSibling?.textContent).toBe('Code promo appliqué avec succès.');
    expect(events.applied_coupon_in_checkout).toEqual([['BIENVENUE10']]);
    const update = callsTo('update_order_review')[1];
    expect(update).toBeDefined();
    expect(formFields(update).some(([name]) => name.startsWith('shipping_method'))).toBe(false);
  });

  it('show a refusal inside the coupon form, the field marked invalid, and nothing else happens', async () => {
    const events = await mountCheckout();
    const couponForm = document.querySelector<HTMLFormElement>('form.checkout_coupon')!;
    couponForm.querySelector<HTMLInputElement>('#coupon_code')!.value = 'NOEL2025';
    couponForm.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
    await ticks(3);
    callsTo('apply_coupon')[0]!.respond('<ul class="woocommerce-error" role="alert"><li>Ce code promo a expiré.</li></ul>');
    await ticks(5);
    expect(couponForm.querySelector('.coupon-error-notice')?.textContent).toContain('Ce code promo a expiré.');
    expect(couponForm.querySelector('#coupon_code')?.getAttribute('aria-invalid')).toBe('true');
    expect(events.applied_coupon_in_checkout).toEqual([]);
    expect(callsTo('update_order_review')).toHaveLength(1);
  });

  it('remove a coupon from the review with its nonce and fire removed_coupon_in_checkout', async () => {
    const events = await mountCheckout();
    addRemoveLink().click();
    await ticks(3);
    expect(Object.fromEntries(formFields(callsTo('remove_coupon')[0]))).toEqual({ security: 'remove-nonce', coupon: 'bienvenue10' });
    callsTo('remove_coupon')[0]!.respond('<div class="woocommerce-message" role="alert">Code promo supprimé avec succès.</div>');
    await ticks(40);
    expect(events.removed_coupon_in_checkout).toEqual([['bienvenue10']]);
  });

  it('say a failed removal in French, and log its answer only in debug mode', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    await mountCheckout();
    addRemoveLink().click();
    await ticks(3);
    callsTo('remove_coupon')[0]!.respond('Erreur fatale', { status: 500 });
    await ticks(5);
    expect(document.querySelector('[role="alert"]')?.textContent).toContain('Le code promo n’a pas pu être retiré.');
    expect(log).not.toHaveBeenCalled();

    registry?.stop();
    vi.resetModules();
    calls = stubFetch();
    await mountCheckout({ ...checkoutConfig, checkout: { ...checkoutConfig.checkout, debugMode: true } });
    addRemoveLink().click();
    await ticks(3);
    callsTo('remove_coupon')[0]!.respond('Erreur fatale', { status: 500 });
    await ticks(5);
    expect(log).toHaveBeenCalledWith('[fondant] remove_coupon failed', 'Erreur fatale');
  });
});
