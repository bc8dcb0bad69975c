// What the page shows around an express payment, as WooPayments does it: the whole page blocked under a white
// translucent overlay while the wallet sheet is open and while leaving for the order page, and an error placed
// as text in the first notices area (replacing earlier ones), scrolled to and focused, in an alert role.
import { prefersReducedMotion } from '../../core/a11y/reduced-motion.ts';
import { block, unblock } from '../../core/dom/block-overlay.ts';

export function blockPage(doc: Document = document): void {
  block(doc.body, { message: null, background: '#fff' });
}

export function unblockPage(doc: Document = document): void {
  unblock(doc.body);
}

/** Where WooCommerce prints notices: the first `.woocommerce-notices-wrapper`, made before `near` if missing. */
function noticesArea(near: Element): HTMLElement {
  const doc = near.ownerDocument;
  const existing = doc.querySelector<HTMLElement>('.woocommerce-notices-wrapper');
  if (existing) return existing;
  const wrapper = doc.createElement('div');
  wrapper.className = 'woocommerce-notices-wrapper';
  near.before(wrapper);
  return wrapper;
}

export function showPaymentError(message: string, near: Element): HTMLElement {
  const area = noticesArea(near);
  near.ownerDocument.querySelectorAll('.woocommerce-error').forEach((notice) => notice.remove());
  const notice = near.ownerDocument.createElement('div');
  notice.className = 'woocommerce-error';
  notice.setAttribute('role', 'alert');
  notice.textContent = message;
  notice.tabIndex = -1;
  area.append(notice);
  // Focus follows the message: the wallet button the shopper used may be gone.
  notice.focus({ preventScroll: true });
  notice.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'center' });
  return notice;
}
