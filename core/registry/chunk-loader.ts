// Imports each widget chunk at most once, its own imports preloaded alongside: a failed import is retried
// once, and the import gives up 120 s after it started, and the final failure is a ChunkLoadError worded like the spec
// ("Loading chunk {id} failed"). Browsers keep a failed module fetch in their module map (Chromium 150 does), so
// importing the same address again fails at once without asking the server: the retry asks for the address the
// failure names with a `fondant-retry` query, a new module to the browser (its own imports are the same modules).
import { createChunkPreloader, type ChunkPreloader } from './chunk-preload.ts';

const CHUNK_TIMEOUT_MS = 120_000;

export type ChunkErrorType = 'missing' | 'timeout' | 'error';

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(
    readonly chunk: string,
    readonly type: ChunkErrorType,
    readonly request: string,
    options?: ErrorOptions,
  ) {
    super(`Loading chunk ${chunk} failed.\n(${type}: ${request})`, options);
  }
}

class ChunkTimeout extends Error {}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkTimeout()), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A rejected dynamic import is a TypeError naming the URL it could not fetch; anything else failed while running. */
function toChunkError(chunk: string, cause: unknown, timeoutMs: number): ChunkLoadError {
  if (cause instanceof ChunkTimeout) return new ChunkLoadError(chunk, 'timeout', `no response within ${timeoutMs / 1000} s`);
  const message = cause instanceof Error ? cause.message : String(cause);
  const type: ChunkErrorType = cause instanceof TypeError ? 'missing' : 'error';
  const request = /(https?:\/\/\S+|\/\S+\.js)/.exec(message)?.[1] ?? message;
  return new ChunkLoadError(chunk, type, request, { cause });
}

export type ChunkLoader = <T>(chunk: string, load: () => Promise<T>) => Promise<T>;

/** Imports a module by its address (a dynamic import the bundler leaves as it is). */
export type ModuleImporter = (href: string) => Promise<unknown>;

const importModule: ModuleImporter = (href) => import(href);

/** The retry of a failed import: the address the failure names (Chromium's and Firefox's messages name it), under a
 *  query the browser has not seen; the same import again where the message names none. */
function retryImport<T>(load: () => Promise<T>, cause: unknown, importer: ModuleImporter): Promise<T> {
  const failed = cause instanceof TypeError ? /(https?:\/\/\S+?\.js)(?:[?#]\S*)?$/.exec(cause.message.trim())?.[1] : undefined;
  if (!failed) return load();
  const retry = new URL(failed);
  retry.searchParams.set('fondant-retry', '1');
  return importer(retry.href) as Promise<T>;
}

export function createChunkLoader(timeoutMs = CHUNK_TIMEOUT_MS, preload: ChunkPreloader = createChunkPreloader(), importer: ModuleImporter = importModule): ChunkLoader {
  const chunks = new Map<string, Promise<unknown>>();
  return <T>(chunk: string, load: () => Promise<T>): Promise<T> => {
    let pending = chunks.get(chunk) as Promise<T> | undefined;
    if (!pending) {
      preload(chunk);
      // One time-out for the import and its retry together: a hung chunk fails after 120 s, not twice that.
      pending = withTimeout(load().catch((cause: unknown) => retryImport(load, cause, importer)), timeoutMs)
        .catch((cause: unknown) => {
          throw toChunkError(chunk, cause, timeoutMs);
        });
      chunks.set(chunk, pending);
    }
    return pending;
  };
}
