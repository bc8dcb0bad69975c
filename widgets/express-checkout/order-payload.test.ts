// The checkout POST body (customer_note, billing and shipping addresses, payment_method, payment_data,
// extensions) and the pay-for-order body (the order's own addresses, its key and billing e-mail).
import { describe, expect, it } from 'vitest';
import { checkoutOrderPayload, payForOrderPayload, walletPaymentData } from './order-payload.ts';
import type { StoreApiAddress, StoreApiBillingAddress } from './store-api-types.ts';

const billing: StoreApiBillingAddress = {
  first_name: 'Élodie', last_name: 'Lefèvre', company: '', address_1: '25 rue de la République', address_2: '',
  city: 'Lyon', state: '', postcode: '69002', country: 'FR', email: 'elodie.lefevre@example.test', phone: '0601020304',
};
const shipping: StoreApiAddress = {
  first_name: 'Luc', last_name: 'Peeters', company: '', address_1: 'Rue Neuve 12', address_2: '',
  city: 'Bruxelles', state: '', postcode: '1000', country: 'BE', phone: '',
};
const payment = { paymentMethodId: 'pm_123', expressPaymentType: 'apple_pay', fraudPreventionToken: 'fp_tok' };

describe('walletPaymentData', () => {
  it('lists the five keys WooPayments reads', () => {
    expect(walletPaymentData(payment)).toEqual([
      { key: 'payment_method', value: 'card' },
      { key: 'payment_request_type', value: 'apple_pay' },
      { key: 'wcpay-fraud-prevention-token', value: 'fp_tok' },
      { key: 'wcpay-payment-method', value: 'pm_123' },
      { key: 'express_payment_type', value: 'apple_pay' },
    ]);
  });
  it('sends an empty fraud-prevention token when there is none', () => {
    expect(walletPaymentData({ ...payment, fraudPreventionToken: undefined })[2]).toEqual({ key: 'wcpay-fraud-prevention-token', value: '' });
    expect(walletPaymentData({ ...payment, fraudPreventionToken: null })[2]?.value).toBe('');
  });
});

describe('checkoutOrderPayload', () => {
  it('builds the full body, the shipping address taking the billing phone', () => {
    expect(checkoutOrderPayload({ billingAddress: billing, shippingAddress: shipping, payment, customerNote: 'Livraison en semaine svp.' })).toEqual({
      customer_note: 'Livraison en semaine svp.',
      billing_address: billing,
      shipping_address: { ...shipping, phone: '0601020304' },
      payment_method: 'woocommerce_payments',
      payment_data: walletPaymentData(payment),
      extensions: {},
    });
  });
  it('omits the shipping address when the wallet gave none, and defaults the note', () => {
    const body = checkoutOrderPayload({ billingAddress: billing, shippingAddress: null, payment });
    expect('shipping_address' in body).toBe(false);
    expect(body.customer_note).toBe('');
  });
  it('passes extensions through', () => {
    const extensions = { 'woocommerce/order-attribution': { source_type: 'typein' } };
    expect(checkoutOrderPayload({ billingAddress: billing, payment, extensions }).extensions).toBe(extensions);
  });
  it('serialises with exactly the Store API checkout’s top-level fields', () => {
    const json = JSON.parse(JSON.stringify(checkoutOrderPayload({ billingAddress: billing, shippingAddress: shipping, payment })));
    expect(Object.keys(json).sort()).toEqual(['billing_address', 'customer_note', 'extensions', 'payment_data', 'payment_method', 'shipping_address']);
    expect(Object.keys(json.billing_address).sort()).toEqual(
      ['address_1', 'address_2', 'city', 'company', 'country', 'email', 'first_name', 'last_name', 'phone', 'postcode', 'state']);
  });
});

describe('payForOrderPayload', () => {
  const orderBilling = { ...billing, email: '', phone: '' };
  it("keeps the order's addresses, filling an empty email and phone from the wallet", () => {
    const walletBilling = { ...billing, first_name: 'Autre', email: 'wallet@example.test', phone: '0700000000' };
    const body = payForOrderPayload({
      orderKey: 'wc_order_abc', billingEmail: 'elodie.lefevre@example.test', orderBillingAddress: orderBilling,
      orderShippingAddress: shipping, walletBillingAddress: walletBilling, payment,
    });
    expect(body).toEqual({
      customer_note: '',
      billing_address: { ...billing, email: 'wallet@example.test', phone: '0700000000' },
      shipping_address: shipping,
      payment_method: 'woocommerce_payments',
      payment_data: walletPaymentData(payment),
      extensions: {},
      key: 'wc_order_abc',
      billing_email: 'elodie.lefevre@example.test',
    });
  });
  it('does not overwrite an email or phone the order already has', () => {
    const body = payForOrderPayload({
      orderKey: 'k', billingEmail: 'e', orderBillingAddress: billing, orderShippingAddress: shipping,
      walletBillingAddress: { ...billing, email: 'other@example.test', phone: '1' }, payment,
    });
    expect(body.billing_address).toEqual(billing);
  });
});
