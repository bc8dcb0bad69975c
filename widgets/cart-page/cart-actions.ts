// What the shopper does on the cart page, as WooCommerce's cart.js does it but without reloads: update, remove,
// undo, coupons, shipping method, shipping calculator. One action at a time: the affected blocks are blocked
// meanwhile and another action is ignored (a refresh asked by an event waits for its turn), so nothing is sent
// twice. Every failure ends in a French notice with the blocks released and nothing resent; when an answer to a
// page request was lost (the server may have acted), the cart page is read again so the cart shown is the shop's.
import { pageConfig } from '../../core/config/page-config.ts';
import { t } from './cart-page.strings.ts';
import { scrollToNotices } from '../../core/dom/scroll-to-notices.ts';
import { sanitizeToFragment } from '../../core/dom/sanitize.ts';
import { emit } from '../../core/events/bridge.ts';
import { HttpError } from '../../core/http/http-error.ts';
import { clearNotices, showFailure, showNotices } from './cart-notices.ts';
import { formFields, getCartPage, postCartAjax, postCartPage, shippingMethodFields } from './cart-requests.ts';
import { swapCart, swapTotals, type SwapOutcome } from './cart-swap.ts';
import { clearCouponError, isErrorAnswer, showCouponError } from './coupon-error.ts';
import { blockProcessing, unblockProcessing } from './processing-block.ts';
import { markCalculatorClosed } from './shipping-calculator-toggle.ts';
import { hasChanges, lineValues, setUpdateEnabled } from './update-button.ts';
import { cartSettings } from '../../core/config/cart-settings.ts';

type FailureKey = 'cartUpdateFailed' | 'cartItemRemoveFailed' | 'cartItemRestoreFailed' | 'couponApplyFailed' | 'couponRemoveFailed' | 'shippingMethodFailed' | 'shippingCalculationFailed';

/** The answer may have been lost after the server acted (no answer, a cut or incomplete one, a time-out). */
function answerLost(error: HttpError): boolean {
  return error.kind !== 'http' && error.kind !== 'aborted';
}

export interface CartActions {
  /** The update button follows the shopper's changes to the cart lines. */
  syncUpdateButton(): void;
  /** Posts the cart form with `update_cart` (the button, or Enter in a quantity). */
  update(): Promise<void>;
  /** Re-reads the cart by posting its form (`wc_update_cart`, `added_to_cart`), after the running action. */
  refresh(keepNotices: boolean): Promise<void>;
  remove(link: HTMLAnchorElement): Promise<void>;
  restore(link: HTMLAnchorElement): Promise<void>;
  applyCoupon(): Promise<void>;
  removeCoupon(link: HTMLElement): Promise<void>;
  changeShippingMethod(input: HTMLInputElement | HTMLSelectElement): Promise<void>;
  calculateShipping(form: HTMLFormElement): Promise<void>;
  /** Whether an action is running (submits and clicks meanwhile are swallowed). */
  busy(): boolean;
}

export function createCartActions(root: HTMLElement): CartActions {
  let running = false;
  let queuedRefresh: { keepNotices: boolean } | null = null;
  /** A shipping rate chosen while another action ran: the totals that action brings back would undo the choice. */
  let queuedRate: { name: string; value: string } | null = null;
  let printed: string[] = [];

  const cartForm = () => root.querySelector<HTMLFormElement>('form.woocommerce-cart-form');
  const totals = () => root.querySelector<HTMLElement>('div.cart_totals');

  /** After the server printed the cart: the update button is disabled until the next change. */
  function takePrintedState(): void {
    const form = cartForm();
    printed = form ? lineValues(form) : [];
    if (form) setUpdateEnabled(form, false);
    markCalculatorClosed(root);
  }
  takePrintedState();

  async function exclusively(blocks: Array<HTMLElement | null>, work: () => Promise<void>): Promise<void> {
    if (running) return;
    running = true;
    const blocked = blocks.filter((element): element is HTMLElement => element !== null && blockProcessing(element));
    try {
      await work();
    } finally {
      blocked.forEach(unblockProcessing);
      running = false;
      const next = queuedRefresh;
      queuedRefresh = null;
      if (next) void actions.refresh(next.keepNotices);
      else chooseQueuedRate();
    }
  }

  /** Chooses again the rate picked while an action ran, when the totals now on the page did not keep it. */
  function chooseQueuedRate(): void {
    const rate = queuedRate;
    queuedRate = null;
    if (!rate) return;
    const input = [...root.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[name^="shipping_method"], select.shipping_method')].find(
      (candidate) => candidate.name === rate.name && (candidate instanceof HTMLSelectElement || candidate.value === rate.value),
    );
    if (!input) return;
    if (input instanceof HTMLSelectElement) {
      if (input.value === rate.value) return;
      input.value = rate.value;
    } else {
      if (input.checked) return;
      input.checked = true;
    }
    void actions.changeShippingMethod(input);
  }

  function announceSwap(outcome: SwapOutcome): void {
    takePrintedState();
    if (outcome === 'emptied') {
      emit('wc_cart_emptied');
    } else {
      if (root.querySelector('form.checkout, .woocommerce-checkout')) emit('update_checkout');
      emit('updated_cart_totals');
    }
    emit('updated_wc_div');
  }

  const scrollToAlert = () => scrollToNotices(root.ownerDocument.querySelector('[role="alert"]'));

  /** Swaps the cart from the page; an answer that is no cart page is an incomplete one. */
  function applyPage(page: Document, keepNotices: boolean): SwapOutcome {
    const outcome = swapCart(root, page, { keepNotices });
    if (!outcome) throw new HttpError('invalid_json', t('cartAnswerIncomplete'));
    announceSwap(outcome);
    return outcome;
  }

  /** The French notice for `error`; a lost answer to a page request re-reads the cart first. */
  async function fail(error: unknown, key: FailureKey, rereadCart: boolean): Promise<void> {
    if (!(error instanceof HttpError)) throw error;
    let saved = false;
    if (rereadCart && answerLost(error)) {
      try {
        applyPage(await getCartPage(pageConfig().cartUrl), false);
        saved = true;
      } catch {
        // The notice below says the change failed; the cart shown stays as it was.
      }
    }
    const message = [t(key, { reason: error.message }), saved ? t('cartShownAsSaved') : '', t('tryAgain')].filter(Boolean).join(' ');
    scrollToNotices(showFailure(root, message));
  }

  async function pageRequest(key: FailureKey, request: () => Promise<Document>, keepNotices: boolean): Promise<SwapOutcome | null> {
    try {
      const outcome = applyPage(await request(), keepNotices);
      scrollToAlert();
      return outcome;
    } catch (error) {
      await fail(error, key, true);
      return null;
    }
  }

  function postForm(extra: Record<string, string>): Promise<Document> {
    const form = cartForm();
    if (!form) return getCartPage(pageConfig().cartUrl);
    return postCartPage(form.action, formFields(form, extra));
  }

  const actions: CartActions = {
    busy: () => running,

    syncUpdateButton() {
      const form = cartForm();
      if (form) setUpdateEnabled(form, hasChanges(form, printed));
    },

    update() {
      const form = cartForm();
      if (!form) return Promise.resolve();
      const button = form.querySelector<HTMLButtonElement | HTMLInputElement>('[name="update_cart"]');
      return exclusively([form, totals()], async () => {
        await pageRequest('cartUpdateFailed', () => postForm({ update_cart: button?.value ?? '' }), false);
      });
    },

    refresh(keepNotices) {
      if (running) {
        queuedRefresh = { keepNotices: keepNotices && (queuedRefresh?.keepNotices ?? true) };
        return Promise.resolve();
      }
      return exclusively([cartForm(), totals()], async () => {
        await pageRequest('cartUpdateFailed', () => postForm({}), keepNotices);
      });
    },

    remove(link) {
      return exclusively([cartForm(), totals()], async () => {
        const outcome = await pageRequest('cartItemRemoveFailed', () => getCartPage(link.href), false);
        if (outcome) emit('item_removed_from_classic_cart');
      });
    },

    restore(link) {
      return exclusively([cartForm(), totals()], async () => {
        await pageRequest('cartItemRestoreFailed', () => getCartPage(link.href), false);
      });
    },

    applyCoupon() {
      const form = cartForm();
      const field = root.querySelector<HTMLInputElement>('#coupon_code');
      if (!form || !field) return Promise.resolve();
      const code = field.value;
      return exclusively([form, totals()], async () => {
        clearCouponError(root);
        let answer: string;
        try {
          answer = await postCartAjax('apply_coupon', { security: cartSettings().applyCouponNonce, coupon_code: code });
        } catch (error) {
          await fail(error, 'couponApplyFailed', false);
          return;
        }
        clearNotices(root);
        if (isErrorAnswer(answer)) {
          showCouponError(root, sanitizeToFragment(answer).textContent ?? '');
          field.focus();
        } else {
          showNotices(root, [sanitizeToFragment(answer)]);
          field.value = '';
        }
        emit('applied_coupon', [code]);
        await pageRequest('cartUpdateFailed', () => postForm({}), true);
        if (root.querySelector('#coupon-error-notice')) root.querySelector<HTMLInputElement>('#coupon_code')?.focus();
      });
    },

    removeCoupon(link) {
      const coupon = link.dataset['coupon'] ?? '';
      return exclusively([cartForm(), totals()], async () => {
        let answer: string;
        try {
          answer = await postCartAjax('remove_coupon', { security: cartSettings().removeCouponNonce, coupon });
        } catch (error) {
          await fail(error, 'couponRemoveFailed', false);
          return;
        }
        clearNotices(root);
        showNotices(root, [sanitizeToFragment(answer)]);
        emit('removed_coupon', [coupon]);
        await pageRequest('cartUpdateFailed', () => postForm({}), true);
      });
    },

    changeShippingMethod(input) {
      const chosenId = input.id;
      if (running) {
        queuedRate = { name: input.name, value: input.value };
        return Promise.resolve();
      }
      return exclusively([totals()], async () => {
        const data = { security: cartSettings().updateShippingMethodNonce, ...shippingMethodFields(root) };
        try {
          const answer = await postCartAjax('update_shipping_method', data);
          if (!swapTotals(root, answer)) throw new HttpError('invalid_json', t('cartAnswerIncomplete'));
        } catch (error) {
          await fail(error, 'shippingMethodFailed', false);
          return;
        }
        markCalculatorClosed(root);
        emit('updated_cart_totals');
        emit('updated_shipping_method');
        if (chosenId) root.ownerDocument.getElementById(chosenId)?.focus();
      });
    },

    calculateShipping(calculator) {
      return exclusively([totals(), cartForm(), calculator], async () => {
        await pageRequest('shippingCalculationFailed', () => postCartPage(calculator.action, formFields(calculator, { calc_shipping: 'x' })), false);
      });
    },
  };
  return actions;
}
