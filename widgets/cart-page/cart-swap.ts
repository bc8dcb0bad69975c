// WooCommerce's update of the cart page from a full cart page the server answered: the cart form, the totals and
// the notices are swapped (sanitized); a page without a cart form makes the whole cart container the empty-cart
// one, and a cart form coming back to an emptied page brings the whole container back. A coupon error shown
// under the field, and the code that caused it, outlive the swap.
import { parseInertDocument } from '../../core/dom/trusted-types.ts';
import { sanitizeToFragment } from '../../core/dom/sanitize.ts';
import { clearNotices, noticeBlocks, showNotices } from './cart-notices.ts';
import { COUPON_ERROR_ID, showCouponError } from './coupon-error.ts';

export type SwapOutcome = 'updated' | 'emptied';

const CART_FORM = 'form.woocommerce-cart-form';
const EMPTY_CART = '.wc-empty-cart-message';

/**
 * The server's element made safe. The sanitizer drops the `form` attribute, with which the shipping method
 * radios (outside the form) join the cart form: it is put back on elements with an id when it names a form of
 * the server's page or of this one.
 */
export function sanitizeElement(element: Element): Element | null {
  const copy = sanitizeToFragment(element.outerHTML).firstElementChild;
  if (!copy) return null;
  for (const owned of element.querySelectorAll('[form][id]')) {
    const formId = owned.getAttribute('form') ?? '';
    const target = copy.querySelector(`#${CSS.escape(owned.id)}`);
    const named = [element.ownerDocument, document].some((doc) => doc.getElementById(formId)?.tagName === 'FORM');
    if (target && named) target.setAttribute('form', formId);
  }
  return copy;
}

function sanitizedNotices(page: Document): Element[] {
  return noticeBlocks(page).flatMap((notice) => sanitizeElement(notice) ?? []);
}

/** The cart's container (`.woocommerce` around the cart form or the empty-cart message). */
function cartContainer(scope: ParentNode): Element | null {
  return scope.querySelector(`${CART_FORM}, ${EMPTY_CART}`)?.closest('.woocommerce') ?? null;
}

interface CouponState {
  code: string;
  error: string;
}

function readCouponState(root: ParentNode): CouponState | null {
  const error = root.querySelector(`#${COUPON_ERROR_ID}`)?.textContent ?? '';
  const field = root.querySelector<HTMLInputElement>('#coupon_code');
  return error && field ? { code: field.value, error } : null;
}

function restoreCouponState(root: ParentNode, state: CouponState | null): void {
  const field = root.querySelector<HTMLInputElement>('#coupon_code');
  if (!state || !field) return;
  field.value = state.code;
  showCouponError(root, state.error);
}

/**
 * Brings the live cart (inside `root`) in line with `page`; `keepNotices` keeps the notices shown (else they are
 * cleared first). Null when the page is no cart page (neither a cart form nor the empty-cart message): nothing
 * is touched.
 */
export function swapCart(root: ParentNode & Node, page: Document, { keepNotices }: { keepNotices: boolean }): SwapOutcome | null {
  const newForm = page.querySelector(CART_FORM);
  const newContainer = cartContainer(page);
  const currentForm = root.querySelector(CART_FORM);
  if (!newContainer || !(newForm || page.querySelector(EMPTY_CART))) return null;

  if (!newForm || !currentForm) {
    const currentContainer = cartContainer(root);
    const replacement = sanitizeElement(newContainer);
    if (!currentContainer || !replacement) return null;
    const kept = keepNotices ? noticeBlocks(root) : [];
    kept.forEach((notice) => notice.remove());
    clearNotices(root);
    const pageNotices = noticeBlocks(page).filter((notice) => !newContainer.contains(notice));
    currentContainer.replaceWith(replacement);
    showNotices(root, [...kept, ...pageNotices.flatMap((notice) => sanitizeElement(notice) ?? [])]);
    return newForm ? 'updated' : 'emptied';
  }

  const coupon = readCouponState(root);
  const form = sanitizeElement(newForm);
  if (!form) return null;
  if (!keepNotices) clearNotices(root);
  currentForm.replaceWith(form);
  const newTotals = page.querySelector('.cart_totals');
  const totals = newTotals && sanitizeElement(newTotals);
  const currentTotals = root.querySelector('.cart_totals');
  if (totals && currentTotals) currentTotals.replaceWith(totals);
  else if (totals) root.querySelector('.cart-collaterals')?.append(totals);
  showNotices(root, sanitizedNotices(page));
  restoreCouponState(root, coupon);
  return 'updated';
}

/** update_shipping_method's answer: the new `div.cart_totals` in place of the current one. */
export function swapTotals(root: ParentNode, html: string): boolean {
  const answer = parseInertDocument(html).querySelector('.cart_totals');
  const totals = answer && sanitizeElement(answer);
  const current = root.querySelector('.cart_totals');
  if (!totals || !current) return false;
  current.replaceWith(totals);
  return true;
}
