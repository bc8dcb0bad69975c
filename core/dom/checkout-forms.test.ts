// The checkout's forms: one form.checkout alone, or one per page-builder module making one checkout together;
// other forms stay their own scope.
import { beforeEach, describe, expect, it } from 'vitest';
import { checkoutContains, checkoutFormsOf, leadCheckoutForm, paymentCheckoutForm, queryCheckout, queryCheckoutAll } from './checkout-forms.ts';

const byId = (id: string) => document.getElementById(id) as HTMLFormElement;

describe('checkout forms', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <form id="coupon" class="checkout_coupon"><input name="coupon_code"></form>
      <div class="et_pb_wc_checkout_billing"><form id="billing" class="checkout woocommerce-checkout"><input name="billing_city" class="a" value="Lyon"></form></div>
      <div class="et_pb_wc_checkout_order_details"><form id="review" class="checkout woocommerce-checkout"><input name="shipping_method[0]" class="a"></form></div>
      <div class="et_pb_wc_checkout_payment_info"><form id="payment" class="checkout woocommerce-checkout"><input type="radio" name="payment_method" value="cheque"></form></div>`;
  });

  it('gathers every form.checkout in document order, the first leading', () => {
    expect(checkoutFormsOf(byId('payment')).map((form) => form.id)).toEqual(['billing', 'review', 'payment']);
    expect(leadCheckoutForm(byId('review')).id).toBe('billing');
    expect(paymentCheckoutForm(byId('billing')).id).toBe('payment');
  });

  it('queries across them, and tells what they contain', () => {
    expect(queryCheckout<HTMLInputElement>(byId('billing'), '[name="shipping_method[0]"]')?.closest('form')?.id).toBe('review');
    expect(queryCheckoutAll(byId('payment'), '.a').map((input) => input.getAttribute('name'))).toEqual(['billing_city', 'shipping_method[0]']);
    expect(checkoutContains(byId('billing'), document.querySelector('[name="payment_method"]')!)).toBe(true);
    expect(checkoutContains(byId('billing'), document.querySelector('[name="coupon_code"]')!)).toBe(false);
  });

  it('leaves any other form, or a detached checkout form, alone', () => {
    expect(checkoutFormsOf(byId('coupon')).map((form) => form.id)).toEqual(['coupon']);
    const detached = document.createElement('form');
    detached.className = 'checkout';
    expect(checkoutFormsOf(detached)).toEqual([detached]);
    expect(paymentCheckoutForm(detached)).toBe(detached);
  });
});
