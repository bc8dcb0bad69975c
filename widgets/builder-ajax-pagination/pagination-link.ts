// Which clicks the ajax pagination takes (reference §10a.4: any link in the container's `.pagination` or
// `.wp-pagenavi`, page numbers too): a plain primary click (a keyboard's Enter included) on such a link of this
// module's own container, to an http(s) page of this site, meant for this window. A middle, modified or
// non-primary click, a link for another window or a download, or an address elsewhere is left to the browser.
import { safeRedirect } from '../../core/dom/safe-redirect.ts';
import { CONTAINER_CLASS } from './module-selector.ts';

export function paginationTarget(event: MouseEvent, container: Element): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!link || !link.closest('.pagination, .wp-pagenavi') || link.closest(`.${CONTAINER_CLASS}`) !== container) return null;
  const target = link.getAttribute('target');
  if ((target && target.toLowerCase() !== '_self') || link.hasAttribute('download')) return null;
  const doc = link.ownerDocument;
  const href = safeRedirect(link.getAttribute('href'), doc.baseURI);
  if (href === null) return null;
  const url = new URL(href);
  return url.origin === doc.defaultView?.location.origin ? url : null;
}
