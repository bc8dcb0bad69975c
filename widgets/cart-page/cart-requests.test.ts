// The cart page's requests: the serialized form (controls outside it that name it included), the shipping
// methods by package, and cut answers refused.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settle, stubFetch } from '../../core/http/fetch-stub.ts';

const markup = `
  <form class="woocommerce-cart-form" id="woocommerce-cart-form" action="/cart/" method="post">
    <input name="cart[a][qty]" value="2"><input name="coupon_code" value="">
    <input type="hidden" name="woocommerce-cart-nonce" value="n0nce">
    <button type="submit" name="update_cart" value="Mettre à jour le panier">Mettre à jour</button>
  </form>
  <div class="cart_totals">
    <input type="radio" name="shipping_method[0]" data-index="0" value="flat_rate:1" form="woocommerce-cart-form">
    <input type="radio" name="shipping_method[0]" data-index="0" value="local_pickup:3" form="woocommerce-cart-form" checked>
    <input type="hidden" name="shipping_method[1]" data-index="1" value="free_shipping:2">
  </div>`;

describe('cart requests', () => {
  beforeEach(() => {
    vi.resetModules();
    document.body.innerHTML = markup;
  });
  afterEach(() => vi.restoreAllMocks());

  it('serializes the form with the shipping radios that name it, plus the extra fields, and no button', async () => {
    const { formFields } = await import('./cart-requests.ts');
    const body = formFields(document.querySelector('form')!, { update_cart: 'Mettre à jour le panier' });
    expect([...body]).toEqual([
      ['cart[a][qty]', '2'],
      ['coupon_code', ''],
      ['woocommerce-cart-nonce', 'n0nce'],
      ['shipping_method[0]', 'local_pickup:3'],
      ['update_cart', 'Mettre à jour le panier'],
    ]);
  });

  it('names each package’s chosen method by its data-index', async () => {
    const { shippingMethodFields } = await import('./cart-requests.ts');
    expect(shippingMethodFields(document)).toEqual({ 'shipping_method[0]': 'local_pickup:3', 'shipping_method[1]': 'free_shipping:2' });
  });

  it('posts the form like jQuery did and reads a whole page', async () => {
    const calls = stubFetch();
    const { postCartPage } = await import('./cart-requests.ts');
    const answer = postCartPage('/cart/', new URLSearchParams({ update_cart: 'x' }));
    await settle();
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded; charset=UTF-8');
    expect(calls[0]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(String(calls[0]?.init.body)).toBe('update_cart=x');
    calls[0]?.respond('<!DOCTYPE html><html><body><form class="woocommerce-cart-form"></form></body></html>\n');
    expect((await answer).querySelector('form.woocommerce-cart-form')).not.toBeNull();
  });

  it('refuses half a page', async () => {
    const calls = stubFetch();
    const { getCartPage } = await import('./cart-requests.ts');
    const answer = getCartPage('/cart/?remove_item=a');
    await settle();
    calls[0]?.respond('<!DOCTYPE html><html><body><form class="woocommerce-cart-form">');
    await expect(answer).rejects.toMatchObject({ kind: 'invalid_json', message: 'La réponse du serveur est incomplète.' });
  });

  it('sends wc-ajax calls with their fields and refuses a cut block', async () => {
    const calls = stubFetch();
    const { postCartAjax } = await import('./cart-requests.ts');
    const whole = postCartAjax('update_shipping_method', { security: 'abc', 'shipping_method[0]': 'local_pickup:3' });
    await settle();
    expect(calls[0]?.url).toBe('/?wc-ajax=update_shipping_method');
    expect(String(calls[0]?.init.body)).toBe('security=abc&shipping_method%5B0%5D=local_pickup%3A3');
    calls[0]?.respond('<div class="cart_totals">…</div>\n');
    await expect(whole).resolves.toContain('cart_totals');
    const cut = postCartAjax('apply_coupon', { security: 'abc', coupon_code: 'X' });
    await settle();
    calls[1]?.respond('<ul class="woocommerce-error" role="alert"><li>Le code');
    await expect(cut).rejects.toMatchObject({ kind: 'invalid_json' });
  });
});
