// Moves keyboard focus to WooCommerce's first notice (woocommerce.js "Notice focus"; SPEC §9: 500 ms): a
// notice printed with the page, or by the classic cart's `updated_wc_div` / `item_removed_from_classic_cart`
// (jQuery or native), is an alert screen readers do not announce on their own, so it gets tabindex=-1 at once
// and focus 500 ms later. Unlike woocommerce.js, focus is not taken back from the shopper: if it moved to
// something else in the meantime (the shopper tabbed into the page, or one of Fondant's own notices — the
// express checkout's payment error — focused itself), or already sits on a notice, it stays where it is.
import { on } from '../../core/events/bridge.ts';
import type { MountContext } from '../../core/registry/define-widget.ts';

export const NOTICE_SELECTOR = ['woocommerce-message', 'woocommerce-error', 'wc-block-components-notice-banner']
  .map((className) => `.${className}[role="alert"]`)
  .join(', ');
export const FOCUS_DELAY_MS = 500;
const REFOCUS_EVENTS = ['updated_wc_div', 'item_removed_from_classic_cart'];

/** The element focus is on, with the page itself (no focus, or a focused element that was removed) as null. */
function focusedElement(doc: Document): Element | null {
  const active = doc.activeElement;
  return active === doc.body || active === doc.documentElement ? null : active;
}

export function mount({ element, guard, onCleanup }: MountContext<unknown>): void {
  const doc = element.ownerDocument;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const focusFirstNotice = () => {
    clearTimeout(timer);
    const notice = element.querySelector<HTMLElement>(NOTICE_SELECTOR);
    if (!notice) return;
    notice.setAttribute('tabindex', '-1');
    const focusedBefore = focusedElement(doc);
    timer = setTimeout(
      guard(() => {
        const focused = focusedElement(doc);
        const shopperMoved = focused !== null && focused !== focusedBefore;
        if (notice.isConnected && !shopperMoved && !focused?.matches(NOTICE_SELECTOR)) notice.focus();
      }),
      FOCUS_DELAY_MS,
    );
  };

  focusFirstNotice();
  for (const name of REFOCUS_EVENTS) onCleanup(on(name, guard(focusFirstNotice)));
  onCleanup(() => clearTimeout(timer));
}
