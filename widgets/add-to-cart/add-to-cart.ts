// Ajax add to cart: a click (or Space on the role=button link) sends every data attribute through the
// shared request queue, fires the legacy events, and ends in `added`, the product page (WooCommerce's
// error + product_url), or a French notice with the cart re-read from the server (nothing sent twice).
import { clearAnnouncement } from '../../core/a11y/announcer.ts';
import { pageConfig } from '../../core/config/page-config.ts';
import { t } from '../../core/config/strings.ts';
import { refreshFragments, startCartSync, type FragmentsResponse } from '../../core/cart/cart-sync.ts';
import { ask, emit } from '../../core/events/bridge.ts';
import { HttpError } from '../../core/http/http-error.ts';
import { queueWcAjax } from '../../core/http/wc-ajax.ts';
import type { MountContext } from '../../core/registry/define-widget.ts';
import type { AddToCartAttributes } from './add-to-cart.widget.ts';
import { addToCartPayload } from './add-to-cart-payload.ts';
import { endLoading, isDisabled, showLoading, showNotice } from './button-state.ts';


interface AddToCartResponse extends FragmentsResponse {
  error?: boolean;
  product_url?: string;
}

async function addToCart(button: HTMLElement): Promise<void> {
  const data = addToCartPayload(button);
  if (ask('should_send_ajax_request.adding_to_cart', [button]) === false) {
    endLoading(button);
    emit('ajax_request_not_sent.adding_to_cart', [false, false, button]);
    return;
  }
  emit('adding_to_cart', [button, data]);
  let response: AddToCartResponse | null;
  try {
    response = await queueWcAjax<AddToCartResponse | null>('add_to_cart', data);
  } catch (error) {
    failed(button, error);
    return;
  }
  if (response?.error && response.product_url) {
    window.location.assign(response.product_url);
  } else if (!response?.fragments) {
    failed(button, new Error('add_to_cart answered without fragments'));
  } else if (pageConfig().cartRedirectAfterAdd) {
    window.location.assign(pageConfig().cartUrl);
  } else {
    emit('added_to_cart', [response.fragments, response.cart_hash ?? '', button]);
  }
}

/** The server may or may not have added the product (a lost answer): say so, and show the real cart. */
function failed(button: HTMLElement, error: unknown): void {
  endLoading(button);
  const reason = error instanceof HttpError ? error.message : t('unknownError');
  showNotice(button, `${t('addToCartFailed')} ${reason} ${t('tryAgain')}`);
  void refreshFragments();
}

export function mount({ element, on: listen }: MountContext<AddToCartAttributes>): void {
  startCartSync();
  listen(element, 'click', (event: MouseEvent) => {
    event.preventDefault();
    // Disabled, or already on its way: a second click must not add the product twice.
    if (isDisabled(element) || element.classList.contains('loading')) return;
    clearAnnouncement();
    showLoading(element);
    return addToCart(element);
  });
  listen(element, 'keydown', (event: KeyboardEvent) => {
    if (event.key === ' ' && element.getAttribute('role') === 'button') {
      event.preventDefault();
      element.click();
    }
  });
}
