// The `wc_checkout_form` object the legacy checkout passes to its veto hooks (`checkout_place_order`,
// `checkout_place_order_<gateway>`, `checkout_place_order_success`): gateways read its `$checkout_form` and
// `get_payment_method()`.
import { pageJQuery } from '../../core/events/page-jquery.ts';
import { chosenPaymentMethod } from './checkout-fields.ts';

export interface LegacyCheckoutInstance {
  $checkout_form: unknown;
  $order_review: unknown;
  get_payment_method(): string;
}

export function legacyCheckoutInstance(form: HTMLFormElement): LegacyCheckoutInstance {
  const jQuery = pageJQuery();
  const orderReview = form.querySelector('#order_review') ?? form;
  return {
    $checkout_form: jQuery ? jQuery(form) : form,
    $order_review: jQuery ? jQuery(orderReview) : orderReview,
    get_payment_method: () => chosenPaymentMethod(form),
  };
}
