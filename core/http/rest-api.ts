// WordPress REST API calls through WordPress's own client, @wordpress/api-fetch, so its rules are WordPress's:
// `_locale=user` on every call; PUT, PATCH and DELETE sent as POST with `X-HTTP-Method-Override`; `per_page=-1`
// fetched in pages of 100 following the Link header; media uploads post-processed up to 5 times; a nonce the
// server rejects (`rest_cookie_invalid_nonce`) refreshed from the nonce endpoint and the call retried.
// When the page already loads `window.wp.apiFetch`, that one is used with the page's own middlewares; otherwise
// the bundled copy is set up as WordPress sets up its own: root URL, nonce, nonce endpoint (the page config's
// `restApi`, else `wpApiSettings`) and the media upload middleware.
// Fondant adds three things: a refused nonce is refreshed once per call, never again for the retry (api-fetch
// would refresh and retry for as long as the server refuses); a timeout, over the nonce refresh too; and the
// library's own errors worded in French from the string catalogue (the page config's i18n overrides them).
// Widgets import this module on demand: it must never reach the entry.
import bundledApiFetch, { type APIFetchMiddleware, type APIFetchOptions } from '@wordpress/api-fetch';
import { pageConfig } from '../config/page-config.ts';
import { t, type StringKey } from '../config/strings.ts';
import { startDeadline } from './deadline.ts';

type ApiFetch = typeof bundledApiFetch;

export type RestApiRequest = Omit<APIFetchOptions<true>, 'parse' | 'signal'> & {
  /** Milliseconds; the page config's requestTimeout by default. */
  timeout?: number;
  signal?: AbortSignal;
  /** The `wp_rest` nonce to send when the page config gives none (e.g. one the markup carries). */
  nonce?: string;
};

/** The WordPress error code (`rest_…`, the library's own, or Fondant's `timeout` / `aborted`), the message to
 *  show, and what the server said (`data.status` for an HTTP error). */
export class RestApiError extends Error {
  override readonly name = 'RestApiError';
  readonly code: string;
  readonly data?: unknown;

  constructor(code: string, message: string, data?: unknown, cause?: unknown) {
    super(message, { cause });
    this.code = code;
    this.data = data;
  }

  get status(): number | undefined {
    const status = (this.data as { status?: unknown } | undefined)?.status;
    return typeof status === 'number' ? status : undefined;
  }
}

const INVALID_NONCE = 'rest_cookie_invalid_nonce';
/** The codes api-fetch itself rejects with (both wordings of a failed fetch, old and new), in French. */
const LIBRARY_MESSAGES: Record<string, StringKey> = {
  fetch_error: 'offline',
  offline_error: 'offline',
  invalid_json: 'invalidJson',
  unknown_error: 'unknownError',
  post_process: 'mediaUploadFailed',
};

/** Marks Fondant's calls; copied along by the middlewares that copy the options (paging included). */
const CALL = Symbol('fondant.restApiCall');
/** Holds a second refusal's original error while api-fetch passes it on under another code. */
const REFUSED_AGAIN = Symbol('fondant.nonceRefusedAgain');

interface CallState {
  nonceRefused: boolean;
}
type MarkedOptions = APIFetchOptions<true> & { [CALL]?: CallState };

/** api-fetch refreshes the nonce and retries on every `rest_cookie_invalid_nonce`, the retry included. For
 *  Fondant's calls the first refusal goes through (one refresh, one retry); a later one reaches api-fetch under
 *  another code, so it is not refreshed again, and `restApi` gives it back its own. */
const refreshNonceOnce: APIFetchMiddleware = (options, next) => {
  const state = (options as { [CALL]?: CallState })[CALL];
  if (!state) return next(options);
  // The retry after a refresh that answered once the call had ended (timed out or aborted): nothing is sent.
  if (options.signal?.aborted) return Promise.reject(options.signal.reason);
  return next(options).catch((error: unknown) => {
    if ((error as { code?: unknown } | null)?.code === INVALID_NONCE) {
      if (state.nonceRefused) throw { code: 'fondant_nonce_refused_again', [REFUSED_AGAIN]: error };
      state.nonceRefused = true;
    }
    throw error;
  });
};

let client: ApiFetch | undefined;
let undoSetup: (() => void) | undefined;

function restClient(): ApiFetch {
  if (client) return client;
  const pageClient = (window as { wp?: { apiFetch?: unknown } }).wp?.apiFetch;
  client = typeof pageClient === 'function' ? (pageClient as ApiFetch) : setUpBundledClient(bundledApiFetch);
  client.use(refreshNonceOnce);
  const undo = undoSetup;
  const used = client;
  undoSetup = () => {
    used.unregister?.(refreshNonceOnce);
    undo?.();
  };
  return client;
}

/** What WordPress prints for wp-api-fetch, from the page config. A nonce middleware is always there (the refresh
 *  writes into it) but sends nothing while it holds no nonce. */
function setUpBundledClient(apiFetch: ApiFetch): ApiFetch {
  const { ajaxUrl, restApi } = pageConfig();
  const nonceMiddleware = apiFetch.createNonceMiddleware(restApi.nonce);
  const sendNonce: APIFetchMiddleware = (options, next) => (nonceMiddleware.nonce ? nonceMiddleware(options, next) : next(options));
  const rootUrl = apiFetch.createRootURLMiddleware(new URL(restApi.root, document.baseURI).href);
  const added = [rootUrl, sendNonce, apiFetch.mediaUploadMiddleware];
  added.forEach((middleware) => apiFetch.use(middleware));
  apiFetch.nonceMiddleware = nonceMiddleware;
  apiFetch.nonceEndpoint = restApi.nonceEndpoint || `${ajaxUrl}${ajaxUrl.includes('?') ? '&' : '?'}action=rest-nonce`;
  undoSetup = () => {
    added.forEach((middleware) => apiFetch.unregister(middleware));
    delete apiFetch.nonceMiddleware;
    delete apiFetch.nonceEndpoint;
  };
  return apiFetch;
}

/** Forgets the client chosen and undoes the bundled copy's setup (tests change the page between cases). */
export function resetRestApi(): void {
  undoSetup?.();
  undoSetup = undefined;
  client = undefined;
}

/** One REST call (`path` under the REST root, or a full `url`); resolves with the parsed answer (null for an
 *  empty one) and rejects with a RestApiError. */
export async function restApi<T>(request: RestApiRequest): Promise<T> {
  const { timeout = pageConfig().requestTimeout, signal, nonce, ...options } = request;
  const apiFetch = restClient();
  const headers = { ...options.headers };
  if (nonce && apiFetch.nonceMiddleware && !apiFetch.nonceMiddleware.nonce) apiFetch.nonceMiddleware.nonce = nonce;
  else if (nonce && !apiFetch.nonceMiddleware) headers['X-WP-Nonce'] = nonce;
  if (signal?.aborted) throw new RestApiError('aborted', t('unknownError'), undefined, signal.reason);
  const deadline = startDeadline(timeout, signal);
  const call: MarkedOptions = { ...options, headers, signal: deadline.signal, [CALL]: { nonceRefused: false } };
  // api-fetch refreshes a refused nonce with a fetch of its own, which the call's signal does not reach: the call
  // still ends at its deadline while that refresh hangs.
  const ended = new Promise<never>((_, reject) => deadline.signal.addEventListener('abort', () => reject(deadline.signal.reason), { once: true }));
  try {
    return await Promise.race([apiFetch<T>(call), ended]);
  } catch (error) {
    if (deadline.timedOut()) throw new RestApiError('timeout', t('timeout'), undefined, error);
    if (signal?.aborted) throw new RestApiError('aborted', t('unknownError'), undefined, error);
    throw restApiError(error);
  } finally {
    deadline.dispose();
  }
}

function restApiError(thrown: unknown): RestApiError {
  const error = ((thrown as { [REFUSED_AGAIN]?: unknown } | null)?.[REFUSED_AGAIN] ?? thrown) as { code?: unknown; message?: unknown; data?: unknown } | null;
  const code = typeof error?.code === 'string' ? error.code : 'unknown_error';
  const french = LIBRARY_MESSAGES[code];
  const message = french ? t(french) : typeof error?.message === 'string' ? error.message : t('unknownError');
  return new RestApiError(code, message, error?.data, thrown);
}
