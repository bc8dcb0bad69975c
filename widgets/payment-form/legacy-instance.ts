// What the pay-for-order form passes to a gateway's `checkout_place_order_<gateway>` hook: the legacy checkout's
// `wc_checkout_form` object as it is on that page — `$order_review` (this form), `$checkout_form` (the page has no
// checkout form: an empty set) and `get_payment_method()` (the checked gateway).
import { pageJQuery } from '../../core/events/page-jquery.ts';

export interface PayForOrderInstance {
  $checkout_form: unknown;
  $order_review: unknown;
  get_payment_method(): string;
}

export function chosenGateway(form: HTMLElement): string {
  return form.querySelector<HTMLInputElement>('input[name="payment_method"]:checked')?.value ?? '';
}

export function payForOrderInstance(form: HTMLFormElement): PayForOrderInstance {
  const jQuery = pageJQuery();
  return {
    // A selector, so jQuery gives its empty set (PageJQuery types only the element form of the call).
    $checkout_form: jQuery ? (jQuery as unknown as (selector: string) => unknown)('form.checkout') : null,
    $order_review: jQuery ? jQuery(form) : form,
    get_payment_method: () => chosenGateway(form),
  };
}
