// The cart page's requests, as cart.js sends them: the cart form (or the shipping calculator) serialized and
// posted to its action, a link fetched with GET, and the wc-ajax calls with their nonces. Page answers must be
// whole pages (a cut one is refused); wc-ajax answers must be whole blocks.
import { parseInertDocument } from '../../core/dom/trusted-types.ts';
import { pageConfig } from '../../core/config/page-config.ts';
import { t } from './cart-page.strings.ts';
import { HttpError } from '../../core/http/http-error.ts';
import { requestText } from '../../core/http/request.ts';
import { postWcAjaxForHtml } from '../../core/http/wc-ajax.ts';

/** The form's successful controls (those outside it that name it with `form=` included), then `extra`. */
export function formFields(form: HTMLFormElement, extra: Record<string, string> = {}): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') body.append(name, value);
  }
  for (const [name, value] of Object.entries(extra)) body.set(name, value);
  return body;
}

/** `shipping_method[<data-index>]` = the chosen method of each package (a select, the checked radio, or a
 *  package's only method as a hidden input). */
export function shippingMethodFields(root: ParentNode): Record<string, string> {
  const fields: Record<string, string> = {};
  const chosen = root.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
    'select.shipping_method, input[name^="shipping_method"][type="radio"]:checked, input[name^="shipping_method"][type="hidden"]',
  );
  for (const input of chosen) fields[`shipping_method[${input.dataset['index'] ?? '0'}]`] = input.value;
  return fields;
}

const COMPLETE_PAGE = /<\/html>\s*$/i;
const COMPLETE_BLOCK = /<\/(?:div|ul|p|html)>\s*$/i;

function refuseCut(text: string, complete: RegExp): string {
  if (!complete.test(text)) throw new HttpError('invalid_json', t('cartAnswerIncomplete'), { body: text });
  return text;
}

function parsePage(text: string): Document {
  return parseInertDocument(refuseCut(text, COMPLETE_PAGE));
}

const pageInit = (init: Omit<RequestInit, 'signal'>) => ({ ...init, timeout: pageConfig().requestTimeout });

export async function postCartPage(url: string, body: URLSearchParams): Promise<Document> {
  const headers = { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8', 'X-Requested-With': 'XMLHttpRequest' };
  const { text } = await requestText(url, pageInit({ method: 'POST', headers, body }));
  return parsePage(text);
}

export async function getCartPage(url: string): Promise<Document> {
  const { text } = await requestText(url, pageInit({ method: 'GET', headers: { 'X-Requested-With': 'XMLHttpRequest' } }));
  return parsePage(text);
}

/** update_shipping_method, apply_coupon, remove_coupon: an HTML block (the totals, or notices). */
export async function postCartAjax(endpoint: string, data: Record<string, string>): Promise<string> {
  return refuseCut(await postWcAjaxForHtml(endpoint, data), COMPLETE_BLOCK);
}
