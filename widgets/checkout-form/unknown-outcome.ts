// A lost answer to the order (time-out, dropped or cut connection, unreadable answer): the order may exist, so
// nothing is sent again by itself. The shopper is told so in French above the form, which stays blocked and
// inert until they choose: « Réessayer quand même » gives the form back, or they check their orders (the link
// the checkout error text carries, when it has one) or reload the page.
import { t } from './checkout-form.strings.ts';
import { sanitizeToFragment } from '../../core/dom/sanitize.ts';
import type { MountContext } from '../../core/registry/define-widget.ts';
import { CHECKOUT_GROUP } from './checkout-notices.ts';
import { safeRedirect } from '../../core/dom/safe-redirect.ts';

/** The order history link of the checkout error text (WooCommerce's carries one). */
export function orderHistoryUrl(): string | null {
  const link = sanitizeToFragment(t('checkoutError')).querySelector('a[href]');
  return link ? safeRedirect(link.getAttribute('href')) : null;
}

function actionLink(text: string, href: string): HTMLAnchorElement {
  const link = document.createElement('a');
  link.className = 'button';
  link.href = href;
  link.textContent = text;
  return link;
}

/** Shows the notice before the form; `onRetryAnyway` runs when the shopper asks for the form back. */
export function showUnknownOutcome(form: HTMLFormElement, message: string, onRetryAnyway: () => void, listen: MountContext<unknown>['listen']): HTMLElement {
  document.querySelectorAll(`.${CHECKOUT_GROUP}`).forEach((group) => group.remove());
  const group = document.createElement('div');
  group.className = `woocommerce-NoticeGroup ${CHECKOUT_GROUP} fondant-order-outcome-unknown`;
  const alert = document.createElement('div');
  alert.setAttribute('role', 'alert');
  const notice = document.createElement('div');
  notice.className = 'woocommerce-error';
  notice.setAttribute('tabindex', '-1');
  const text = document.createElement('p');
  text.textContent = message;
  const actions = document.createElement('p');
  actions.className = 'fondant-order-outcome-actions';
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button';
  retry.textContent = t('orderRetryAnyway');
  listen(retry, 'click', () => {
    group.remove();
    onRetryAnyway();
  });
  const history = orderHistoryUrl();
  if (history) actions.append(actionLink(t('orderHistoryLink'), history), ' ');
  actions.append(actionLink(t('reloadPage'), window.location.href), ' ', retry);
  notice.append(text, actions);
  alert.append(notice);
  group.append(alert);
  form.before(group);
  return group;
}
