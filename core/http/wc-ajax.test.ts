// wc-ajax URLs, form POSTs and the shared FIFO queue, with deferred fetch doubles to observe the ordering.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from './http-error.ts';
import { settle, stubFetch } from './fetch-stub.ts';

const addedResponse = { fragments: { 'a.footer-cart-contents': '<a class="footer-cart-contents"><span class="count">1</span></a>' }, cart_hash: '2f9d756cd17c90df1bf7b642229643c6' };

async function loadWcAjax(config?: object) {
  if (config) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'fondant-config';
    script.textContent = JSON.stringify(config);
    document.body.append(script);
  }
  return import('./wc-ajax.ts');
}

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
  vi.resetModules();
});

describe('wcAjaxUrl', () => {
  it('puts the endpoint into the configured URL', async () => {
    expect((await loadWcAjax()).wcAjaxUrl('add_to_cart')).toBe('/?wc-ajax=add_to_cart');
    vi.resetModules();
    expect((await loadWcAjax({ wcAjaxUrl: '/boutique/?lang=fr&wc-ajax=%%endpoint%%' })).wcAjaxUrl('remove_from_cart')).toBe(
      '/boutique/?lang=fr&wc-ajax=remove_from_cart',
    );
  });
});

describe('postWcAjax', () => {
  it('POSTs the form-encoded data with the headers jQuery.ajax sent and returns the JSON', async () => {
    const { postWcAjax } = await loadWcAjax();
    const calls = stubFetch();
    const request = postWcAjax('add_to_cart', { product_sku: 'PAS-BL-1KG', product_id: 63, quantity: 1, skipped: undefined });
    await settle();
    const call = calls[0];
    expect(call?.url).toBe('/?wc-ajax=add_to_cart');
    expect(call?.init.method).toBe('POST');
    expect(String(call?.init.body)).toBe('product_sku=PAS-BL-1KG&product_id=63&quantity=1');
    expect(call?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded; charset=UTF-8');
    expect(call?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(call?.headers.get('Accept')).toBe('application/json');
    call?.respond(addedResponse);
    await expect(request).resolves.toEqual(addedResponse);
  });

  it('times out after the configured request timeout unless one is given', async () => {
    vi.useFakeTimers();
    const { postWcAjax } = await loadWcAjax({ requestTimeout: 3000 });
    stubFetch();
    const outcomes: string[] = [];
    const record = (name: string) => (error: HttpError) => outcomes.push(`${name}:${error.kind}`);
    postWcAjax('get_refreshed_fragments', { time: 1 }).catch(record('configured'));
    postWcAjax('get_refreshed_fragments', { time: 1 }, { timeout: 1000 }).catch(record('given'));
    await vi.advanceTimersByTimeAsync(999);
    expect(outcomes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(outcomes).toEqual(['given:timeout']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(outcomes).toEqual(['given:timeout', 'configured:timeout']);
  });
});

describe('queueWcAjax', () => {
  it('sends the requests one after the other, in order, even when one fails', async () => {
    const { queueWcAjax } = await loadWcAjax();
    const calls = stubFetch();
    const first = queueWcAjax('add_to_cart', { product_id: 63 });
    const second = queueWcAjax('remove_from_cart', { cart_item_key: 'fc490ca45c00b1249bbe3554a4fdf6fb' });
    const third = queueWcAjax('add_to_cart', { product_id: 65 });
    const fourth = queueWcAjax('add_to_cart', { product_id: 67 });
    await settle();
    expect(calls.map((call) => call.url)).toEqual(['/?wc-ajax=add_to_cart']);

    calls[0]?.respond(addedResponse);
    await settle();
    expect(calls.map((call) => String(call.init.body))).toEqual(['product_id=63', 'cart_item_key=fc490ca45c00b1249bbe3554a4fdf6fb']);

    calls[1]?.fail();
    await settle();
    expect(calls).toHaveLength(3);
    expect(String(calls[2]?.init.body)).toBe('product_id=65');

    calls[2]?.respond('<html>Erreur</html>', { status: 500 });
    await settle();
    expect(calls).toHaveLength(4);
    calls[3]?.respond(addedResponse);

    await expect(first).resolves.toEqual(addedResponse);
    await expect(second).rejects.toMatchObject({ kind: 'offline' });
    await expect(third).rejects.toMatchObject({ kind: 'http', status: 500 });
    await expect(fourth).resolves.toEqual(addedResponse);
  });

  it('starts a timed-out request only when its turn comes', async () => {
    vi.useFakeTimers();
    const { queueWcAjax } = await loadWcAjax({ requestTimeout: 5000 });
    const calls = stubFetch();
    const first = queueWcAjax('add_to_cart', { product_id: 63 }).catch((error: HttpError) => error.kind);
    const second = queueWcAjax('add_to_cart', { product_id: 65 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(await first).toBe('timeout');
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(4000);
    calls[1]?.respond(addedResponse);
    await expect(second).resolves.toEqual(addedResponse);
  });
});

describe('postWcAjaxForHtml', () => {
  it('POSTs a ready form body and returns the HTML text, asking for HTML', async () => {
    const { postWcAjaxForHtml } = await loadWcAjax();
    const calls = stubFetch();
    const body = new URLSearchParams([['security', 'b18a98908e'], ['shipping_method[0]', 'local_pickup:3']]);
    const request = postWcAjaxForHtml('update_shipping_method', body);
    await settle();
    const call = calls[0];
    expect(call?.url).toBe('/?wc-ajax=update_shipping_method');
    expect(String(call?.init.body)).toBe('security=b18a98908e&shipping_method%5B0%5D=local_pickup%3A3');
    expect(call?.headers.get('Accept')).toBe('text/html, */*; q=0.01');
    expect(call?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    call?.respond('<div class="cart_totals"></div>', { headers: { 'Content-Type': 'text/html' } });
    await expect(request).resolves.toBe('<div class="cart_totals"></div>');
  });

  it('fails with an http error carrying the text on a status outside 2xx, and with interrupted on a cut answer', async () => {
    const { postWcAjaxForHtml } = await loadWcAjax();
    const calls = stubFetch();
    const refused = postWcAjaxForHtml('apply_coupon', { security: 'wrong', coupon_code: 'BIENVENUE10' });
    await settle();
    calls[0]?.respond('-1', { status: 403 });
    await expect(refused).rejects.toMatchObject({ kind: 'http', status: 403, body: '-1' });
    const cut = postWcAjaxForHtml('apply_coupon', { security: 'ok', coupon_code: 'BIENVENUE10' });
    await settle();
    calls[1]?.cut({ status: 200 });
    await expect(cut).rejects.toMatchObject({ name: 'HttpError', kind: 'interrupted' });
  });
});
