// Client of the WooCommerce Store API (wc/store/v1): JSON bodies, the `Nonce` header (from the page, then
// from each response) and the `Cart-Token` once the server sent one; its `{code, message, data: {status}}`
// errors become HttpErrors with the server's message.
import { pageConfig } from '../config/page-config.ts';
import { t } from '../config/strings.ts';
import { HttpError } from './http-error.ts';
import { requestJson } from './request.ts';

export interface StoreApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string>;
  timeout?: number;
  signal?: AbortSignal;
}

interface StoreApiErrorBody {
  code: string;
  message: string;
}

let latestNonce: string | undefined;
let latestCartToken: string | undefined;

export async function storeApi<T>(path: string, options: StoreApiOptions = {}): Promise<T> {
  const { method = 'GET', body, query = {}, timeout, signal } = options;
  const config = pageConfig();
  const url = new URL(`${config.storeApi.root.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`, document.baseURI);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const headers = new Headers();
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const nonce = latestNonce ?? config.storeApi.nonce;
  if (nonce) headers.set('Nonce', nonce);
  if (latestCartToken) headers.set('Cart-Token', latestCartToken);
  try {
    const { data, response } = await requestJson<T>(url.href, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      timeout: timeout ?? config.requestTimeout,
      signal,
    });
    rememberSession(response.headers);
    return data;
  } catch (error) {
    if (error instanceof HttpError && error.headers) rememberSession(error.headers);
    throw storeApiError(error);
  }
}

function rememberSession(headers: Headers): void {
  latestNonce = headers.get('Nonce') || latestNonce;
  latestCartToken = headers.get('Cart-Token') || latestCartToken;
}

function storeApiError(error: unknown): unknown {
  if (!(error instanceof HttpError) || error.kind !== 'http') return error;
  const { status, headers, body } = error;
  if (isStoreApiErrorBody(body)) return new HttpError('http', body.message, { status, code: body.code, body, headers, cause: error });
  if (typeof body === 'string') return new HttpError('invalid_json', t('invalidJson'), { status, body, headers, cause: error });
  return error;
}

function isStoreApiErrorBody(body: unknown): body is StoreApiErrorBody {
  const candidate = body as Partial<StoreApiErrorBody> | null;
  return typeof candidate === 'object' && candidate !== null && typeof candidate.code === 'string' && typeof candidate.message === 'string';
}
