// A coupon the shop refused is explained under its field, as WooCommerce's cart does: the notices' text in
// `p#coupon-error-notice.coupon-error-notice` after the field, the field marked invalid and described by it.

export const COUPON_ERROR_ID = 'coupon-error-notice';

export function clearCouponError(root: ParentNode): void {
  root.querySelector(`#${COUPON_ERROR_ID}`)?.remove();
  const field = root.querySelector<HTMLInputElement>('#coupon_code');
  if (!field) return;
  field.classList.remove('has-error');
  field.removeAttribute('aria-invalid');
  if (field.getAttribute('aria-describedby') === COUPON_ERROR_ID) field.removeAttribute('aria-describedby');
}

/** Shows `message` under the coupon field (nothing without a field or a message); returns the notice. */
export function showCouponError(root: ParentNode, message: string): HTMLElement | null {
  const field = root.querySelector<HTMLInputElement>('#coupon_code');
  const text = message.trim();
  if (!field?.parentElement || !text) return null;
  clearCouponError(root);
  const notice = field.ownerDocument.createElement('p');
  notice.id = COUPON_ERROR_ID;
  notice.className = 'coupon-error-notice';
  notice.setAttribute('role', 'alert');
  notice.textContent = text;
  field.parentElement.append(notice);
  field.classList.add('has-error');
  field.setAttribute('aria-invalid', 'true');
  field.setAttribute('aria-describedby', COUPON_ERROR_ID);
  return notice;
}

/** Whether a wc-ajax notices answer is an error (WooCommerce's classic or blocks notice markup). */
export function isErrorAnswer(html: string): boolean {
  return html.includes('woocommerce-error') || html.includes('is-error');
}
