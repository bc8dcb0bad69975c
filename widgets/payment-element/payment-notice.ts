// A payment error as WooPayments shows it on the checkout, pay-for-order and add-payment-method pages: every notice
// of the page removed, then one checkout notice group — at the top of the checkout form, else in the page's last
// notices area — holding the message as text in WooCommerce's error list inside an alert region (a list keeps its
// list role), scrolled to and focused; `checkout_error` follows.
import { emit } from '../../core/events/bridge.ts';
import { scrollToNotices } from '../../core/dom/scroll-to-notices.ts';
import { isCheckoutForm } from './billing-details.ts';

const GROUP_CLASS = 'woocommerce-NoticeGroup-checkout';

function noticesHost(form: HTMLFormElement): HTMLElement {
  if (isCheckoutForm(form)) return form;
  const areas = form.ownerDocument.querySelectorAll<HTMLElement>('.woocommerce-notices-wrapper');
  const last = areas[areas.length - 1];
  if (last) return last;
  const area = form.ownerDocument.createElement('div');
  area.className = 'woocommerce-notices-wrapper';
  form.before(area);
  return area;
}

export function showPaymentError(form: HTMLFormElement, message: string): HTMLElement {
  const doc = form.ownerDocument;
  doc.querySelectorAll(`.${GROUP_CLASS}, .woocommerce-error, .woocommerce-message`).forEach((notice) => notice.remove());
  const group = doc.createElement('div');
  group.className = `woocommerce-NoticeGroup ${GROUP_CLASS}`;
  const alert = doc.createElement('div');
  alert.setAttribute('role', 'alert');
  const list = doc.createElement('ul');
  list.className = 'woocommerce-error';
  list.tabIndex = -1;
  const item = doc.createElement('li');
  item.textContent = message;
  list.append(item);
  alert.append(list);
  group.append(alert);
  noticesHost(form).prepend(group);
  scrollToNotices(group);
  list.focus({ preventScroll: true });
  emit('checkout_error', [group.innerHTML]);
  return group;
}
