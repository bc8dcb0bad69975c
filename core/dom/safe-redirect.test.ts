// A redirect is followed only to http(s): relative ones resolve against the page, other schemes are refused and
// navigateTo then goes nowhere.
import { describe, expect, it, vi } from 'vitest';
import { navigateTo, openInNewWindow, safeRedirect } from './safe-redirect.ts';

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

describe('safeRedirect, where the express button may send the browser', () => {
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
    expect(safeRedirect(url, 'https://atelier-sucre.test/cart/') !== null).toBe(expected);
  });
});

describe('navigateTo', () => {
  const windowAt = (href: string) => {
    const assign = vi.fn();
    return { win: { location: { assign }, document: { baseURI: href } } as unknown as Window, assign };
  };

  it('sends the browser to an http(s) address, resolved against the page', () => {
    const { win, assign } = windowAt('https://shop.example/cart/');
    expect(navigateTo('/produit/kit/', win)).toBe(true);
    expect(assign).toHaveBeenCalledWith('https://shop.example/produit/kit/');
  });

  it('goes nowhere for a javascript: or data: address, or no address', () => {
    const { win, assign } = windowAt('https://shop.example/cart/');
    expect(navigateTo('javascript:alert(document.domain)', win)).toBe(false);
    expect(navigateTo('data:text/html,<script>alert(1)</script>', win)).toBe(false);
    expect(navigateTo(undefined, win)).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('openInNewWindow', () => {
  const windowAt = (href: string) => {
    const open = vi.fn();
    return { win: { open, document: { baseURI: href } } as unknown as Window, open };
  };

  it('opens an http(s) address, resolved against the page, without a handle back', () => {
    const { win, open } = windowAt('https://shop.example/les-stages/');
    expect(openInNewWindow('/shop/', win)).toBe(true);
    expect(open).toHaveBeenCalledWith('https://shop.example/shop/', '_blank', 'noopener');
  });

  it('opens nothing for a javascript: or data: address', () => {
    const { win, open } = windowAt('https://shop.example/les-stages/');
    expect(openInNewWindow('javascript:alert(1)', win)).toBe(false);
    expect(openInNewWindow(' data:text/html,x', win)).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });
});
