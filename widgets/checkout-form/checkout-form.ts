// The classic checkout without jQuery: order review updates, the disclosure toggles, coupons, inline
// validation and placing the order, on `form.checkout` and WooCommerce's own classes, ids and names inside it.
// A page builder's checkout modules each print their own `form.checkout`: the first of them leads and works
// across all (core/dom/checkout-forms.ts), the others' mounts do nothing. On the checkout page itself
// `init_checkout` fires at mount, which asks for a first update.
import { checkoutSettings } from '../../core/config/checkout-settings.ts';
import { leadCheckoutForm } from '../../core/dom/checkout-forms.ts';
import { emit } from '../../core/events/bridge.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { watchCheckoutCoupons } from './checkout-coupons.ts';
import { isField, validateField, watchInlineValidation } from './inline-validation.ts';
import { hearJQueryTriggers } from './jquery-triggers.ts';
import { watchPlaceOrder } from './place-order.ts';
import { createReviewUpdater } from './review-update.ts';
import { watchToggles } from './toggles.ts';
import { watchUpdateTriggers } from './update-triggers.ts';
import { loadSanitizer } from '../../core/dom/sanitize.ts';

export async function mount(context: MountContext<NoAttributes>): Promise<void> {
  const form = context.element;
  if (!(form instanceof HTMLFormElement) || leadCheckoutForm(form) !== form) return;
  await loadSanitizer();
  const updater = createReviewUpdater(form, context);
  const triggers = watchUpdateTriggers(form, context, (args) => updater.update(args));
  const toggles = watchToggles(form, context);
  watchInlineValidation(form, context);
  watchCheckoutCoupons(form, context, triggers.requestUpdate);
  const placeOrder = watchPlaceOrder(form, context, { cancelPendingUpdate: triggers.cancelPending, requestUpdate: () => triggers.requestUpdate() });
  hearJQueryTriggers(form, context, {
    change(target) {
      toggles.boxChanged(target);
      if (isField(target)) validateField(target);
      triggers.fieldChanged(target);
    },
    validate(target) {
      if (isField(target)) validateField(target);
    },
    submit: placeOrder,
  });
  context.on('init_checkout', () => triggers.requestUpdate());
  if (checkoutSettings().isCheckout) emit('init_checkout');
}
