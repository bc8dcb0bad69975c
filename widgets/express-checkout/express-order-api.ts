// Pay-for-order through the Store API: GET order/{id} with its key and billing e-mail, and POST checkout/{id}
// with the ORDER's own addresses (only an empty e-mail or phone filled from the wallet). Only the `Nonce`
// header: no currency query, no tokenized-cart headers. The e-mail that authorised a placement is kept for a
// retry, except after the errors that say it was not accepted.
import { asRecord, asString } from '../../core/config/json-values.ts';
import { pageConfig } from '../../core/config/page-config.ts';
import { HttpError } from '../../core/http/http-error.ts';
import { requestJson } from '../../core/http/request.ts';
import type { ExpressSettings } from './express-settings.ts';
import { payForOrderPayload, type CheckoutOrderInput } from './order-payload.ts';
import type { StoreApiAddress, StoreApiBillingAddress, StoreApiCart } from './store-api-types.ts';

export interface StoreApiOrder extends Omit<StoreApiCart, 'shipping_rates' | 'needs_shipping'> {
  id: number;
  billing_address: StoreApiBillingAddress;
  shipping_address: StoreApiAddress;
}

export interface ExpressOrderApi {
  /** The order as a cart the wallet can show (no shipping: the order is already made). */
  getCart(): Promise<StoreApiCart>;
  placeOrder(order: CheckoutOrderInput): Promise<unknown>;
}

const NOT_REMEMBERED_ERRORS = new Set([
  'woocommerce_rest_invalid_billing_email',
  'woocommerce_rest_invalid_order',
  'woocommerce_rest_invalid_user',
  'woocommerce_rest_invalid_address',
  'woocommerce_rest_invalid_address_country',
]);

export function createExpressOrderApi(settings: ExpressSettings, order: NonNullable<ExpressSettings['payForOrder']>): ExpressOrderApi {
  let nonce = settings.nonces.storeApi || pageConfig().storeApi.nonce;
  let billingEmail = order.billingEmail;
  let fetched: StoreApiOrder | null = null;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const url = new URL(`${pageConfig().storeApi.root.replace(/\/+$/, '')}/${path}`, document.baseURI);
    const headers = new Headers();
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    if (nonce) headers.set('Nonce', nonce);
    try {
      const { data, response } = await requestJson<T>(url.href, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), timeout: pageConfig().requestTimeout });
      nonce = response.headers.get('Nonce') || nonce;
      return data;
    } catch (error) {
      if (error instanceof HttpError) nonce = error.headers?.get('Nonce') || nonce;
      throw error;
    }
  }

  async function readOrder(): Promise<StoreApiOrder> {
    const query = new URLSearchParams({ key: order.key, billing_email: billingEmail });
    fetched = await call<StoreApiOrder>('GET', `order/${order.orderId}?${query}`);
    return fetched;
  }

  return {
    async getCart() {
      const { items, totals } = await readOrder();
      return { items, totals, shipping_rates: [], needs_shipping: false };
    },
    async placeOrder(input) {
      const known = fetched ?? (await readOrder());
      const body = payForOrderPayload({
        orderKey: order.key,
        billingEmail,
        orderBillingAddress: known.billing_address,
        orderShippingAddress: known.shipping_address,
        walletBillingAddress: input.billingAddress,
        payment: input.payment,
        extensions: input.extensions,
      });
      const sentEmail = body.billing_address.email;
      try {
        const answer = await call<unknown>('POST', `checkout/${order.orderId}`, body);
        billingEmail = sentEmail;
        return answer;
      } catch (error) {
        const code = error instanceof HttpError ? error.code ?? asString(asRecord(error.body).code) : undefined;
        if (code === undefined || !NOT_REMEMBERED_ERRORS.has(code)) billingEmail = sentEmail;
        throw error;
      }
    },
  };
}
