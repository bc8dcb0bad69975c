// Removing an item from the mini-cart without a page load: the row is blocked under a translucent
// overlay, the request joins the shared queue, and fragments replace the mini-cart. A missing fragments
// field or any failure falls back to the link's own href, which removes the item the classic way; but with the
// browser offline the link cannot load either (the browser would put its own error page in place of the shop):
// the row is given back with a French notice, and the next click tries again.
import { clearAnnouncement } from '../../core/a11y/announcer.ts';
import { startCartSync, type FragmentsResponse } from '../../core/cart/cart-sync.ts';
import { showNotice } from '../../core/cart/button-state.ts';
import { block, unblock } from '../../core/dom/block-overlay.ts';
import { navigateTo } from '../../core/dom/safe-redirect.ts';
import { emit } from '../../core/events/bridge.ts';
import { HttpError } from '../../core/http/http-error.ts';
import { queueWcAjax } from '../../core/http/wc-ajax.ts';
import type { MountContext } from '../../core/registry/define-widget.ts';
import type { MiniCartRemoveAttributes } from './mini-cart-remove.attributes.ts';
import { t } from './mini-cart-remove.strings.ts';

const pending = new WeakSet<HTMLElement>();

async function remove(link: HTMLElement, cartItemKey: string): Promise<void> {
  const row = link.closest<HTMLElement>('.woocommerce-mini-cart-item');
  if (row) block(row, { message: null });
  let response: FragmentsResponse | null = null;
  try {
    response = await queueWcAjax<FragmentsResponse | null>('remove_from_cart', { cart_item_key: cartItemKey });
  } catch (error) {
    if (error instanceof HttpError && error.kind === 'offline' && !navigator.onLine) {
      if (row) unblock(row);
      pending.delete(link);
      showNotice(link, `${t('miniCartRemoveFailed', { reason: error.message })} ${t('tryAgain')}`);
      return;
    }
    // The classic remove link below is the documented fallback for every other failure.
  }
  if (response?.fragments) {
    emit('removed_from_cart', [response.fragments, response.cart_hash ?? '', link]);
  } else {
    navigateTo(link.getAttribute('href') ?? window.location.href);
  }
}

export function mount({ element, attributes, listen }: MountContext<MiniCartRemoveAttributes>): void {
  startCartSync();
  listen(element, 'click', (event: MouseEvent) => {
    event.preventDefault();
    if (pending.has(element)) return;
    pending.add(element);
    clearAnnouncement();
    return remove(element, attributes.cart_item_key);
  });
  listen(element, 'keydown', (event: KeyboardEvent) => {
    if (event.key === ' ') {
      event.preventDefault();
      element.click();
    }
  });
}
