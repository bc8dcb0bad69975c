// Moves keyboard focus to WooCommerce's first notice (woocommerce.js "Notice focus", 500 ms): a
// notice printed with the page, or inserted by the classic cart's updates (`updated_wc_div`,
// `item_removed_from_classic_cart`, jQuery or native, also restart the delay), is an alert screen readers do not
// announce on their own, so the first mounted one in page order gets tabindex=-1 at once and focus 500 ms later.
// Unlike woocommerce.js, focus is not taken back from the shopper: if it moved to something else in the meantime
// (the shopper tabbed into the page, or one of Fondant's own notices — the express checkout's payment error —
// focused itself), or already sits on a notice, it stays where it is.
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';

export const FOCUS_DELAY_MS = 500;
const REFOCUS_EVENTS = ['updated_wc_div', 'item_removed_from_classic_cart'];

/** Every notice mounted on the page; the first in page order is the one focused. */
const notices = new Set<HTMLElement>();
let timer: ReturnType<typeof setTimeout> | undefined;

/** The element focus is on, with the page itself (no focus, or a focused element that was removed) as null. */
function focusedElement(doc: Document): Element | null {
  const active = doc.activeElement;
  return active === doc.body || active === doc.documentElement ? null : active;
}

function firstNotice(): HTMLElement | undefined {
  const connected = [...notices].filter((notice) => notice.isConnected);
  return connected.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
}

function focusFirstNoticeLater(guard: MountContext<unknown>['guard']): void {
  clearTimeout(timer);
  const notice = firstNotice();
  if (!notice) return;
  notice.setAttribute('tabindex', '-1');
  const doc = notice.ownerDocument;
  const focusedBefore = focusedElement(doc);
  timer = setTimeout(
    guard(() => {
      const focused = focusedElement(doc);
      const shopperMoved = focused !== null && focused !== focusedBefore;
      const onANotice = focused instanceof HTMLElement && (notices.has(focused) || focused.getAttribute('role') === 'alert');
      if (notice.isConnected && !shopperMoved && !onANotice) notice.focus();
    }),
    FOCUS_DELAY_MS,
  );
}

export function mount({ element, on, guard, onCleanup }: MountContext<NoAttributes>): void {
  notices.add(element);
  // Each mounted notice hears the updates; every hearing restarts the same one delay for the first notice.
  for (const name of REFOCUS_EVENTS) on(name, () => focusFirstNoticeLater(guard));
  focusFirstNoticeLater(guard);
  onCleanup(() => {
    notices.delete(element);
    if (notices.size === 0) clearTimeout(timer);
  });
}
