// The notices the checkout shows: the server's order errors made accessible (one alert region, the list
// focusable, each error linking to its field, the field described by an inline copy of its error), and the
// notice groups at the top of the form, scrolled to and focused as WooCommerce does.
import { sanitizeToFragment } from '../../core/dom/sanitize.ts';
import { scrollToNotices } from '../../core/dom/scroll-to-notices.ts';

export const CHECKOUT_GROUP = 'woocommerce-NoticeGroup-checkout';
export const REVIEW_GROUP = 'woocommerce-NoticeGroup-updateOrderReview';

/** WooCommerce removes every notice of the page before showing new ones. */
export function removePageNotices(extra: string[] = []): void {
  document.querySelectorAll(['.woocommerce-error', '.woocommerce-message', '.is-error', '.is-success', ...extra].join(',')).forEach((notice) => notice.remove());
}

/** The server's messages as shown: sanitized, roles dropped from the lists, lists focusable, `li[data-id]`
 *  contents inside a link to `#<id>`, all inside one `div[role=alert]`. */
export function orderErrorAlert(messagesHtml: string): HTMLElement {
  const alert = document.createElement('div');
  alert.setAttribute('role', 'alert');
  alert.append(sanitizeToFragment(messagesHtml));
  for (const child of alert.children) {
    child.removeAttribute('role');
    child.setAttribute('tabindex', '-1');
  }
  for (const item of alert.querySelectorAll<HTMLElement>('li[data-id]')) {
    const link = document.createElement('a');
    link.href = `#${item.dataset.id ?? ''}`;
    link.append(...item.childNodes);
    item.append(link);
  }
  return alert;
}

/** A plain error (ours, in French) shaped like WooCommerce's, focusable. `html` is sanitized: the legacy
 *  checkout error text carries a link to the order history. */
export function plainErrorAlert(html: string): HTMLElement {
  const alert = document.createElement('div');
  alert.setAttribute('role', 'alert');
  const error = document.createElement('div');
  error.className = 'woocommerce-error';
  error.setAttribute('tabindex', '-1');
  error.append(sanitizeToFragment(html));
  alert.append(error);
  return alert;
}

/** Each error naming a field on the page: its text below the field, which is described by it and marked invalid
 *  (its row too: the server may refuse what passed the inline checks, a postcode say). */
export function showInlineErrors(alert: HTMLElement): void {
  for (const item of alert.querySelectorAll<HTMLElement>('li[data-id]')) {
    const id = item.dataset.id ?? '';
    const field = id ? document.getElementById(id) : null;
    const text = item.textContent?.trim() ?? '';
    if (!field || text === '') continue;
    const message = document.createElement('p');
    message.id = `${id}_description`;
    message.className = 'checkout-inline-error-message';
    message.textContent = text;
    const row = field.closest('.form-row');
    row?.classList.remove('woocommerce-validated');
    row?.classList.add('woocommerce-invalid');
    row?.append(message);
    field.setAttribute('aria-describedby', message.id);
    field.setAttribute('aria-invalid', 'true');
  }
}

/** Puts `content` first in the form inside `div.woocommerce-NoticeGroup.<group>`; returns the group. */
export function prependNoticeGroup(form: HTMLFormElement, group: string, content: Node): HTMLElement {
  const wrapper = document.createElement('div');
  wrapper.className = `woocommerce-NoticeGroup ${group}`;
  wrapper.append(content);
  form.prepend(wrapper);
  return wrapper;
}

/** Scrolls to the first notice group (else the form) and focuses the focusable error without jumping. */
export function revealNotices(form: HTMLFormElement): void {
  scrollToNotices(document.querySelector(`.${REVIEW_GROUP}, .${CHECKOUT_GROUP}`) ?? form);
  form.querySelector<HTMLElement>('.woocommerce-error[tabindex="-1"], .wc-block-components-notice-banner[tabindex="-1"]')?.focus({ preventScroll: true });
}
