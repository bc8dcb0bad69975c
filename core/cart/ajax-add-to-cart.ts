// One ajax add to cart from a button (a loop button, or the variation form's): the legacy veto hook and events,
// the shared request queue, then `added_to_cart` (cart-sync takes it from there), the product page
// (WooCommerce's error + product_url), or a French notice after the button with the cart re-read.
import { pageConfig } from '../config/page-config.ts';
import { t } from '../config/strings.ts';
import { navigateTo } from '../dom/safe-redirect.ts';
import { ask, emit } from '../events/bridge.ts';
import { HttpError } from '../http/http-error.ts';
import { queueWcAjax } from '../http/wc-ajax.ts';
import { endLoading, showNotice } from './button-state.ts';
import { refreshFragments, type FragmentsResponse } from './cart-sync.ts';

interface AddToCartResponse extends FragmentsResponse {
  error?: boolean;
  product_url?: string;
}

/** The button is already in its loading state; `readPayload` runs after the veto hook, like the legacy script. */
export async function addToCartViaAjax(button: HTMLElement, readPayload: () => Record<string, string>): Promise<void> {
  if (ask('should_send_ajax_request.adding_to_cart', [button]) === false) {
    endLoading(button);
    emit('ajax_request_not_sent.adding_to_cart', [false, false, button]);
    return;
  }
  // Read after the veto hook: a plugin may change the data there.
  const data = readPayload();
  emit('adding_to_cart', [button, data]);
  let response: AddToCartResponse | null;
  try {
    response = await queueWcAjax<AddToCartResponse | null>('add_to_cart', data);
  } catch (error) {
    failed(button, error);
    return;
  }
  // An address that is not http(s) is not followed: a refusal then ends as one without product_url, an add as one
  // without the cart redirect.
  if (response?.error && navigateTo(response.product_url)) return;
  if (!response?.fragments) {
    failed(button, new Error('add_to_cart answered without fragments'));
    return;
  }
  if (pageConfig().cartRedirectAfterAdd && navigateTo(pageConfig().cartUrl)) return;
  emit('added_to_cart', [response.fragments, response.cart_hash ?? '', button]);
}

/** The server may or may not have added the product (a lost answer): say so, and show the real cart. */
function failed(button: HTMLElement, error: unknown): void {
  endLoading(button);
  const reason = error instanceof HttpError ? error.message : t('unknownError');
  showNotice(button, `${t('addToCartFailed')} ${reason} ${t('tryAgain')}`);
  void refreshFragments();
}
