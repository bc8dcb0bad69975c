// Where a placed order, a confirmed payment or a module link may send the browser (in this window or a new one):
// only to an http(s) address (a relative one is resolved against the page); anything else (javascript:, data:, an
// unparsable value) is refused.

export function safeRedirect(redirect: unknown, base = window.location.href): string | null {
  if (typeof redirect !== 'string' || redirect.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(redirect.trim(), base);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

/** Sends the browser to `redirect` (resolved against the page) when safeRedirect allows it; false (and nothing done) when it does not. */
export function navigateTo(redirect: unknown, win: Window = window): boolean {
  const url = safeRedirect(redirect, win.document.baseURI);
  if (url === null) return false;
  win.location.assign(url);
  return true;
}

/** Opens `redirect` (resolved against the page) in a new window without a handle back to this one, when safeRedirect
 *  allows it; false (and nothing opened) when it does not. */
export function openInNewWindow(redirect: unknown, win: Window = window): boolean {
  const url = safeRedirect(redirect, win.document.baseURI);
  if (url === null) return false;
  win.open(url, '_blank', 'noopener');
  return true;
}
