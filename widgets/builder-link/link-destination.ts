// Where a module link goes (reference §17): `#product_reviews_tab` opens the product's reviews tab; another `#…`
// naming an element of the page scrolls to it; an http(s) address (relative ones resolved against the page) is
// followed; anything else (javascript:, data:, a hash naming nothing) goes nowhere.
import { safeRedirect } from '../../core/dom/safe-redirect.ts';

export type LinkDestination = { kind: 'reviews' } | { kind: 'anchor'; element: HTMLElement; hash: string } | { kind: 'page'; href: string };

export function linkDestination(url: string, doc: Document = document): LinkDestination | null {
  if (url === '#product_reviews_tab') return { kind: 'reviews' };
  if (url.startsWith('#')) {
    const id = decodeURIComponent(url.slice(1));
    const element = id ? doc.getElementById(id) : null;
    return element ? { kind: 'anchor', element, hash: url } : null;
  }
  const href = safeRedirect(url, doc.baseURI);
  return href ? { kind: 'page', href } : null;
}
