// The checkout cut into page-builder modules as Divi 4.14+ prints it: each Woo Checkout module (billing, shipping,
// order details, payment) runs WooCommerce's checkout shortcode for its own part, so each holds its own
// `form.checkout`. The first form's mount runs the checkout for all of them: one first update whose payload reads
// every form, changes heard in any form, the fragments replaced where they stand, one order posting the whole
// checkout with the gateways asked on the payment module's form, the notices on top of the first form.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, type PendingFetch } from '../../core/http/fetch-stub.ts';
import type { Registry } from '../../core/registry/registry.ts';
import { endpointOf, formFields, freshPage, startRegistry, ticks } from '../../core/testing/shop-page.ts';
import { checkoutConfig } from './checkout-test-markup.ts';

vi.mock('./navigation.ts', () => ({ goTo: vi.fn(), reloadPage: vi.fn() }));

const module = (name: string, inner: string) =>
  `<div class="et_pb_module et_pb_wc_${name} et_pb_wc_${name}_0"><div class="et_pb_module_inner"><form name="checkout" method="post" class="checkout woocommerce-checkout" action="/commande-atelier/">${inner}</form></div></div>`;

const row = (key: string, value: string, classes = 'address-field validate-required') =>
  `<p class="form-row ${classes}" id="${key}_field"><input type="text" class="input-text" name="${key}" id="${key}" value="${value}"></p>`;

const page = `<div class="et_pb_section et_pb_section_0"><div class="et_pb_row et_pb_row_0">
  <div class="et_pb_column et_pb_column_1_2 et_pb_column_0">
  ${module('checkout_billing', `<div class="col2-set" id="customer_details"><div class="col-1"><div class="woocommerce-billing-fields"><div class="woocommerce-billing-fields__field-wrapper">
    <p class="form-row address-field update_totals_on_change validate-required" id="billing_country_field"><select name="billing_country" id="billing_country"><option value="FR" selected>France</option><option value="BE">Belgique</option></select></p>
    ${row('billing_city', 'Lyon')}${row('billing_postcode', '69003')}${row('billing_address_1', '1 rue A')}${row('billing_first_name', '', 'validate-required')}
  </div></div></div></div>`)}
  ${module('checkout_shipping', `<div class="col2-set" id="customer_details"><div class="col-2"><div class="woocommerce-shipping-fields">
    <h3 id="ship-to-different-address"><label><input id="ship-to-different-address-checkbox" type="checkbox" name="ship_to_different_address" value="1"> Ailleurs ?</label></h3>
    <div class="shipping_address"><div class="woocommerce-shipping-fields__field-wrapper">
      <p class="form-row address-field update_totals_on_change validate-required" id="shipping_country_field"><select name="shipping_country" id="shipping_country"><option value="FR">France</option><option value="BE" selected>Belgique</option></select></p>
      ${row('shipping_city', 'Bruxelles')}${row('shipping_postcode', '1000')}${row('shipping_address_1', '2 rue B')}
    </div></div></div></div></div>`)}
  </div><div class="et_pb_column et_pb_column_1_2 et_pb_column_1">
  ${module('checkout_order_details', `<div id="order_review" class="woocommerce-checkout-review-order"><table class="shop_table woocommerce-checkout-review-order-table"><tbody><tr><td><input type="radio" name="shipping_method[0]" data-index="0" id="shipping_method_0_flat_rate1" value="flat_rate:1" class="shipping_method" checked></td></tr></tbody></table></div>`)}
  ${module('checkout_payment_info', `<div id="order_review" class="woocommerce-checkout-review-order"><div id="payment" class="woocommerce-checkout-payment"><input id="payment_method_cheque" type="radio" name="payment_method" value="cheque" checked>
    <p class="form-row validate-required"><input type="checkbox" name="terms" id="terms" checked></p><button type="submit" id="place_order">Commander</button></div></div>`)}
</div></div></div>`;

let registry: Registry | undefined;
let calls: PendingFetch[];
const endpointCalls = (endpoint: string) => calls.filter((call) => endpointOf(call) === endpoint);
const moduleForm = (name: string) => document.querySelector<HTMLFormElement>(`.et_pb_wc_${name} form.checkout`)!;

async function mount(): Promise<void> {
  freshPage(page, checkoutConfig);
  const { checkoutFormWidget } = await import('./checkout-form.widget.ts');
  registry = await startRegistry(checkoutFormWidget);
  await ticks(3);
}

beforeEach(() => {
  calls = stubFetch();
});

afterEach(() => {
  registry?.stop();
  registry = undefined;
});

describe('checkout in page-builder modules, one form each', () => {
  it('sends one first update reading every form, and applies the fragments in their modules', async () => {
    await mount();
    expect(document.querySelectorAll('form.checkout')).toHaveLength(4);
    expect(endpointCalls('update_order_review')).toHaveLength(1);
    const fields = Object.fromEntries(formFields(endpointCalls('update_order_review')[0]));
    expect(fields).toMatchObject({ payment_method: 'cheque', country: 'FR', city: 'Lyon', postcode: '69003', address: '1 rue A', s_country: 'FR', s_city: 'Lyon', has_full_address: 'true', 'shipping_method[0]': 'flat_rate:1' });
    expect(new URLSearchParams(fields['post_data']).get('shipping_method[0]')).toBe('flat_rate:1');
    expect(new URLSearchParams(fields['post_data']).get('payment_method')).toBe('cheque');
    expect(document.querySelector('.woocommerce-checkout-review-order-table')!.classList.contains('fondant-blocked')).toBe(true);
    expect(document.querySelector('.woocommerce-checkout-payment')!.classList.contains('fondant-blocked')).toBe(true);

    endpointCalls('update_order_review')[0]!.respond({ result: 'success', fragments: { '.woocommerce-checkout-review-order-table': '<table class="shop_table woocommerce-checkout-review-order-table"><tbody><tr><td>Nouveau total</td></tr></tbody></table>' } });
    await ticks(3);
    expect(document.querySelector('.et_pb_wc_checkout_order_details .woocommerce-checkout-review-order-table')!.textContent).toBe('Nouveau total');
    expect(document.querySelector('.woocommerce-checkout-payment')!.hasAttribute('aria-busy')).toBe(false);
  });

  it('hears a change in any module: the billing country, then shipping elsewhere in the shipping module', async () => {
    await mount();
    endpointCalls('update_order_review')[0]!.respond({ result: 'success', fragments: {} });
    await ticks(3);
    const country = document.querySelector<HTMLSelectElement>('#billing_country')!;
    country.value = 'BE';
    country.dispatchEvent(new Event('change', { bubbles: true }));
    await ticks(3);
    expect(endpointCalls('update_order_review')).toHaveLength(2);
    expect(formFields(endpointCalls('update_order_review')[1]).find(([name]) => name === 'country')?.[1]).toBe('BE');

    const elsewhere = document.querySelector<HTMLInputElement>('#ship-to-different-address-checkbox')!;
    expect(document.querySelector<HTMLElement>('.shipping_address')!.style.display).toBe('none');
    elsewhere.checked = true;
    elsewhere.dispatchEvent(new Event('change', { bubbles: true }));
    await ticks(3);
    expect(document.querySelector<HTMLElement>('.shipping_address')!.style.display).not.toBe('none');
    expect(endpointCalls('update_order_review')).toHaveLength(3);
    expect(Object.fromEntries(formFields(endpointCalls('update_order_review')[2]))).toMatchObject({ s_country: 'BE', s_city: 'Bruxelles' });
  });

  it('places one order with the whole checkout, asks the gateways on the payment form, shows errors on the first form', async () => {
    await mount();
    endpointCalls('update_order_review')[0]!.respond({ result: 'success', fragments: {} });
    await ticks(3);
    const heard: string[] = [];
    for (const form of document.querySelectorAll('form.checkout')) form.addEventListener('checkout_place_order_cheque', () => heard.push(form.closest('.et_pb_module')!.classList[1]!));

    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    moduleForm('checkout_payment_info').dispatchEvent(submit);
    moduleForm('checkout_billing').dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
    await ticks(2);
    expect(submit.defaultPrevented).toBe(true);
    expect(heard).toEqual(['et_pb_wc_checkout_payment_info']);
    expect(endpointCalls('checkout')).toHaveLength(1);
    const body = new URLSearchParams(String(endpointCalls('checkout')[0]!.init.body));
    expect([body.get('billing_city'), body.get('shipping_method[0]'), body.get('payment_method'), body.get('terms')]).toEqual(['Lyon', 'flat_rate:1', 'cheque', 'on']);
    for (const form of document.querySelectorAll('form.checkout')) expect(form.classList.contains('processing')).toBe(true);

    endpointCalls('checkout')[0]!.respond({ result: 'failure', messages: '<ul class="woocommerce-error" role="alert"><li data-id="billing_first_name">Prénom est obligatoire.</li></ul>' });
    await ticks(3);
    const group = moduleForm('checkout_billing').firstElementChild!;
    expect(group.matches('.woocommerce-NoticeGroup-checkout')).toBe(true);
    expect(document.querySelectorAll('.woocommerce-NoticeGroup-checkout')).toHaveLength(1);
    expect(document.activeElement).toBe(group.querySelector('.woocommerce-error'));
    expect(document.querySelector('#billing_first_name')!.getAttribute('aria-invalid')).toBe('true');
    for (const form of document.querySelectorAll('form.checkout')) expect(form.classList.contains('processing')).toBe(false);
  });
});
