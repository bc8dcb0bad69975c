// Where the express button may send the browser: http(s) only.
import { describe, expect, it } from 'vitest';
import { isWebUrl } from './web-url.ts';

describe('isWebUrl', () => {
  it.each([
    ['https://atelier-sucre.test/checkout/order-received/43/?key=wc_order_x', true],
    ['/checkout/order-received/43/', true],
    ['http://127.0.0.1:4173/my-account/', true],
    ['https://hooks.stripe.com/3d_secure/authenticate', true],
    ['javascript:alert(1)', false],
    [' JAVASCRIPT:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['http://[::1', false],
  ])('%s → %s', (url, expected) => {
    expect(isWebUrl(url, 'https://atelier-sucre.test/cart/')).toBe(expected);
  });
});
