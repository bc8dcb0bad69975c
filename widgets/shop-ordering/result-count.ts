// Re-announces the result count after a sorted or filtered page load (woocommerce.js "Result-count
// re-announce", 2 s later): screen readers read the new page from its top and would not say how many
// products the new order or filter shows. When the URL has a query string and no interactive product-filters
// block manages the count, the first count becomes an alert hidden from assistive technology, then 2 s later
// it is shown again with its content re-inserted, which announces it. Only the first: Storefront prints the
// count above and below the products, and the same words twice would be noise. aria-hidden is removed rather
// than set to "false" (ARIA 1.2 warns that "false" is handled inconsistently); unmounting restores the
// server's attributes.
import type { MountContext } from '../../core/registry/define-widget.ts';

export const RESULT_COUNT_SELECTOR = '.woocommerce-result-count';
export const REANNOUNCE_DELAY_MS = 2000;
const PRODUCT_FILTERS_SELECTOR = '[data-wp-interactive="woocommerce/product-filters"]';

function restoreAttribute(element: HTMLElement, name: string, value: string | null): void {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

export function reannounceResultCount({ element, guard, onCleanup }: MountContext<unknown>): void {
  const doc = element.ownerDocument;
  if (!doc.location.search || doc.querySelector(PRODUCT_FILTERS_SELECTOR) || doc.querySelector(RESULT_COUNT_SELECTOR) !== element) return;
  const serverRole = element.getAttribute('role');
  const serverHidden = element.getAttribute('aria-hidden');
  element.setAttribute('role', 'alert');
  element.setAttribute('aria-hidden', 'true');
  const timer = setTimeout(
    guard(() => {
      element.removeAttribute('aria-hidden');
      element.replaceChildren(...Array.from(element.childNodes, (node) => node.cloneNode(true)));
    }),
    REANNOUNCE_DELAY_MS,
  );
  onCleanup(() => {
    clearTimeout(timer);
    restoreAttribute(element, 'role', serverRole);
    restoreAttribute(element, 'aria-hidden', serverHidden);
  });
}
