// Coupons on the checkout: the coupon form applies its code by wc-ajax (`apply_coupon`, with the billing
// e-mail for coupons restricted to some), a coupon's remove link in the review removes it (`remove_coupon`);
// the server's notice is shown (an error inside the coupon form, which stays open), `applied_coupon_in_checkout`
// / `removed_coupon_in_checkout [code]` fire and the review updates without touching the shipping method.
// A failed request leaves a French notice and nothing changed; with the checkout's debug mode on, a failed removal's
// answer is also logged, as WooCommerce's script did.
import { checkoutSettings } from '../../core/config/checkout-settings.ts';
import { t } from './checkout-form.strings.ts';
import { block, unblock } from '../../core/dom/block-overlay.ts';
import { checkoutContains } from '../../core/dom/checkout-forms.ts';
import { sanitizeToFragment } from '../../core/dom/sanitize.ts';
import { slideUp } from '../../core/dom/slide.ts';
import { emit } from '../../core/events/bridge.ts';
import { HttpError } from '../../core/http/http-error.ts';
import { postWcAjaxForHtml } from '../../core/http/wc-ajax.ts';
import type { MountContext } from '../../core/registry/define-widget.ts';
import { fieldValue } from './checkout-fields.ts';
import { orderErrorAlert, plainErrorAlert, removePageNotices } from './checkout-notices.ts';
import { TOGGLE_MS } from './toggles.ts';

const BLOCK_OPTIONS = { message: null, background: '#fff' } as const;

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : t('unknownError');
}

/** The server's HTML notice (sanitized) before `anchor`. */
function noticeBefore(anchor: Element, html: string): void {
  anchor.before(sanitizeToFragment(html));
}

export function watchCheckoutCoupons(form: HTMLFormElement, { listen }: MountContext<unknown>, requestUpdate: (args: { update_shipping_method: boolean }) => void): void {
  const refreshReview = () => requestUpdate({ update_shipping_method: false });

  const applyCoupon = async (couponForm: HTMLFormElement) => {
    if (couponForm.classList.contains('processing')) return;
    const input = couponForm.querySelector<HTMLInputElement>('input[name="coupon_code"]');
    const code = input?.value ?? '';
    couponForm.classList.add('processing');
    block(couponForm, BLOCK_OPTIONS);
    let html: string;
    try {
      html = await postWcAjaxForHtml('apply_coupon', { security: checkoutSettings().applyCouponNonce, coupon_code: code, billing_email: fieldValue(form, 'billing_email') });
    } catch (error) {
      couponForm.classList.remove('processing');
      unblock(couponForm);
      removePageNotices(['.coupon-error-notice']);
      couponForm.before(plainErrorAlert(t('couponApplyFailed', { reason: reasonOf(error) })));
      return;
    }
    removePageNotices(['.checkout-inline-error-message', '.coupon-error-notice']);
    couponForm.classList.remove('processing');
    unblock(couponForm);
    if (html.trim() === '') return;
    if (sanitizeToFragment(html).querySelector('.woocommerce-error, .is-error')) {
      const error = orderErrorAlert(html);
      error.classList.add('coupon-error-notice');
      couponForm.append(error);
      input?.setAttribute('aria-invalid', 'true');
      input?.focus();
      return;
    }
    input?.removeAttribute('aria-invalid');
    noticeBefore(couponForm, html);
    slideUp(couponForm, TOGGLE_MS);
    document.querySelectorAll('a.showcoupon').forEach((link) => link.setAttribute('aria-expanded', 'false'));
    emit('applied_coupon_in_checkout', [code]);
    refreshReview();
  };

  const removeCoupon = async (link: HTMLElement) => {
    const container = link.closest<HTMLElement>('.woocommerce-checkout-review-order') ?? form;
    const code = link.dataset.coupon ?? '';
    container.classList.add('processing');
    block(container, BLOCK_OPTIONS);
    let html: string;
    try {
      html = await postWcAjaxForHtml('remove_coupon', { security: checkoutSettings().removeCouponNonce, coupon: code });
    } catch (error) {
      container.classList.remove('processing');
      unblock(container);
      removePageNotices();
      form.before(plainErrorAlert(t('couponRemoveFailed', { reason: reasonOf(error) })));
      if (checkoutSettings().debugMode) console.log('[fondant] remove_coupon failed', error instanceof HttpError ? error.body : error);
      return;
    }
    removePageNotices();
    container.classList.remove('processing');
    unblock(container);
    if (html.trim() === '') return;
    noticeBefore(form, html);
    emit('removed_coupon_in_checkout', [code]);
    refreshReview();
    const couponInput = document.querySelector<HTMLInputElement>('form.checkout_coupon input[name="coupon_code"]');
    if (couponInput) couponInput.value = '';
  };

  listen(document, 'submit', (event) => {
    const couponForm = event.target;
    if (!(couponForm instanceof HTMLFormElement) || !couponForm.matches('form.checkout_coupon')) return;
    event.preventDefault();
    return applyCoupon(couponForm);
  });
  listen(document, 'click', (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>('.woocommerce-remove-coupon') : null;
    if (!link || !checkoutContains(form, link)) return;
    event.preventDefault();
    return removeCoupon(link);
  });
}
