// The order review update (`update_order_review`): one request at a time, a newer one aborting the older (whose
// answer is then never applied); the review table and payment box blocked meanwhile. The answer reloads the
// page when asked, replaces the changed fragments keeping the payment entries and terms, shows its failure
// messages at the top of the form, gives focus back to the shipping rate that asked, and fires
// `updated_checkout [data]`. A failed request leaves a French notice there and the form usable.
import { checkoutSettings } from '../../core/config/checkout-settings.ts';
import { t } from './checkout-form.strings.ts';
import { block, unblock } from '../../core/dom/block-overlay.ts';
import { emit } from '../../core/events/bridge.ts';
import { HttpError } from '../../core/http/http-error.ts';
import { postWcAjax } from '../../core/http/wc-ajax.ts';
import type { MountContext } from '../../core/registry/define-widget.ts';
import { orderErrorAlert, prependNoticeGroup, removePageNotices, REVIEW_GROUP, revealNotices } from './checkout-notices.ts';
import { validateAll } from './inline-validation.ts';
import { reloadPage } from './navigation.ts';
import { capturePaymentState, restorePaymentState } from './payment-state.ts';
import { orderReviewPayload, type UpdateCheckoutArgs } from './review-payload.ts';
import { applyChangedFragments, type Fragments } from './review-fragments.ts';

export interface OrderReviewAnswer {
  result?: string;
  messages?: string;
  reload?: boolean;
  fragments?: Fragments;
}

const REVIEW_PARTS = '.woocommerce-checkout-payment, .woocommerce-checkout-review-order-table';
const SHIPPING_CONTROL = 'select.shipping_method, input[name^="shipping_method"]';
const BLOCK_OPTIONS = { message: null, background: '#fff' } as const;

function reviewParts(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(REVIEW_PARTS)];
}

function removeReviewNotices(): void {
  document.querySelectorAll(`.${REVIEW_GROUP}`).forEach((group) => group.remove());
}

/** The shipping rate control that asked for the update gets focus back once it was replaced. */
function refocusShippingControl(origin: Element | null | undefined): void {
  if (!(origin instanceof HTMLElement) || !origin.matches(SHIPPING_CONTROL) || !origin.id) return;
  document.getElementById(origin.id)?.focus();
}

/** WooCommerce's error list inside an alert region (a list cannot carry the alert role itself). */
function failureNotice(message: string): HTMLElement {
  const alert = document.createElement('div');
  alert.setAttribute('role', 'alert');
  const list = document.createElement('ul');
  list.className = 'woocommerce-error';
  const item = document.createElement('li');
  item.textContent = message;
  list.append(item);
  alert.append(list);
  return alert;
}

export interface ReviewUpdater {
  update(args?: UpdateCheckoutArgs): Promise<void>;
}

export function createReviewUpdater(form: HTMLFormElement, context: MountContext<unknown>): ReviewUpdater {
  let running: AbortController | null = null;
  let previousFragments: Fragments | null = null;
  context.onCleanup(() => running?.abort());

  const apply = (data: OrderReviewAnswer, args: UpdateCheckoutArgs) => {
    if (data?.reload === true) {
      reloadPage();
      return;
    }
    removeReviewNotices();
    const kept = capturePaymentState();
    if (data?.fragments && typeof data.fragments === 'object') {
      applyChangedFragments(data.fragments, previousFragments);
      previousFragments = data.fragments;
    }
    reviewParts().forEach(unblock);
    restorePaymentState(kept);
    if (data?.result === 'failure') {
      removePageNotices();
      if (typeof data.messages === 'string' && data.messages !== '') {
        prependNoticeGroup(form, REVIEW_GROUP, orderErrorAlert(data.messages));
      }
      validateAll(form);
      revealNotices(form);
    }
    refocusShippingControl(args.current_target);
    emit('updated_checkout', [data]);
  };

  const failed = (error: unknown) => {
    reviewParts().forEach(unblock);
    removeReviewNotices();
    const reason = error instanceof Error ? error.message : t('unknownError');
    prependNoticeGroup(form, REVIEW_GROUP, failureNotice(t('reviewUpdateFailed', { reason })));
  };

  return {
    async update(args = {}) {
      running?.abort();
      const mine = new AbortController();
      running = mine;
      const payload = orderReviewPayload(form, checkoutSettings().updateOrderReviewNonce, args);
      reviewParts().forEach((part) => block(part, BLOCK_OPTIONS));
      let data: OrderReviewAnswer;
      try {
        data = await postWcAjax<OrderReviewAnswer>('update_order_review', payload, { signal: mine.signal });
      } catch (error) {
        if (running !== mine || (error instanceof HttpError && error.kind === 'aborted')) return;
        running = null;
        failed(error);
        return;
      }
      if (running !== mine) return;
      running = null;
      apply(data, args);
    },
  };
}
