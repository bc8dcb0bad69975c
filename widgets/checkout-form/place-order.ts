// Placing the order: the form's submit, unless it is already being sent or a gateway's `checkout_place_order`
// hook vetoes it, blocks the form and posts it to the checkout endpoint. Success goes to the order's http(s)
// redirect; failure shows the server's errors (or the French checkout error) and gives the form back; a lost
// answer is an unknown outcome that is never sent again by itself. Every checkout form (a page builder prints one per
// module) is blocked and submits the order; the gateways' hooks are asked on the form holding the payment methods.
import { checkoutSettings } from '../../core/config/checkout-settings.ts';
import { pageConfig } from '../../core/config/page-config.ts';
import { t } from './checkout-form.strings.ts';
import { block, unblock } from '../../core/dom/block-overlay.ts';
import { checkoutFormsOf, paymentCheckoutForm } from '../../core/dom/checkout-forms.ts';
import { scrollToNotices } from '../../core/dom/scroll-to-notices.ts';
import { ask, emit } from '../../core/events/bridge.ts';
import { HttpError } from '../../core/http/http-error.ts';
import { requestText } from '../../core/http/request.ts';
import { wcAjaxUrl } from '../../core/http/wc-ajax.ts';
import type { MountContext } from '../../core/registry/define-widget.ts';
import { chosenPaymentMethod } from './checkout-fields.ts';
import { CHECKOUT_GROUP, orderErrorAlert, plainErrorAlert, prependNoticeGroup, removePageNotices, revealNotices, showInlineErrors } from './checkout-notices.ts';
import { serializeForm } from './form-serialization.ts';
import { validateAll } from './inline-validation.ts';
import { createLeaveGuard } from './leave-guard.ts';
import { legacyCheckoutInstance } from './legacy-instance.ts';
import { goTo, reloadPage } from './navigation.ts';
import { readOrderAnswer, type OrderAnswer } from './order-answer.ts';
import { safeRedirect } from '../../core/dom/safe-redirect.ts';
import { paymentText } from '../../core/payments/payment-strings.ts';
import { showUnknownOutcome } from './unknown-outcome.ts';

/** A payment gateway may take a while: the order's answer is awaited at least this long before it counts as lost. */
export const ORDER_ANSWER_TIMEOUT_MS = 30_000;

const BLOCK_OPTIONS = { message: null, background: '#fff' } as const;

export interface PlaceOrderHooks {
  /** Drops an order review update still waiting for its debounce. */
  cancelPendingUpdate(): void;
  /** Asks for an order review update (the answer's `refresh`). */
  requestUpdate(): void;
}

/** Returns the order placement, for submits that reach no submit event (a plugin's jQuery trigger). */
export function watchPlaceOrder(form: HTMLFormElement, context: MountContext<unknown>, hooks: PlaceOrderHooks): () => Promise<void> {
  const leaveGuard = createLeaveGuard();
  context.onCleanup(leaveGuard.disarm);

  const giveFormBack = () => {
    for (const part of checkoutFormsOf(form)) {
      part.inert = false;
      part.classList.remove('processing');
      unblock(part);
    }
  };

  const submitError = (alert: HTMLElement) => {
    removePageNotices([`.${CHECKOUT_GROUP}`]);
    prependNoticeGroup(form, CHECKOUT_GROUP, alert);
    giveFormBack();
    validateAll(form);
    revealNotices(form);
    emit('checkout_error', [alert.outerHTML]);
  };

  const unknownOutcome = (message: string) => {
    for (const part of checkoutFormsOf(form)) part.inert = true;
    const group = showUnknownOutcome(form, message, giveFormBack, context.listen);
    scrollToNotices(group);
    group.querySelector<HTMLElement>('[tabindex="-1"]')?.focus({ preventScroll: true });
  };

  const answered = (answer: OrderAnswer, instance: ReturnType<typeof legacyCheckoutInstance>) => {
    document.querySelectorAll('.checkout-inline-error-message').forEach((message) => message.remove());
    if (answer.result === 'success') {
      if (ask('checkout_place_order_success', [answer, instance], { target: paymentCheckoutForm(form) }) === false) return;
      const url = safeRedirect(answer.redirect);
      if (url) goTo(url);
      else unknownOutcome(paymentText('orderRedirectRefused'));
      return;
    }
    if (answer.reload === true) {
      reloadPage();
      return;
    }
    if (answer.refresh === true) hooks.requestUpdate();
    if (typeof answer.messages === 'string' && answer.messages.trim() !== '') {
      const alert = orderErrorAlert(answer.messages);
      submitError(alert);
      showInlineErrors(alert);
    } else {
      submitError(plainErrorAlert(t('checkoutError')));
    }
  };

  const placeOrder = async () => {
    hooks.cancelPendingUpdate();
    if (form.classList.contains('processing')) return;
    const instance = legacyCheckoutInstance(form);
    const hooked = paymentCheckoutForm(form);
    if (ask('checkout_place_order', [instance], { target: hooked }) === false) return;
    if (ask(`checkout_place_order_${chosenPaymentMethod(form)}`, [instance], { target: hooked }) === false) return;
    for (const part of checkoutFormsOf(form)) {
      part.classList.add('processing');
      block(part, BLOCK_OPTIONS);
    }
    leaveGuard.arm();
    let text: string;
    try {
      ({ text } = await requestText(checkoutSettings().checkoutUrl || wcAjaxUrl('checkout'), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8',
          'X-Requested-With': 'XMLHttpRequest',
          Accept: 'application/json, text/javascript, */*; q=0.01',
        },
        body: serializeForm(form),
        timeout: Math.max(pageConfig().requestTimeout, ORDER_ANSWER_TIMEOUT_MS),
        signal: context.signal,
      }));
    } catch (error) {
      leaveGuard.disarm();
      if (error instanceof HttpError && error.kind === 'aborted') return;
      if (error instanceof HttpError && error.kind === 'http') submitError(plainErrorAlert(t('checkoutError')));
      else unknownOutcome(t('orderOutcomeUnknown', { reason: error instanceof Error ? error.message : t('unknownError') }));
      return;
    }
    leaveGuard.disarm();
    const answer = readOrderAnswer(text);
    if (answer) answered(answer, instance);
    else unknownOutcome(t('orderOutcomeUnknown', { reason: t('invalidJson') }));
  };

  for (const part of checkoutFormsOf(form)) {
    context.listen(part, 'submit', (event) => {
      event.preventDefault();
      return placeOrder();
    });
  }
  return placeOrder;
}
