// Checkout answers → redirect or error message: success needs payment_status 'success' and a URL
// (redirect_url, else the 'redirect' payment detail); errors show message, else the errorMessage detail, as
// plain text, else the French default.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { paymentDetail, readCheckoutResponse } from './checkout-result.ts';
import missingPaymentError from './test-data/58-store-checkout-error-missing-payment.json' with { type: 'json' };
import chequeSuccess from './test-data/59-store-checkout-post-cheque.json' with { type: 'json' };

const DEFAULT = 'Il y a eu un problème lors du traitement de la commande.';

describe('readCheckoutResponse', () => {
  it('follows redirect_url on success (capture 59)', () => {
    expect(readCheckoutResponse(chequeSuccess)).toEqual({
      kind: 'redirect', url: 'http://127.0.0.1:8088/checkout/order-received/91/?key=wc_order_YcYbVbBjr1oDP',
      redirectDetail: 'http://127.0.0.1:8088/checkout/order-received/91/?key=wc_order_YcYbVbBjr1oDP',
    });
  });
  it('falls back to the redirect payment detail when redirect_url is empty (3DS fragment)', () => {
    expect(readCheckoutResponse({
      payment_result: { payment_status: 'success', redirect_url: '', payment_details: [{ key: 'redirect', value: '#wcpay-confirm-pi:123:pi_1_secret_2:n' }] },
    })).toEqual({ kind: 'redirect', url: '#wcpay-confirm-pi:123:pi_1_secret_2:n', redirectDetail: '#wcpay-confirm-pi:123:pi_1_secret_2:n' });
  });
  it('keeps the redirect detail beside a redirect_url, where a 3-D Secure fragment may hide', () => {
    expect(readCheckoutResponse({
      payment_result: { payment_status: 'success', redirect_url: 'https://shop.test/commande/', payment_details: [{ key: 'redirect', value: '#wcpay-confirm-si:9:seti_1_secret_2:n' }] },
    })).toEqual({ kind: 'redirect', url: 'https://shop.test/commande/', redirectDetail: '#wcpay-confirm-si:9:seti_1_secret_2:n' });
  });
  it('treats a success without any URL as a failure', () => {
    expect(readCheckoutResponse({ payment_result: { payment_status: 'success', redirect_url: '', payment_details: [] } }))
      .toEqual({ kind: 'error', message: DEFAULT });
  });
  it("shows the Store API error body's message (capture 58)", () => {
    expect(readCheckoutResponse(missingPaymentError)).toEqual({ kind: 'error', message: 'Invalid parameter(s): payment_method' });
  });
  it('uses message, then the errorMessage payment detail, then the default', () => {
    const failed = (extra: object) => ({ payment_result: { payment_status: 'failure', redirect_url: '', payment_details: [{ key: 'errorMessage', value: 'Carte refusée.' }] }, ...extra });
    expect(readCheckoutResponse(failed({ message: 'Stock insuffisant.' }))).toEqual({ kind: 'error', message: 'Stock insuffisant.' });
    expect(readCheckoutResponse(failed({}))).toEqual({ kind: 'error', message: 'Carte refusée.' });
    expect(readCheckoutResponse({ payment_result: { payment_status: 'failure', payment_details: [] }, message: '' }))
      .toEqual({ kind: 'error', message: DEFAULT });
  });
  it('finds the errorMessage in an error body data.payment_result or at the top', () => {
    expect(readCheckoutResponse({
      code: 'woocommerce_rest_checkout_process_payment_error', message: '',
      data: { status: 400, payment_result: { payment_status: 'failure', payment_details: [{ key: 'errorMessage', value: 'Error: Your card was declined.' }] } },
    })).toEqual({ kind: 'error', message: 'Error: Your card was declined.' });
    expect(readCheckoutResponse({ payment_details: [{ key: 'errorMessage', value: 'Refus.' }] })).toEqual({ kind: 'error', message: 'Refus.' });
  });
  it('turns a notice in HTML into plain text', () => {
    expect(readCheckoutResponse({ message: '<ul class="woocommerce-error"><li>Code postal <strong>invalide</strong>.</li></ul><script>x()</script>' }))
      .toEqual({ kind: 'error', message: 'Code postal invalide.' });
  });
  it('gives the default message for anything unexpected', () => {
    for (const body of [null, undefined, 42, 'texte', [], {}, { payment_result: 'success' }, { message: '   ' }, { message: '<br>' }]) {
      expect(readCheckoutResponse(body)).toEqual({ kind: 'error', message: DEFAULT });
    }
  });
  it('always yields a non-empty message or URL', () => {
    fc.assert(fc.property(fc.jsonValue(), (body) => {
      const outcome = readCheckoutResponse(body);
      expect((outcome.kind === 'redirect' ? outcome.url : outcome.message).length).toBeGreaterThan(0);
    }));
  });
});



describe('paymentDetail', () => {
  it('reads one key of a {key, value} list, ignoring malformed entries', () => {
    const details = [null, 'x', { key: 'result', value: 'success' }, { key: 'redirect', value: '/merci/' }];
    expect(paymentDetail(details, 'redirect')).toBe('/merci/');
    expect(paymentDetail(details, 'errorMessage')).toBeNull();
    expect(paymentDetail({ redirect: '/merci/' }, 'redirect')).toBeNull();
  });
});
