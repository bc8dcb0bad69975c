// The one error every Fondant request fails with: a kind to branch on and a French message to show
// (or the Store API's own message), plus what the server said.

/** `interrupted`: the answer had begun (its status is known) when the connection was cut, so the server did
 *  act on the request; `offline`: no answer at all. */
export type HttpErrorKind = 'offline' | 'interrupted' | 'timeout' | 'http' | 'invalid_json' | 'aborted';

export interface HttpErrorDetails {
  status?: number;
  code?: string;
  body?: unknown;
  /** Response headers, when a response arrived (the Store API client reads its Nonce and Cart-Token). */
  headers?: Headers;
  cause?: unknown;
}

export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly kind: HttpErrorKind;
  readonly status?: number;
  readonly code?: string;
  readonly body?: unknown;
  readonly headers?: Headers;

  constructor(kind: HttpErrorKind, message: string, details: HttpErrorDetails = {}) {
    super(message, { cause: details.cause });
    this.kind = kind;
    this.status = details.status;
    this.code = details.code;
    this.body = details.body;
    this.headers = details.headers;
  }
}
