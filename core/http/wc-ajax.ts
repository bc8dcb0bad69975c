// WooCommerce's `?wc-ajax=<endpoint>` calls: form-encoded POSTs like jQuery.ajax sent them, and the one
// FIFO queue that add-to-cart and remove-from-cart share so the cart changes in click order.
import { pageConfig } from '../config/page-config.ts';
import { formBody } from './form-body.ts';
import { requestJson, requestText } from './request.ts';
import { createSerialQueue } from './serial-queue.ts';

const cartQueue = createSerialQueue();

export function wcAjaxUrl(endpoint: string): string {
  return pageConfig().wcAjaxUrl.replace('%%endpoint%%', endpoint);
}

export interface WcAjaxOptions {
  timeout?: number;
  signal?: AbortSignal;
}

/** The POST jQuery.ajax sent: form-encoded, with X-Requested-With, which some server code checks to recognise
 *  ajax calls. `data` may already be a form body (a serialized form plus extra fields). */
function wcAjaxInit(data: Record<string, unknown> | URLSearchParams, options: WcAjaxOptions) {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8', 'X-Requested-With': 'XMLHttpRequest' },
    body: data instanceof URLSearchParams ? data : formBody(data),
    timeout: options.timeout ?? pageConfig().requestTimeout,
    signal: options.signal,
  };
}

export async function postWcAjax<T>(endpoint: string, data: Record<string, unknown> | URLSearchParams, options: WcAjaxOptions = {}): Promise<T> {
  const { data: payload } = await requestJson<T>(wcAjaxUrl(endpoint), wcAjaxInit(data, options));
  return payload;
}

/** An endpoint answering HTML (update_shipping_method, get_cart_totals, apply_coupon, remove_coupon). */
export async function postWcAjaxForHtml(endpoint: string, data: Record<string, unknown> | URLSearchParams, options: WcAjaxOptions = {}): Promise<string> {
  const { text } = await requestText(wcAjaxUrl(endpoint), wcAjaxInit(data, options));
  return text;
}

/** `onStart` runs when the request actually leaves, after everything queued before it has settled. */
export function queueWcAjax<T>(endpoint: string, data: Record<string, unknown>, options: { onStart?: () => void } = {}): Promise<T> {
  return cartQueue(() => {
    options.onStart?.();
    return postWcAjax<T>(endpoint, data);
  });
}
