// Server HTML (cart fragments, notices, variation details, swapped cart forms) made safe to insert: the markup
// with its classes and its data-*, aria-*, role and style attributes; no script, style sheet, frame or embedded
// object, no event handler, no link to a script URL. Where the browser has the HTML Sanitizer API the browser
// does it and nothing is downloaded; elsewhere DOMPurify is imported once, the first time a page needs it.
// `sanitizeToFragment` is synchronous: a widget that calls it awaits `loadSanitizer()` first (at mount), or goes
// through `withSanitizer`, which runs at once when the sanitizer is there (fragments are applied in the same
// task as the event that brought them, as WooCommerce's script does).
import { nativeSanitizer } from './native-sanitizer.ts';

export type Sanitize = (html: string) => DocumentFragment;

let loaded: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;

function readySanitizer(): Sanitize | undefined {
  return (loaded ??= nativeSanitizer());
}

/** Resolves once `sanitizeToFragment` can run: at once where the browser sanitizes, else after DOMPurify's chunk. */
export function loadSanitizer(): Promise<Sanitize> {
  const ready = readySanitizer();
  if (ready) return Promise.resolve(ready);
  loading ??= import('./dompurify-sanitizer.ts').then(
    (module) => (loaded = module.sanitizeWithDomPurify),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Runs `use` at once when the sanitizer is ready, else once it is; a failed download is logged and `use` skipped.
 * The promise settles when `use` has run (or was skipped).
 */
export function withSanitizer(use: () => void): Promise<void> {
  if (readySanitizer()) {
    use();
    return Promise.resolve();
  }
  return loadSanitizer().then(use, (error: unknown) => console.error('[fondant] the HTML sanitizer could not be loaded; the server HTML was not inserted.', error));
}

export function sanitizeToFragment(html: string): DocumentFragment {
  const sanitize = readySanitizer();
  if (!sanitize) throw new Error('[fondant] sanitizeToFragment called before loadSanitizer() resolved');
  return sanitize(html);
}
