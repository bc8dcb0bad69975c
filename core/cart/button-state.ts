// An add-to-cart button's own states while a request runs (idle → loading; `added` is added-button.ts's) and
// the inline French notice shown when an add could not be completed. Loop buttons and the variation form share them.

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
