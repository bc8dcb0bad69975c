// A provider's branding (its server entry's `branding_html`, e.g. "Fourni par …" with a logo), sanitised as
// WooCommerce does: only img span div a b i em strong br, only href target rel src alt style class id width
// height, no data attributes. Under a strict Content-Security-Policy the browser refuses (and reports) any style
// attribute parsed from markup, even in DOMPurify's inert document, so style attributes are renamed before parsing
// and applied through the element's style object once sanitised, which every policy allows.
import DOMPurify from 'dompurify';

const ALLOWED_TAGS = ['img', 'span', 'div', 'a', 'b', 'i', 'em', 'strong', 'br'];
const CARRIED_STYLE = 'data-fondant-branding-style';
const ALLOWED_ATTR = ['href', 'target', 'rel', 'src', 'alt', CARRIED_STYLE, 'class', 'id', 'width', 'height'];

/** ` style=` inside a tag (after the tag name or another attribute), any case. */
const STYLE_ATTRIBUTE = /(<[a-z][^<>]*?\s)style(\s*=)/gi;

export function brandingFragment(html: string): DocumentFragment {
  let carried = html;
  // Repeated: one pass renames one style attribute per tag.
  for (let previous = ''; previous !== carried; ) {
    previous = carried;
    carried = carried.replace(STYLE_ATTRIBUTE, `$1${CARRIED_STYLE}$2`);
  }
  // URI-safe like DOMPurify's own style: its value is CSS, not checked as a URL.
  const fragment = DOMPurify.sanitize(carried, { ALLOWED_TAGS, ALLOWED_ATTR, ADD_URI_SAFE_ATTR: [CARRIED_STYLE], ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false, RETURN_DOM_FRAGMENT: true });
  const adopted = document.importNode(fragment, true);
  for (const element of adopted.querySelectorAll<HTMLElement>(`[${CARRIED_STYLE}]`)) {
    element.style.cssText = element.getAttribute(CARRIED_STYLE) ?? '';
    element.removeAttribute(CARRIED_STYLE);
  }
  return adopted;
}
