// Ajax add to cart: a click (or Space on the role=button link) sends every data attribute through the
// shared request queue, fires the legacy events, and ends in `added`, the product page (WooCommerce's
// error + product_url), or a French notice with the cart re-read from the server (nothing sent twice).
import { clearAnnouncement } from '../../core/a11y/announcer.ts';
import { addToCartViaAjax } from '../../core/cart/ajax-add-to-cart.ts';
import { isDisabled, showLoading } from '../../core/cart/button-state.ts';
import { startCartSync } from '../../core/cart/cart-sync.ts';
import type { MountContext } from '../../core/registry/define-widget.ts';
import type { AddToCartAttributes } from './add-to-cart.attributes.ts';
import { addToCartPayload } from './add-to-cart-payload.ts';

export function mount({ element, listen }: MountContext<AddToCartAttributes>): void {
  startCartSync();
  listen(element, 'click', (event: MouseEvent) => {
    event.preventDefault();
    // Disabled, or already on its way: a second click must not add the product twice.
    if (isDisabled(element) || element.classList.contains('loading')) return;
    clearAnnouncement();
    showLoading(element);
    return addToCartViaAjax(element, () => addToCartPayload(element));
  });
  listen(element, 'keydown', (event: KeyboardEvent) => {
    if (event.key === ' ' && element.getAttribute('role') === 'button') {
      event.preventDefault();
      element.click();
    }
  });
}
