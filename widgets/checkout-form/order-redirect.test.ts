// The order's redirect is followed only to http(s), and the checkout's answer is recovered from polluted output.
import { describe, expect, it } from 'vitest';
import { readOrderAnswer } from './order-answer.ts';
import { safeRedirect } from './order-redirect.ts';

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

describe('readOrderAnswer', () => {
  it('reads JSON, or the {"result…} object inside polluted output, else nothing', () => {
    expect(readOrderAnswer('{"result":"failure","messages":"x"}')).toEqual({ result: 'failure', messages: 'x' });
    expect(readOrderAnswer('Warning: x\n{"result":"success","redirect":"https://a/"}\n')).toEqual({ result: 'success', redirect: 'https://a/' });
    expect(readOrderAnswer('<html>')).toBeNull();
    expect(readOrderAnswer('[1]')).toBeNull();
    expect(readOrderAnswer('')).toBeNull();
  });
});
