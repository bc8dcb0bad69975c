// Test setup (vitest setupFiles, after happy-dom-for-dompurify.ts), never bundled: happy-dom has no HTML Sanitizer
// API, which Chromium has; this double plays `setHTML` on templates with DOMPurify (the browser's safe baseline:
// no script, frame, embedded object, handler or script URL; minus the elements the caller removes), so the unit
// tests run the widgets' synchronous path, as in Chromium. core/dom/sanitize.test.ts removes it to test the
// DOMPurify fallback; the browser suite tests the real API.
import DOMPurify from 'dompurify';

interface SetHTMLOptions {
  sanitizer?: { removeElements?: string[] };
}

const ALWAYS_REMOVED = ['script', 'iframe', 'frame', 'frameset', 'object', 'embed'];

if (typeof HTMLTemplateElement !== 'undefined' && !('setHTML' in HTMLTemplateElement.prototype)) {
  Object.defineProperty(HTMLTemplateElement.prototype, 'setHTML', {
    configurable: true,
    writable: true,
    value(this: HTMLTemplateElement, html: string, options: SetHTMLOptions = {}) {
      const fragment = DOMPurify.sanitize(html, {
        RETURN_DOM_FRAGMENT: true,
        ALLOW_DATA_ATTR: true,
        ALLOW_ARIA_ATTR: true,
        FORBID_TAGS: [...ALWAYS_REMOVED, ...(options.sanitizer?.removeElements ?? [])],
      });
      this.content.replaceChildren(fragment);
    },
  });
}
