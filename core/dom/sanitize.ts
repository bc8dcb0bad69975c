// Server HTML (cart fragments and the like) made safe to insert: DOMPurify keeps the markup, data-*, aria-*
// and role attributes, and drops script and style elements, on* handlers and javascript: URLs.
import DOMPurify from 'dompurify';

export function sanitizeToFragment(html: string): DocumentFragment {
  return DOMPurify.sanitize(html, {
    RETURN_DOM_FRAGMENT: true,
    ALLOW_DATA_ATTR: true,
    ALLOW_ARIA_ATTR: true,
    FORBID_TAGS: ['script', 'style'],
  });
}
