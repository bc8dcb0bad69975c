// The sanitizer for browsers without the HTML Sanitizer API, in a chunk of its own that core/dom/sanitize.ts
// imports only there: DOMPurify keeping the markup, data-*, aria-* and role attributes, and dropping scripts,
// on* handlers, script URLs and the elements the browser's path removes too.
import DOMPurify from 'dompurify';
import { REMOVED_ELEMENTS } from './native-sanitizer.ts';

export function sanitizeWithDomPurify(html: string): DocumentFragment {
  return DOMPurify.sanitize(html, {
    RETURN_DOM_FRAGMENT: true,
    ALLOW_DATA_ATTR: true,
    ALLOW_ARIA_ATTR: true,
    FORBID_TAGS: ['script', ...REMOVED_ELEMENTS],
  });
}
