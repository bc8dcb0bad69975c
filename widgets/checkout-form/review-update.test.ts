// Applying the order review answer on the mounted widget: the parts blocked while it runs, only changed
// fragments replaced (sanitized), the payment entries, chosen gateway and terms kept, updated_checkout [data],
// failure messages on top of the form, a newer request superseding the older, a reload when asked, focus back
// on the shipping rate, and a French notice with everything usable when the request fails.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, type PendingFetch } from '../../core/http/fetch-stub.ts';
import type { Registry } from '../../core/registry/registry.ts';
import { endpointOf, freshPage, recordEvents, startRegistry, ticks } from '../../core/testing/shop-page.ts';
import { checkoutConfig, checkoutPage, FULL_ADDRESS } from './checkout-test-markup.ts';

vi.mock('./navigation.ts', () => ({ goTo: vi.fn(), reloadPage: vi.fn() }));

let registry: Registry | undefined;
let calls: PendingFetch[];

const reviewCalls = () => calls.filter((call) => endpointOf(call) === 'update_order_review');
const table = () => document.querySelector<HTMLElement>('.woocommerce-checkout-review-order-table')!;
const payment = () => document.querySelector<HTMLElement>('.woocommerce-checkout-payment')!;

const TABLE_HTML = '<table class="shop_table woocommerce-checkout-review-order-table"><tbody><tr><td>Colissimo International 14,90 €<img src="x" onerror="alert(1)"></td></tr></tbody></table>';
const PAYMENT_HTML = `<div id="payment" class="woocommerce-checkout-payment"><ul class="wc_payment_methods">
  <li><input id="payment_method_bacs" type="radio" name="payment_method" value="bacs" checked><div class="payment_box payment_method_bacs"></div></li>
  <li><input id="payment_method_cheque" type="radio" name="payment_method" value="cheque"><div class="payment_box payment_method_cheque"><input type="text" id="cheque_reference" name="cheque_reference" value=""></div></li>
  </ul><p class="form-row"><input type="checkbox" name="terms" id="terms"></p></div>`;

async function mount() {
  freshPage(checkoutPage(FULL_ADDRESS), checkoutConfig);
  const events = recordEvents('updated_checkout');
  const { checkoutFormWidget } = await import('./checkout-form.widget.ts');
  registry = await startRegistry(checkoutFormWidget);
  await ticks(3);
  return events;
}

async function requestUpdate(args?: object) {
  const { emit } = await import('../../core/events/bridge.ts');
  emit('update_checkout', args ? [args] : []);
  await ticks(4);
}

beforeEach(() => {
  calls = stubFetch();
});

afterEach(() => {
  registry?.stop();
  registry = undefined;
});

describe('order review update', () => {
  it('blocks the review and the payment box, then applies the fragments and fires updated_checkout [data]', async () => {
    const events = await mount();
    expect(table().classList.contains('fondant-blocked')).toBe(true);
    expect(payment().classList.contains('fondant-blocked')).toBe(true);
    const answer = { result: 'success', messages: '', reload: false, fragments: { '.woocommerce-checkout-review-order-table': TABLE_HTML } };
    reviewCalls()[0]!.respond(answer);
    await ticks(4);
    expect(table().textContent).toContain('Colissimo International');
    expect(table().querySelector('img')!.hasAttribute('onerror')).toBe(false);
    expect(payment().getAttribute('aria-busy')).toBeNull();
    expect(events.updated_checkout).toEqual([[answer]]);
  });

  it('replaces a fragment only when it changed since the previous answer, keeping entries, gateway and terms', async () => {
    await mount();
    reviewCalls()[0]!.respond({ result: 'success', fragments: { '.woocommerce-checkout-payment': PAYMENT_HTML } });
    await ticks(4);
    const kept = payment();
    document.querySelector<HTMLInputElement>('#payment_method_cheque')!.checked = true;
    document.querySelector<HTMLInputElement>('#cheque_reference')!.value = 'CHQ-42';
    document.querySelector<HTMLInputElement>('#terms')!.checked = true;

    await requestUpdate();
    reviewCalls()[1]!.respond({ result: 'success', fragments: { '.woocommerce-checkout-payment': PAYMENT_HTML } });
    await ticks(4);
    expect(payment()).toBe(kept);

    await requestUpdate();
    reviewCalls()[2]!.respond({ result: 'success', fragments: { '.woocommerce-checkout-payment': PAYMENT_HTML.replace('wc_payment_methods', 'wc_payment_methods methods') } });
    await ticks(4);
    expect(payment()).not.toBe(kept);
    expect(document.querySelector<HTMLInputElement>('#payment_method_cheque')!.checked).toBe(true);
    expect(document.querySelector<HTMLInputElement>('#cheque_reference')!.value).toBe('CHQ-42');
    expect(document.querySelector<HTMLInputElement>('#terms')!.checked).toBe(true);
  });

  it('aborts the older request when a newer one starts and never applies its answer', async () => {
    const events = await mount();
    await requestUpdate();
    expect(reviewCalls()).toHaveLength(2);
    expect(reviewCalls()[0]!.init.signal?.aborted).toBe(true);
    reviewCalls()[1]!.respond({ result: 'success', fragments: { '.woocommerce-checkout-review-order-table': TABLE_HTML } });
    await ticks(4);
    expect(events.updated_checkout).toHaveLength(1);
    expect(table().classList.contains('fondant-blocked')).toBe(false);
  });

  it('shows failure messages in the updateOrderReview group at the top of the form', async () => {
    await mount();
    reviewCalls()[0]!.respond({ result: 'failure', messages: '<ul class="woocommerce-error" role="alert"><li>Session expirée</li></ul>' });
    await ticks(4);
    const group = document.querySelector('form.checkout > .woocommerce-NoticeGroup-updateOrderReview:first-child');
    expect(group?.textContent).toContain('Session expirée');
  });

  it('reloads when the answer says so', async () => {
    const { reloadPage } = await import('./navigation.ts');
    await mount();
    reviewCalls()[0]!.respond({ reload: true });
    await ticks(4);
    expect(reloadPage).toHaveBeenCalled();
  });

  it('gives focus back to the shipping rate that asked for the update', async () => {
    await mount();
    reviewCalls()[0]!.respond({ result: 'success', fragments: {} });
    await ticks(4);
    const pickup = document.querySelector<HTMLInputElement>('#shipping_method_0_local_pickup3')!;
    pickup.checked = true;
    pickup.dispatchEvent(new Event('change', { bubbles: true }));
    await ticks(4);
    reviewCalls()[1]!.respond({ result: 'success', fragments: { '.woocommerce-checkout-review-order-table': table().outerHTML } });
    await ticks(4);
    expect(document.activeElement?.id).toBe('shipping_method_0_local_pickup3');
    expect(document.activeElement).not.toBe(pickup);
  });

  it('a failed request: a French notice on top of the form, nothing blocked, the values kept', async () => {
    const events = await mount();
    document.querySelector<HTMLInputElement>('#billing_city')!.value = 'Villeurbanne';
    reviewCalls()[0]!.respond('<html>Erreur fatale</html>', { status: 500 });
    await ticks(4);
    const notice = document.querySelector('form.checkout > .woocommerce-NoticeGroup-updateOrderReview [role="alert"]');
    expect(notice?.textContent).toContain('n’a pas pu être mis à jour');
    expect(notice?.textContent).toContain('500');
    expect(table().getAttribute('aria-busy')).toBeNull();
    expect(payment().getAttribute('aria-busy')).toBeNull();
    expect(document.querySelector<HTMLInputElement>('#billing_city')!.value).toBe('Villeurbanne');
    expect(events.updated_checkout).toHaveLength(0);

    await requestUpdate();
    reviewCalls()[1]!.respond({ result: 'success', fragments: {} });
    await ticks(4);
    expect(document.querySelector('.woocommerce-NoticeGroup-updateOrderReview')).toBeNull();
  });
});
