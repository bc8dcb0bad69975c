// The REST helper on WordPress's api-fetch, against a stubbed fetch: each rule of the library as the page sees it
// (_locale, method override, the nonce refreshed once and never in a loop, paging, media post-processing), the
// failures worded in French (and overridable), the timeout, and the page's own window.wp.apiFetch reused.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settle, stubFetch, type PendingFetch } from './fetch-stub.ts';

type RestApiModule = typeof import('./rest-api.ts');

let restModule: RestApiModule | undefined;

async function load(config: object = {}): Promise<RestApiModule> {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'fondant-config';
  script.textContent = JSON.stringify(config);
  document.body.append(script);
  restModule = await import('./rest-api.ts');
  return restModule;
}

const absolute = (path: string) => new URL(path, document.baseURI).href;
const invalidNonce = { code: 'rest_cookie_invalid_nonce', message: 'La vérification du cookie a échoué', data: { status: 403 } };

/** Lets the stubbed calls start until there are `count` of them. */
async function callsReach(calls: PendingFetch[], count: number): Promise<void> {
  for (let turn = 0; turn < 20 && calls.length < count; turn += 1) await settle();
  expect(calls).toHaveLength(count);
}

afterEach(() => {
  restModule?.resetRestApi();
  restModule = undefined;
  delete (window as { wp?: unknown }).wp;
  document.body.replaceChildren();
  vi.resetModules();
});

describe('restApi', () => {
  it('calls the REST root with _locale=user, the page’s nonce and JSON accepted, and resolves with the parsed answer', async () => {
    const calls = stubFetch();
    const { restApi } = await load({ restApi: { root: '/boutique/wp-json/', nonce: 'n0nce' } });
    const answer = restApi<{ id: number }>({ path: '/wp/v2/users/me' });
    await callsReach(calls, 1);
    expect(calls[0]!.url).toBe(absolute('/boutique/wp-json/wp/v2/users/me?_locale=user'));
    expect(calls[0]!.headers.get('X-WP-Nonce')).toBe('n0nce');
    expect(calls[0]!.headers.get('Accept')).toMatch(/^application\/json/);
    calls[0]!.respond({ id: 2 });
    await expect(answer).resolves.toEqual({ id: 2 });
  });

  it('adds _locale=user to a full URL too, and sends no nonce header while it knows none', async () => {
    const calls = stubFetch();
    const { restApi } = await load();
    void restApi({ url: absolute('/wp-json/wp/v2/users/2?context=edit') });
    await callsReach(calls, 1);
    expect(calls[0]!.url).toBe(absolute('/wp-json/wp/v2/users/2?context=edit&_locale=user'));
    expect(calls[0]!.headers.has('X-WP-Nonce')).toBe(false);
  });

  it('sends the caller’s nonce when the page config gives none', async () => {
    const calls = stubFetch();
    const { restApi } = await load();
    void restApi({ path: 'wp/v2/users/2', method: 'POST', nonce: 'from-markup' });
    await callsReach(calls, 1);
    expect(calls[0]!.headers.get('X-WP-Nonce')).toBe('from-markup');
  });

  it.each(['PUT', 'PATCH', 'DELETE'])('sends %s as POST with X-HTTP-Method-Override', async (method) => {
    const calls = stubFetch();
    const { restApi } = await load();
    void restApi({ path: '/wp/v2/users/2', method, data: { name: 'Claire' } });
    await callsReach(calls, 1);
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.headers.get('X-HTTP-Method-Override')).toBe(method);
    expect(calls[0]!.headers.get('Content-Type')).toBe('application/json');
  });

  it('refreshes a rejected nonce from the rest-nonce action and retries the call with it', async () => {
    const calls = stubFetch();
    const { restApi } = await load({ ajaxUrl: '/boutique/wp-admin/admin-ajax.php', restApi: { nonce: 'stale' } });
    const answer = restApi<{ id: number }>({ path: '/wp/v2/users/2', method: 'POST' });
    await callsReach(calls, 1);
    calls[0]!.respond(invalidNonce, { status: 403 });
    await callsReach(calls, 2);
    expect(calls[1]!.url).toBe('/boutique/wp-admin/admin-ajax.php?action=rest-nonce');
    calls[1]!.respond('fresh', { headers: { 'Content-Type': 'text/html; charset=UTF-8' } });
    await callsReach(calls, 3);
    expect(calls[2]!.url).toBe(calls[0]!.url);
    expect(calls[2]!.headers.get('X-WP-Nonce')).toBe('fresh');
    calls[2]!.respond({ id: 2 });
    await expect(answer).resolves.toEqual({ id: 2 });

    void restApi({ path: '/wp/v2/users/2' });
    await callsReach(calls, 4);
    expect(calls[3]!.headers.get('X-WP-Nonce'), 'later calls keep the fresh nonce').toBe('fresh');
  });

  it('refreshes once, not in a loop: a second rejection is the caller’s error', async () => {
    const calls = stubFetch();
    const { restApi, RestApiError } = await load({ restApi: { nonce: 'stale', nonceEndpoint: '/nonce-endpoint' } });
    const answer = restApi({ path: '/wp/v2/users/2', method: 'POST' });
    await callsReach(calls, 1);
    calls[0]!.respond(invalidNonce, { status: 403 });
    await callsReach(calls, 2);
    calls[1]!.respond('still-refused');
    await callsReach(calls, 3);
    calls[2]!.respond(invalidNonce, { status: 403 });
    const error = await answer.catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(RestApiError);
    expect(error).toMatchObject({ code: 'rest_cookie_invalid_nonce', message: 'La vérification du cookie a échoué', status: 403 });
    await settle();
    expect(calls).toHaveLength(3);
    expect(calls.filter((call) => call.url === '/nonce-endpoint')).toHaveLength(1);
  });

  it('gives up with the rejection when the nonce cannot be refreshed (logged out: admin-ajax answers 0)', async () => {
    const calls = stubFetch();
    const { restApi } = await load({ restApi: { nonce: 'stale' } });
    const answer = restApi({ path: '/wp/v2/users/2', method: 'POST' });
    await callsReach(calls, 1);
    calls[0]!.respond(invalidNonce, { status: 403 });
    await callsReach(calls, 2);
    expect(calls[1]!.url).toBe('/wp-admin/admin-ajax.php?action=rest-nonce');
    calls[1]!.respond('0', { status: 400 });
    await expect(answer).rejects.toMatchObject({ code: 'rest_cookie_invalid_nonce', status: 403 });
    expect(calls).toHaveLength(2);
  });

  it('keeps the server’s own error code, message and status', async () => {
    const calls = stubFetch();
    const { restApi } = await load();
    const answer = restApi({ path: '/wp/v2/users/9', method: 'POST' });
    await callsReach(calls, 1);
    calls[0]!.respond({ code: 'rest_user_invalid_id', message: 'ID d’utilisateur non valide.', data: { status: 404 } }, { status: 404 });
    await expect(answer).rejects.toMatchObject({ name: 'RestApiError', code: 'rest_user_invalid_id', message: 'ID d’utilisateur non valide.', status: 404 });
  });

  it.each([
    ['online (fetch_error)', true, 'fetch_error'],
    ['offline (offline_error)', false, 'offline_error'],
  ])('words a request that got no answer in French, %s', async (_, onLine, code) => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(onLine);
    const calls = stubFetch();
    const { restApi } = await load();
    const answer = restApi({ path: '/wp/v2/users/me' });
    await callsReach(calls, 1);
    calls[0]!.fail();
    await expect(answer).rejects.toMatchObject({ code, message: 'Vous êtes probablement hors ligne.' });
  });

  it.each([
    ['a success', 200],
    ['an error', 500],
  ])('words an answer that is not JSON in French, on %s', async (_, status) => {
    const calls = stubFetch();
    const { restApi } = await load();
    const answer = restApi({ path: '/wp/v2/users/me' });
    await callsReach(calls, 1);
    calls[0]!.respond('<!DOCTYPE html><p>Erreur critique</p>', { status, headers: { 'Content-Type': 'text/html' } });
    await expect(answer).rejects.toMatchObject({ code: 'invalid_json', message: 'La réponse n’est pas une réponse JSON valide.' });
  });

  it('uses the page config’s i18n overrides for those messages', async () => {
    const calls = stubFetch();
    const { restApi } = await load({ i18n: { offline: 'Pas de réseau.' } });
    const answer = restApi({ path: '/wp/v2/users/me' });
    await callsReach(calls, 1);
    calls[0]!.fail();
    await expect(answer).rejects.toMatchObject({ message: 'Pas de réseau.' });
  });

  it('fetches per_page=-1 in pages of 100, following the Link header', async () => {
    const calls = stubFetch();
    const { restApi } = await load();
    const answer = restApi<number[]>({ path: '/wp/v2/categories?per_page=-1' });
    await callsReach(calls, 1);
    const first = new URL(calls[0]!.url);
    expect(first.pathname).toBe('/wp-json/wp/v2/categories');
    expect(Object.fromEntries(first.searchParams)).toEqual({ per_page: '100', _locale: 'user' });
    const next = absolute('/wp-json/wp/v2/categories?per_page=100&_locale=user&page=2');
    const page = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index);
    calls[0]!.respond(page(1, 100), { headers: { Link: `<${next}>; rel="next"`, 'X-WP-TotalPages': '2' } });
    await callsReach(calls, 2);
    expect(calls[1]!.url).toBe(next);
    calls[1]!.respond(page(101, 30), { headers: { Link: `<${absolute('/wp-json/wp/v2/categories?per_page=100&page=1')}>; rel="prev"` } });
    await expect(answer).resolves.toEqual(page(1, 130));
    expect(calls).toHaveLength(2);
  });

  it('post-processes a failed media upload up to 5 times, then reports it in French', async () => {
    const calls = stubFetch();
    const { restApi } = await load();
    const answer = restApi({ path: '/wp/v2/media', method: 'POST', body: 'image' });
    await callsReach(calls, 1);
    calls[0]!.respond({ code: 'internal_server_error' }, { status: 500, headers: { 'X-WP-Upload-Attachment-Id': '42' } });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await callsReach(calls, 1 + attempt);
      expect(calls[attempt]!.url).toBe(absolute('/wp-json/wp/v2/media/42/post-process?_locale=user'));
      expect(String(calls[attempt]!.init.body)).toBe('{"action":"create-image-subsizes"}');
      calls[attempt]!.respond({ code: 'internal_server_error' }, { status: 500 });
    }
    await callsReach(calls, 7);
    expect(calls[6]!.url).toBe(absolute('/wp-json/wp/v2/media/42?force=true&_locale=user'));
    expect(calls[6]!.headers.get('X-HTTP-Method-Override')).toBe('DELETE');
    await expect(answer).rejects.toMatchObject({
      code: 'post_process',
      message: 'Le téléversement du média a échoué. S’il s’agit d’une photo ou d’une grande image, veuillez la réduire puis réessayer.',
    });
  });

  it('gives up after the timeout', async () => {
    const calls = stubFetch();
    const { restApi } = await load();
    const answer = restApi({ path: '/wp/v2/users/me', timeout: 20 });
    await callsReach(calls, 1);
    await expect(answer).rejects.toMatchObject({ code: 'timeout', message: 'Le serveur met trop de temps à répondre.' });
  });

  it('gives up after the timeout while the refused nonce is refreshed, and sends no retry with a nonce that comes later', async () => {
    const calls = stubFetch();
    const { restApi } = await load({ restApi: { nonce: 'stale', nonceEndpoint: '/nonce-endpoint' } });
    const answer = restApi({ path: '/wp/v2/users/2', method: 'POST', timeout: 50 });
    await callsReach(calls, 1);
    calls[0]!.respond(invalidNonce, { status: 403 });
    await callsReach(calls, 2);
    expect(calls[1]!.url).toBe('/nonce-endpoint');
    await expect(answer).rejects.toMatchObject({ code: 'timeout', message: 'Le serveur met trop de temps à répondre.' });
    calls[1]!.respond('fresh');
    for (let turn = 0; turn < 5; turn += 1) await settle();
    expect(calls).toHaveLength(2);
  });

  it('reports the caller’s abort as aborted', async () => {
    const calls = stubFetch();
    const { restApi } = await load();
    const controller = new AbortController();
    const answer = restApi({ path: '/wp/v2/users/me', signal: controller.signal });
    await callsReach(calls, 1);
    controller.abort();
    await expect(answer).rejects.toMatchObject({ code: 'aborted' });
  });

  it('reuses the page’s window.wp.apiFetch, with its middlewares, instead of the bundled copy', async () => {
    const calls = stubFetch();
    const pageNonce = { nonce: 'page-nonce' };
    const pageApiFetch = Object.assign(vi.fn(async () => ({ id: 2 })), { use: vi.fn(), unregister: vi.fn(), nonceMiddleware: pageNonce });
    (window as { wp?: unknown }).wp = { apiFetch: pageApiFetch };
    const { restApi } = await load({ restApi: { root: '/ignored/', nonce: 'ignored' } });
    await expect(restApi({ path: '/wp/v2/users/me', nonce: 'from-markup' })).resolves.toEqual({ id: 2 });
    expect(pageApiFetch).toHaveBeenCalledTimes(1);
    expect(pageApiFetch.mock.calls[0]).toEqual([expect.objectContaining({ path: '/wp/v2/users/me', headers: {} })]);
    expect(pageApiFetch.use).toHaveBeenCalledTimes(1);
    expect(pageNonce.nonce).toBe('page-nonce');
    expect(calls).toHaveLength(0);
  });
});
