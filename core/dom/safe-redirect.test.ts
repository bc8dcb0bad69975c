// A redirect is followed only to http(s): relative ones resolve against the page, other schemes are refused.
import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it('keeps http and https addresses, relative ones resolved against the page', () => {
    expect(safeRedirect('https://shop.example/checkout/order-received/88/?key=wc_order_x', 'https://shop.example/checkout/')).toBe('https://shop.example/checkout/order-received/88/?key=wc_order_x');
    expect(safeRedirect('/merci/', 'http://shop.example/checkout/')).toBe('http://shop.example/merci/');
  });

  it('refuses javascript:, data:, empty and non-string redirects', () => {
    expect(safeRedirect('javascript:alert(1)')).toBeNull();
    expect(safeRedirect(' JavaScript:alert(1)')).toBeNull();
    expect(safeRedirect('data:text/html,<script>1</script>')).toBeNull();
    expect(safeRedirect('')).toBeNull();
    expect(safeRedirect(undefined)).toBeNull();
    expect(safeRedirect({ href: 'https://x' })).toBeNull();
  });
});
