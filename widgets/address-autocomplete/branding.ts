// A provider's branding (its server entry's `branding_html`, e.g. "Fourni par …" with a logo), sanitised as
// WooCommerce does: only img span div a b i em strong br, only href target rel src alt style class id width
// height, no data attributes. Inline styles are moved from the attribute to the element's style object once
// the node is in the page, which a strict Content-Security-Policy allows (a style attribute in markup it drops).
import DOMPurify from 'dompurify';

const ALLOWED_TAGS = ['img', 'span', 'div', 'a', 'b', 'i', 'em', 'strong', 'br'];
const ALLOWED_ATTR = ['href', 'target', 'rel', 'src', 'alt', 'style', 'class', 'id', 'width', 'height'];

export function brandingFragment(html: string): DocumentFragment {
  const fragment = DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false, RETURN_DOM_FRAGMENT: true });
  const styled = [...fragment.querySelectorAll<HTMLElement>('[style]')].map((element) => {
    const css = element.getAttribute('style') ?? '';
    element.removeAttribute('style');
    return { element, css };
  });
  const adopted = document.importNode(fragment, true);
  // importNode copies: apply the styles to the copies, in the same document order.
  const copies = [...adopted.querySelectorAll<HTMLElement>('*')];
  const originals = [...fragment.querySelectorAll<HTMLElement>('*')];
  for (const { element, css } of styled) {
    const copy = copies[originals.indexOf(element)];
    if (copy) copy.style.cssText = css;
  }
  return adopted;
}
