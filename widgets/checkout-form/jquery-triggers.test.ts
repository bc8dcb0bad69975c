// A plugin's jQuery triggers on the form reach the widget although no DOM event fires: `change` on a shipping
// rate asks for an update, `validate` checks the field, `submit` places the order by wc-ajax (once) instead of
// jQuery's native full-page POST; DOM events are not handled twice.
import jQuery from 'jquery';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, type PendingFetch } from '../../core/http/fetch-stub.ts';
import type { Registry } from '../../core/registry/registry.ts';
import { endpointOf, freshPage, startRegistry, ticks } from '../../core/testing/shop-page.ts';
import { checkoutConfig, checkoutPage, FULL_ADDRESS } from './checkout-test-markup.ts';

vi.mock('./navigation.ts', () => ({ goTo: vi.fn(), reloadPage: vi.fn() }));

let registry: Registry | undefined;
let calls: PendingFetch[];
const callsTo = (endpoint: string) => calls.filter((call) => endpointOf(call) === endpoint);

async function mount() {
  (window as Window & { jQuery?: unknown }).jQuery = jQuery;
  freshPage(checkoutPage(FULL_ADDRESS), checkoutConfig);
  const { checkoutFormWidget } = await import('./checkout-form.widget.ts');
  registry = await startRegistry(checkoutFormWidget);
  await ticks(3);
  callsTo('update_order_review')[0]?.respond({ result: 'success', fragments: {} });
  await ticks(3);
}

beforeEach(() => {
  calls = stubFetch();
});

afterEach(() => {
  registry?.stop();
  registry = undefined;
  delete (window as Window & { jQuery?: unknown }).jQuery;
});

describe('jQuery triggers on the form', () => {
  it('a jQuery change of a shipping rate asks for an update; a DOM change is handled once', async () => {
    await mount();
    jQuery('#shipping_method_0_local_pickup3').prop('checked', true).trigger('change');
    await ticks(4);
    expect(callsTo('update_order_review')).toHaveLength(2);
    document.querySelector('#shipping_method_0_flat_rate1')!.dispatchEvent(new Event('change', { bubbles: true }));
    await ticks(4);
    expect(callsTo('update_order_review')).toHaveLength(3);
  });

  it('a jQuery validate checks the field', async () => {
    await mount();
    document.querySelector<HTMLInputElement>('#billing_email')!.value = 'camille@';
    jQuery('#billing_email').trigger('validate');
    expect(document.querySelector('#billing_email_field')!.classList.contains('woocommerce-invalid-email')).toBe(true);
  });

  it('a jQuery submit places the order by wc-ajax, once, without the native POST', async () => {
    await mount();
    const nativeSubmit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    jQuery('form.checkout').trigger('submit');
    jQuery('form.checkout').trigger('submit');
    await ticks(3);
    expect(nativeSubmit).not.toHaveBeenCalled();
    expect(callsTo('checkout')).toHaveLength(1);
  });
});
