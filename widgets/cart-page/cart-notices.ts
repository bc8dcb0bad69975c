// The cart page's notices, where WooCommerce's cart script shows them: the first `.woocommerce-notices-wrapper`
// (else the top of the cart container). A notice is taken with the alert wrapper a theme or the shop prints
// around it. Fondant's own failure notice is text in WooCommerce's error box, an alert that takes focus.

/** Every notice WooCommerce's cart script clears before showing new ones. */
export const NOTICE_SELECTOR = '.woocommerce-error, .woocommerce-message, .woocommerce-info, .is-info, .is-success, .is-error';

const NOTICE_HOLDERS = '.woocommerce, .woocommerce-notices-wrapper';

/** The notice with the live-region wrappers printed around it (`div[role=alert] > ul.woocommerce-error`). */
function noticeBlock(notice: Element): Element {
  let block = notice;
  while (block.parentElement?.matches('[role="alert"], [role="status"]') && !block.parentElement.matches(NOTICE_HOLDERS)) block = block.parentElement;
  return block;
}

/** The notices of `scope` (a page or the live one) as outermost blocks, leaving out the empty-cart message and
 *  anything inside the cart form or the totals. */
export function noticeBlocks(scope: ParentNode): Element[] {
  const blocks = new Set<Element>();
  for (const notice of scope.querySelectorAll(NOTICE_SELECTOR)) {
    if (notice.closest('.wc-empty-cart-message, .woocommerce-cart-form, .cart_totals')) continue;
    blocks.add(noticeBlock(notice));
  }
  return [...blocks].filter((block) => ![...blocks].some((other) => other !== block && other.contains(block)));
}

export function noticesArea(root: ParentNode): HTMLElement | null {
  return (
    root.querySelector<HTMLElement>('.woocommerce-notices-wrapper') ??
    root.querySelector('.woocommerce-cart-form, .wc-empty-cart-message')?.closest<HTMLElement>('.woocommerce') ??
    null
  );
}

/** Removes the notices shown on the page (the empty-cart message stays: it is the page's content). */
export function clearNotices(root: ParentNode): void {
  for (const block of noticeBlocks(root)) block.remove();
}

export function showNotices(root: ParentNode, notices: readonly Node[]): void {
  noticesArea(root)?.prepend(...notices);
}

/** Fondant's own failure, as WooCommerce's error notice; focused so screen readers and keyboards get it. */
export function showFailure(root: ParentNode, message: string): HTMLElement | null {
  const area = noticesArea(root);
  if (!area) return null;
  const notice = area.ownerDocument.createElement('div');
  notice.className = 'woocommerce-error';
  notice.setAttribute('role', 'alert');
  notice.tabIndex = -1;
  notice.textContent = message;
  area.prepend(notice);
  notice.focus({ preventScroll: true });
  return notice;
}
