// When a target named by the URL's hash can be landed on exactly (reference §29's last bullet, SPEC "on load a hash
// is scrolled to after the scroll is reset to the top"): the page has loaded (until then the browser keeps its own
// jump to the anchor), the web fonts are ready, and the images above the target have their size — at most
// `timeoutMs` of waiting, then it goes with the layout it has.

function imagesAbove(target: Element): HTMLImageElement[] {
  return [...target.ownerDocument.images].filter((image) => !image.complete && (image.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0);
}

export function settledLayout(target: Element, timeoutMs: number, signal: AbortSignal): Promise<void> {
  const doc = target.ownerDocument;
  const win = doc.defaultView ?? window;
  const loaded = doc.readyState === 'complete' ? Promise.resolve() : new Promise<void>((resolve) => win.addEventListener('load', () => resolve(), { once: true, signal }));
  const ready = loaded
    .then(() => doc.fonts?.ready)
    .then(() => Promise.all(imagesAbove(target).map((image) => image.decode().catch(() => undefined))))
    .then(() => undefined);
  return new Promise<void>((resolve) => {
    const timer = win.setTimeout(resolve, timeoutMs);
    signal.addEventListener('abort', () => win.clearTimeout(timer), { once: true });
    void ready.then(() => {
      win.clearTimeout(timer);
      resolve();
    });
  });
}
