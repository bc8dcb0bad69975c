// Parsing the intent-confirmation fragment '#wcpay-confirm-{pi|si}:{order id}:{client secret}:{nonce}', alone
// or ending a redirect URL (the Store API strips a bare one from redirect_url; the 'redirect' detail keeps it).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findIntentConfirmation, parseIntentFragment } from './intent-fragment.ts';

describe('parseIntentFragment', () => {
  it('reads a payment intent fragment', () => {
    expect(parseIntentFragment('#wcpay-confirm-pi:123:pi_3Abc_secret_XyZ:fake_nonce')).toEqual({
      kind: 'payment_intent', orderId: 123, clientSecret: 'pi_3Abc_secret_XyZ', nonce: 'fake_nonce',
    });
  });
  it('reads a setup intent fragment at the end of a full URL', () => {
    expect(parseIntentFragment('https://atelier.test/commande/order-received/91/?key=wc_order_x#wcpay-confirm-si:91:seti_1_secret_2:a1b2c3')).toEqual({
      kind: 'setup_intent', orderId: 91, clientSecret: 'seti_1_secret_2', nonce: 'a1b2c3',
    });
  });
  it('takes the order id from an order-pay URL', () => {
    expect(parseIntentFragment('https://atelier.test/commande/order-pay/456/?pay_for_order=true&key=k#wcpay-confirm-pi:999:pi_s:n')?.orderId).toBe(456);
  });
  it('returns null for garbage', () => {
    for (const bad of [
      null, undefined, '', 'https://atelier.test/merci/', '#wcpay-confirm-xi:1:s:n', '#wcpay-confirm-pi:abc:s:n',
      '#wcpay-confirm-pi:1:s', '#wcpay-confirm-pi:1:s:n:extra', '#wcpay-confirm-pi:1::n', '#wcpay-confirm-pi:0:s:n',
      'wcpay-confirm-pi:1:s:n', '#wcpay-confirm-pi:1:s:n#again', '#wcpay-confirm-pi:99999999999999999999:s:n',
    ]) {
      expect(parseIntentFragment(bad)).toBeNull();
    }
  });
  it('round-trips any well-formed fragment', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9_]+$/);
    fc.assert(fc.property(fc.constantFrom('pi', 'si'), fc.integer({ min: 1, max: 1e9 }), segment, segment, (kind, id, secret, nonce) => {
      expect(parseIntentFragment(`https://a.test/x#wcpay-confirm-${kind}:${id}:${secret}:${nonce}`)).toEqual({
        kind: kind === 'pi' ? 'payment_intent' : 'setup_intent', orderId: id, clientSecret: secret, nonce,
      });
    }));
  });
  it('never throws on arbitrary text', () => {
    fc.assert(fc.property(fc.string(), (s) => {
      const result = parseIntentFragment(s);
      expect(result === null || result.orderId > 0).toBe(true);
    }));
  });
});

describe('findIntentConfirmation', () => {
  it('falls back to the redirect payment detail when redirect_url lost the fragment', () => {
    expect(findIntentConfirmation('', '#wcpay-confirm-pi:123:pi_1_secret_2:fake_nonce')?.orderId).toBe(123);
  });
  it('prefers redirect_url, and is null when neither carries a fragment', () => {
    expect(findIntentConfirmation('#wcpay-confirm-pi:1:a:b', '#wcpay-confirm-pi:2:a:b')?.orderId).toBe(1);
    expect(findIntentConfirmation('https://atelier.test/merci/', undefined)).toBeNull();
  });
});
