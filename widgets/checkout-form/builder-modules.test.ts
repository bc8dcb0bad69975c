// The checkout cut into page-builder modules (each WooCommerce part inside the builder's own wrappers, the order
// review and the payment box outside #order_review): the widget finds its fields by WooCommerce's names, ids and
// classes inside the form, so the update request, its triggers and the fragments work the same.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubFetch, type PendingFetch } from '../../core/http/fetch-stub.ts';
import type { Registry } from '../../core/registry/registry.ts';
import { endpointOf, formFields, freshPage, startRegistry, ticks } from '../../core/testing/shop-page.ts';
import { checkoutConfig } from './checkout-test-markup.ts';

const module = (name: string, inner: string) => `<div class="et_pb_module et_pb_wc_${name} et_pb_wc_${name}_0"><div class="et_pb_module_inner">${inner}</div></div>`;

const page = `<form name="checkout" class="checkout woocommerce-checkout"><div class="et_pb_section"><div class="et_pb_row"><div class="et_pb_column">
  ${module('checkout_billing', `<div class="woocommerce-billing-fields"><div class="woocommerce-billing-fields__field-wrapper">
    <p class="form-row address-field update_totals_on_change validate-required" id="billing_country_field"><select name="billing_country" id="billing_country"><option value="FR" selected>France</option><option value="BE">Belgique</option></select></p>
    <p class="form-row address-field validate-required" id="billing_city_field"><input type="text" class="input-text" name="billing_city" id="billing_city" value="Lyon"></p>
    <p class="form-row address-field validate-required" id="billing_postcode_field"><input type="text" class="input-text" name="billing_postcode" id="billing_postcode" value="69003"></p>
    <p class="form-row address-field validate-required" id="billing_address_1_field"><input type="text" class="input-text" name="billing_address_1" id="billing_address_1" value="1 rue A"></p>
  </div></div>`)}
  </div><div class="et_pb_column">
  ${module('checkout_order_details', `<table class="shop_table woocommerce-checkout-review-order-table"><tbody><tr><td><input type="radio" name="shipping_method[0]" data-index="0" id="shipping_method_0_flat_rate1" value="flat_rate:1" class="shipping_method" checked></td></tr></tbody></table>`)}
  ${module('checkout_payment_info', `<div id="payment" class="woocommerce-checkout-payment"><input id="payment_method_cheque" type="radio" name="payment_method" value="cheque" checked></div>`)}
</div></div></div></form>`;

let registry: Registry | undefined;
let calls: PendingFetch[];
const reviewCalls = () => calls.filter((call) => endpointOf(call) === 'update_order_review');

beforeEach(() => {
  calls = stubFetch();
});

afterEach(() => {
  registry?.stop();
  registry = undefined;
});

describe('checkout in page-builder modules', () => {
  it('sends the same update, hears the same triggers and applies the fragments', async () => {
    freshPage(page, checkoutConfig);
    const { checkoutFormWidget } = await import('./checkout-form.widget.ts');
    registry = await startRegistry(checkoutFormWidget);
    await ticks(3);
    expect(Object.fromEntries(formFields(reviewCalls()[0]))).toMatchObject({
      payment_method: 'cheque', country: 'FR', city: 'Lyon', postcode: '69003', address: '1 rue A', s_city: 'Lyon', has_full_address: 'true', 'shipping_method[0]': 'flat_rate:1',
    });
    expect(document.querySelector('.woocommerce-checkout-review-order-table')!.classList.contains('fondant-blocked')).toBe(true);
    reviewCalls()[0]!.respond({ result: 'success', fragments: { '.woocommerce-checkout-review-order-table': '<table class="shop_table woocommerce-checkout-review-order-table"><tbody><tr><td>Nouveau total</td></tr></tbody></table>' } });
    await ticks(3);
    expect(document.querySelector('.et_pb_wc_checkout_order_details .woocommerce-checkout-review-order-table')!.textContent).toBe('Nouveau total');

    const country = document.querySelector<HTMLSelectElement>('#billing_country')!;
    country.value = 'BE';
    country.dispatchEvent(new Event('change', { bubbles: true }));
    await ticks(3);
    expect(formFields(reviewCalls()[1]).find(([name]) => name === 'country')?.[1]).toBe('BE');
  });
});
