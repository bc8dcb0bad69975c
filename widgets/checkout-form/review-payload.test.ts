// The update_order_review body: the legacy field names, the shipping address copied from billing unless the
// shopper ships elsewhere, has_full_address over the shown required rows, post_data, and shipping_method[i].
import { beforeEach, describe, expect, it } from 'vitest';
import { freshPage } from '../../core/testing/shop-page.ts';
import { checkoutConfig, checkoutPage, FULL_ADDRESS } from './checkout-test-markup.ts';
import { hasFullAddress, orderReviewPayload } from './review-payload.ts';

const form = () => document.querySelector<HTMLFormElement>('form.checkout')!;

describe('orderReviewPayload', () => {
  beforeEach(() => {
    freshPage(checkoutPage(FULL_ADDRESS), checkoutConfig);
    // What the widget's toggle does at mount when the shopper ships to the billing address.
    document.querySelector<HTMLElement>('div.shipping_address')!.style.display = 'none';
  });

  it('sends the nonce, the gateway, the billing address twice (s_*) and every chosen rate', () => {
    const body = orderReviewPayload(form(), 'review-nonce');
    expect([...body.keys()]).toEqual([
      'security', 'payment_method', 'country', 'state', 'postcode', 'city', 'address', 'address_2',
      's_country', 's_state', 's_postcode', 's_city', 's_address', 's_address_2', 'has_full_address', 'post_data', 'shipping_method[0]',
    ]);
    expect(Object.fromEntries(body)).toMatchObject({
      security: 'review-nonce', payment_method: 'bacs', country: 'FR', postcode: '69003', city: 'Lyon', address: '12 rue des Lilas',
      s_country: 'FR', s_postcode: '69003', s_city: 'Lyon', s_address: '12 rue des Lilas', has_full_address: 'true', 'shipping_method[0]': 'flat_rate:1',
    });
    const posted = new URLSearchParams(body.get('post_data')!);
    expect(posted.get('billing_city')).toBe('Lyon');
    expect(posted.get('payment_method')).toBe('bacs');
    expect(posted.has('woocommerce_checkout_place_order')).toBe(false);
  });

  it('sends the shipping address when the shopper ships elsewhere', () => {
    document.querySelector<HTMLInputElement>('#ship-to-different-address input')!.checked = true;
    document.querySelector<HTMLSelectElement>('#shipping_country')!.value = 'BE';
    document.querySelector<HTMLInputElement>('#shipping_city')!.value = 'Bruxelles';
    const body = orderReviewPayload(form(), 'n');
    expect(body.get('country')).toBe('FR');
    expect(body.get('s_country')).toBe('BE');
    expect(body.get('s_city')).toBe('Bruxelles');
  });

  it('leaves shipping_method out when the update must keep the shipping method (after a coupon)', () => {
    const body = orderReviewPayload(form(), 'n', { update_shipping_method: false });
    expect([...body.keys()].some((key) => key.startsWith('shipping_method'))).toBe(false);
  });

  it('has_full_address: false while a shown required address row is empty; hidden rows do not count', () => {
    expect(hasFullAddress(form())).toBe(true);
    document.querySelector<HTMLInputElement>('#billing_city')!.value = '';
    expect(hasFullAddress(form())).toBe(false);
    document.querySelector<HTMLElement>('#billing_city_field')!.style.display = 'none';
    expect(orderReviewPayload(form(), 'n').get('has_full_address')).toBe('true');
    document.querySelector<HTMLElement>('div.shipping_address')!.style.display = '';
    expect(hasFullAddress(form()), 'the empty shipping rows, once shown').toBe(false);
  });
});
