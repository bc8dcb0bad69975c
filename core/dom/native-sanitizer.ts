// The browser's HTML Sanitizer API (Element.setHTML), where it exists: parsed into an inert template, the
// always-unsafe parts (script, frames, embedded objects, event handlers, javascript: URLs) dropped by the browser,
// and besides what Fondant never inserts (style sheets, links, base, meta, noscript, templates), link targets
// outside http(s), mailto: and tel: (relative ones kept), as DOMPurify's allowed URIs would, and any attribute
// whose value is a script URL (an SVG animation's `to`, say, which the browser keeps once it dropped the
// animated attribute's name).
type ElementName = string | { name: string; namespace: string };
type SetHTML = (html: string, options: { sanitizer: { removeElements: ElementName[] } }) => void;

/** What Fondant never inserts from server HTML, besides what every sanitizer drops (script, frames, objects). */
export const REMOVED_ELEMENTS = ['style', 'link', 'meta', 'base', 'noscript', 'template', 'title'];
/** A plain name in removeElements is an HTML element's: the style sheets of SVG (which style the whole page) and
 *  MathML are named with their namespace. */
const FOREIGN_STYLE_SHEETS: ElementName[] = [
  { name: 'style', namespace: 'http://www.w3.org/2000/svg' },
  { name: 'style', namespace: 'http://www.w3.org/1998/Math/MathML' },
];
const LINK_ATTRIBUTES = ['href', 'action', 'formaction', 'xlink:href'];
/** A URL scheme, once the ASCII whitespace and controls browsers ignore are taken out. */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const SCRIPT_SCHEMES = new Set(['javascript', 'vbscript']);

/** The URL's scheme, lowercased, without the C0 controls and spaces URL parsing strips ("java\tscript:" is javascript:). */
function schemeOf(url: string): string | undefined {
  return SCHEME.exec(url.replace(/[\u0000-\u0020]/g, ''))?.[1]?.toLowerCase();
}

function isUnsafe({ name, value }: Attr): boolean {
  const scheme = schemeOf(value);
  if (scheme === undefined) return false;
  return SCRIPT_SCHEMES.has(scheme) || (LINK_ATTRIBUTES.includes(name) && !SAFE_SCHEMES.has(scheme));
}

function dropUnsafeUrls(fragment: DocumentFragment): void {
  for (const element of fragment.querySelectorAll('*')) {
    for (const attribute of [...element.attributes]) if (isUnsafe(attribute)) element.removeAttributeNode(attribute);
  }
}

/** The browser's sanitizer, or undefined where it has none. */
export function nativeSanitizer(): ((html: string) => DocumentFragment) | undefined {
  const template = document.createElement('template') as HTMLTemplateElement & { setHTML?: SetHTML };
  if (typeof template.setHTML !== 'function') return undefined;
  return (html) => {
    const container = document.createElement('template') as HTMLTemplateElement & { setHTML: SetHTML };
    container.setHTML(html, { sanitizer: { removeElements: [...REMOVED_ELEMENTS, ...FOREIGN_STYLE_SHEETS] } });
    const fragment = container.content;
    dropUnsafeUrls(fragment);
    return fragment;
  };
}
