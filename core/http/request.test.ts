// requestJson: what it sends, and how each way of failing becomes an HttpError with its French message.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from './http-error.ts';
import { requestJson } from './request.ts';
import { settle, stubFetch } from './fetch-stub.ts';

afterEach(() => {
  vi.useRealTimers();
});

async function failureOf(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
}

describe('requestJson', () => {
  it('sends same-origin credentials and Accept: application/json, and returns data and response', async () => {
    const calls = stubFetch();
    const request = requestJson<{ ok: boolean }>('/?wc-ajax=add_to_cart', { method: 'POST', headers: { 'X-Test': '1' }, timeout: 5000 });
    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/?wc-ajax=add_to_cart');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.credentials).toBe('same-origin');
    expect(calls[0]?.headers.get('Accept')).toBe('application/json');
    expect(calls[0]?.headers.get('X-Test')).toBe('1');

    calls[0]?.respond({ ok: true }, { status: 200 });
    const { data, response } = await request;
    expect(data).toEqual({ ok: true });
    expect(response.status).toBe(200);
  });

  it('maps a network failure to offline', async () => {
    const calls = stubFetch();
    const request = requestJson('/x', { timeout: 5000 });
    await settle();
    calls[0]?.fail(new TypeError('Failed to fetch'));
    const error = await failureOf(request);
    expect(error.kind).toBe('offline');
    expect(error.message).toBe('Vous êtes probablement hors ligne.');
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('maps an answer cut after its status arrived to interrupted, with the status and headers', async () => {
    const calls = stubFetch();
    const request = requestJson('/x', { method: 'POST', timeout: 5000 });
    await settle();
    calls[0]?.cut({ status: 200, headers: { Nonce: 'n2' } });
    const error = await failureOf(request);
    expect(error.kind).toBe('interrupted');
    expect(error.message).toBe('La connexion avec le serveur a été interrompue.');
    expect(error.status).toBe(200);
    expect(error.headers?.get('Nonce')).toBe('n2');
    expect(error.cause).toBeDefined();
  });

  it('maps a timeout to timeout, aborting the request', async () => {
    vi.useFakeTimers();
    const calls = stubFetch();
    const request = failureOf(requestJson('/x', { timeout: 5000 }));
    await vi.advanceTimersByTimeAsync(4999);
    expect(calls[0]?.init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await request;
    expect(calls[0]?.init.signal?.aborted).toBe(true);
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('Le serveur met trop de temps à répondre.');
  });

  it('does not time out a request that answered in time', async () => {
    vi.useFakeTimers();
    const calls = stubFetch();
    const request = requestJson('/x', { timeout: 5000 });
    await vi.advanceTimersByTimeAsync(10);
    calls[0]?.respond('[]');
    await vi.advanceTimersByTimeAsync(10_000);
    expect((await request).data).toEqual([]);
  });

  it("maps the caller's abort to aborted, before or during the request", async () => {
    const calls = stubFetch();
    const controller = new AbortController();
    const during = failureOf(requestJson('/x', { timeout: 5000, signal: controller.signal }));
    await settle();
    controller.abort();
    expect((await during).kind).toBe('aborted');
    expect(calls[0]?.init.signal?.aborted).toBe(true);

    const before = await failureOf(requestJson('/x', { timeout: 5000, signal: controller.signal }));
    expect(before.kind).toBe('aborted');
    expect(calls).toHaveLength(1);
  });

  it('maps an HTTP error status to http with the status and the parsed or raw body', async () => {
    const calls = stubFetch();
    const jsonError = failureOf(requestJson('/x', { timeout: 5000 }));
    const htmlError = failureOf(requestJson('/y', { timeout: 5000 }));
    await settle();
    calls[0]?.respond({ success: false }, { status: 500, headers: { Nonce: 'abc' } });
    calls[1]?.respond('<html>Bad gateway</html>', { status: 502 });

    const first = await jsonError;
    expect(first.kind).toBe('http');
    expect(first.status).toBe(500);
    expect(first.message).toBe('Le serveur a répondu par une erreur (500).');
    expect(first.body).toEqual({ success: false });
    expect(first.headers?.get('Nonce')).toBe('abc');

    const second = await htmlError;
    expect(second.kind).toBe('http');
    expect(second.status).toBe(502);
    expect(second.body).toBe('<html>Bad gateway</html>');
  });

  it('maps a successful non-JSON body (or an empty one) to invalid_json', async () => {
    const calls = stubFetch();
    const html = failureOf(requestJson('/x', { timeout: 5000 }));
    const empty = failureOf(requestJson('/y', { timeout: 5000 }));
    await settle();
    calls[0]?.respond('<!DOCTYPE html><p>Erreur critique</p>', { status: 200 });
    calls[1]?.respond('', { status: 200 });

    const error = await html;
    expect(error.kind).toBe('invalid_json');
    expect(error.status).toBe(200);
    expect(error.message).toBe('La réponse n’est pas une réponse JSON valide.');
    expect(error.body).toBe('<!DOCTYPE html><p>Erreur critique</p>');
    expect((await empty).kind).toBe('invalid_json');
  });

  it('returns undefined data for 204 No Content', async () => {
    const calls = stubFetch();
    const request = requestJson('/x', { method: 'DELETE', timeout: 5000 });
    await settle();
    calls[0]?.respond('', { status: 204 });
    expect((await request).data).toBeUndefined();
  });
});
