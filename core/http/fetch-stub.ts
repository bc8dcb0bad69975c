// Test helper: replaces the global fetch with one whose calls wait until the test settles them, so tests
// can see exactly when each request starts and decide how it ends.
import { vi } from 'vitest';

export interface PendingFetch {
  url: string;
  init: RequestInit;
  headers: Headers;
  respond(body: string | object, init?: ResponseInit): void;
  fail(error?: unknown): void;
  /** Answers the status and headers, then cuts the connection in the middle of the body. */
  cut(init?: ResponseInit): void;
}

export function stubFetch(): PendingFetch[] {
  const calls: PendingFetch[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init = {}) => {
    return new Promise<Response>((resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      calls.push({
        url: String(input),
        init,
        headers: new Headers(init.headers),
        respond: (body, responseInit) => resolve(new Response(typeof body === 'string' ? body : JSON.stringify(body), responseInit)),
        fail: (error = new TypeError('Failed to fetch')) => reject(error),
        cut: (responseInit) => {
          const body = new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('{"id":'));
              controller.error(new TypeError('network error'));
            },
          });
          resolve(new Response(body, responseInit));
        },
      });
    });
  });
  return calls;
}

/** Lets pending promise callbacks (and the requests they start) run. */
export async function settle(): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}
