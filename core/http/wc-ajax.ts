// WooCommerce's `?wc-ajax=<endpoint>` calls: form-encoded POSTs like jQuery.ajax sent them, and the one
// FIFO queue that add-to-cart and remove-from-cart share so the cart changes in click order.
import { pageConfig } from '../config/page-config.ts';
import { formBody } from './form-body.ts';
import { requestJson } from './request.ts';
import { createSerialQueue } from './serial-queue.ts';

const cartQueue = createSerialQueue();

export function wcAjaxUrl(endpoint: string): string {
  return pageConfig().wcAjaxUrl.replace('%%endpoint%%', endpoint);
}

export async function postWcAjax<T>(
  endpoint: string,
  data: Record<string, unknown>,
  options: { timeout?: number; signal?: AbortSignal } = {},
): Promise<T> {
  const { data: payload } = await requestJson<T>(wcAjaxUrl(endpoint), {
    method: 'POST',
    // The headers jQuery.ajax sent: some server code checks X-Requested-With to recognise ajax calls.
    headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8', 'X-Requested-With': 'XMLHttpRequest' },
    body: formBody(data),
    timeout: options.timeout ?? pageConfig().requestTimeout,
    signal: options.signal,
  });
  return payload;
}

/** `onStart` runs when the request actually leaves, after everything queued before it has settled. */
export function queueWcAjax<T>(endpoint: string, data: Record<string, unknown>, options: { onStart?: () => void } = {}): Promise<T> {
  return cartQueue(() => {
    options.onStart?.();
    return postWcAjax<T>(endpoint, data);
  });
}
