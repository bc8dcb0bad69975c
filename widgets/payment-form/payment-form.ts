// The pay-for-order and add-payment-method forms: inline terms (terms-toggle.ts) and a blocked plain POST
// (submit-block.ts). The pay-for-order form leaves the browser's field checks to the server, as WooCommerce
// does; the add-payment-method form announces itself to gateways with `init_add_payment_method`.
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { emit } from '../../core/events/bridge.ts';
import { blockWhileSubmitting } from './submit-block.ts';
import { toggleInlineTerms } from './terms-toggle.ts';
import { checkoutSettings } from '../../core/config/checkout-settings.ts';

function skipBrowserValidation(form: HTMLFormElement, { onCleanup }: MountContext<NoAttributes>): void {
  if (form.noValidate) return;
  form.noValidate = true;
  onCleanup(() => (form.noValidate = false));
}

export function mount(context: MountContext<NoAttributes>): void {
  const form = context.element as HTMLFormElement;
  const payingForOrder = form.id === 'order_review';
  // The checkout's own review is never a form; a form#order_review on the checkout belongs to the checkout's script.
  if (payingForOrder && checkoutSettings().isCheckout) return;
  toggleInlineTerms(context);
  blockWhileSubmitting(context, { askGateway: payingForOrder });
  if (payingForOrder) skipBrowserValidation(form, context);
  else emit('init_add_payment_method');
}
