// fetch with Fondant's rules, for JSON endpoints or text answers: same-origin credentials, a timeout, the
// caller's abort signal, and every failure turned into an HttpError carrying a French message (no answer at all
// is told apart from an answer cut after it began).
import { t } from '../config/strings.ts';
import { startDeadline } from './deadline.ts';
import { HttpError } from './http-error.ts';

export type RequestJsonInit = RequestInit & { timeout: number; signal?: AbortSignal };

export async function requestJson<T>(url: string, init: RequestJsonInit): Promise<{ data: T; response: Response }> {
  const headers = new Headers(init.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const { text, response } = await fetchText(url, { ...init, headers });
  return { data: readBody<T>(response, text), response };
}

/** The same rules for an answer read as text (HTML from wc-ajax or a page): a status outside 2xx is an `http`
 *  error carrying the text as its body. */
export async function requestText(url: string, init: RequestJsonInit): Promise<{ text: string; response: Response }> {
  const headers = new Headers(init.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'text/html, */*; q=0.01');
  const result = await fetchText(url, { ...init, headers });
  const { status, headers: responseHeaders } = result.response;
  if (!result.response.ok) throw new HttpError('http', t('httpError', { status }), { status, headers: responseHeaders, body: result.text });
  return result;
}

async function fetchText(url: string, init: RequestJsonInit): Promise<{ text: string; response: Response }> {
  const { timeout, signal, ...fetchInit } = init;
  if (signal?.aborted) throw new HttpError('aborted', t('unknownError'), { cause: signal.reason });
  const deadline = startDeadline(timeout, signal);
  const failure = (cause: unknown, response?: Response): HttpError => {
    if (deadline.timedOut()) return new HttpError('timeout', t('timeout'), { cause });
    if (signal?.aborted) return new HttpError('aborted', t('unknownError'), { cause });
    if (response) return new HttpError('interrupted', t('interrupted'), { cause, status: response.status, headers: response.headers });
    return new HttpError('offline', t('offline'), { cause });
  };
  try {
    let response: Response;
    try {
      response = await fetch(url, { ...fetchInit, credentials: 'same-origin', signal: deadline.signal });
    } catch (cause) {
      throw failure(cause);
    }
    try {
      return { text: await response.text(), response };
    } catch (cause) {
      throw failure(cause, response);
    }
  } finally {
    deadline.dispose();
  }
}

function readBody<T>(response: Response, text: string): T {
  const { status, headers } = response;
  const json = parseJson(text);
  if (!response.ok) {
    throw new HttpError('http', t('httpError', { status }), { status, headers, body: json ? json.value : text });
  }
  if (status === 204) return undefined as T;
  if (!json) throw new HttpError('invalid_json', t('invalidJson'), { status, headers, body: text });
  return json.value as T;
}

function parseJson(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}
