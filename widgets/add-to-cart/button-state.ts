// The add-to-cart button's visible states (idle → loading → added), the 'Voir le panier' link placed
// after it, and the inline French notice shown when an add could not be completed.
import { pageConfig } from '../../core/config/page-config.ts';
import { t } from '../../core/config/strings.ts';

const NOTICE_CLASS = 'fondant-notice';

export function isDisabled(button: HTMLElement): boolean {
  return button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true' || button.classList.contains('disabled');
}

export function showLoading(button: HTMLElement): void {
  clearNotice(button);
  button.classList.remove('added');
  button.classList.add('loading');
  button.setAttribute('aria-busy', 'true');
}

export function endLoading(button: HTMLElement): void {
  button.classList.remove('loading');
  button.removeAttribute('aria-busy');
}

/** After a successful add: the `added` state and, off the cart page, one link to the cart. */
export function showAdded(button: HTMLElement): void {
  endLoading(button);
  button.classList.add('added');
  const config = pageConfig();
  if (config.isCart || button.parentElement?.querySelector('.added_to_cart')) return;
  const link = document.createElement('a');
  link.href = config.cartUrl;
  link.className = 'added_to_cart wc-forward';
  link.title = t('viewCart');
  link.textContent = t('viewCart');
  button.after(link);
}

export function showNotice(button: HTMLElement, message: string): void {
  clearNotice(button);
  const notice = document.createElement('span');
  notice.className = `${NOTICE_CLASS} ${NOTICE_CLASS}--error`;
  notice.setAttribute('role', 'alert');
  notice.textContent = message;
  button.after(notice);
}

function clearNotice(button: HTMLElement): void {
  const next = button.nextElementSibling;
  if (next?.classList.contains(NOTICE_CLASS)) next.remove();
}
