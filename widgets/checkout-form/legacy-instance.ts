// The `wc_checkout_form` object the legacy checkout passes to its veto hooks (`checkout_place_order`,
// `checkout_place_order_<gateway>`, `checkout_place_order_success`): gateways read its `$checkout_form` and
// `get_payment_method()`. `$checkout_form` holds every checkout form (a page builder prints one per module) and
// `$order_review` the page's `#order_review`, as the legacy script selected them.
import { checkoutFormsOf } from '../../core/dom/checkout-forms.ts';
import { pageJQuery } from '../../core/events/page-jquery.ts';
import { chosenPaymentMethod } from './checkout-fields.ts';

export interface LegacyCheckoutInstance {
  $checkout_form: unknown;
  $order_review: unknown;
  get_payment_method(): string;
}

export function legacyCheckoutInstance(form: HTMLFormElement): LegacyCheckoutInstance {
  const jQuery = pageJQuery();
  const orderReview = form.ownerDocument.querySelector('#order_review') ?? form;
  const forms = checkoutFormsOf(form);
  return {
    $checkout_form: jQuery ? jQuery(forms) : form,
    $order_review: jQuery ? jQuery(orderReview) : orderReview,
    get_payment_method: () => chosenPaymentMethod(form),
  };
}
