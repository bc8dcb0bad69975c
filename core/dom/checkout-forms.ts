// WooCommerce's classic checkout as one form, whether printed whole or cut up. WooCommerce prints one
// `form.checkout`; a page builder's checkout modules (Divi 4.14+: Woo Checkout Billing, Shipping, Additional Info,
// Order Details, Payment) each run WooCommerce's checkout shortcode for their own part, so the page holds one
// `form.checkout` per module, which together make the checkout. These find the checkout's forms and what they
// hold, in document order; any other form is its own scope.

export const CHECKOUT_FORM_SELECTOR = 'form.checkout';

/** The forms that make one checkout with `form`: every `form.checkout` of its document when it is one, else itself. */
export function checkoutFormsOf(form: HTMLFormElement): HTMLFormElement[] {
  if (!form.isConnected || !form.matches(CHECKOUT_FORM_SELECTOR)) return [form];
  return [...form.ownerDocument.querySelectorAll<HTMLFormElement>(CHECKOUT_FORM_SELECTOR)];
}

/** The checkout's first form in document order: the one its notices go on top of, whose script speaks for all. */
export function leadCheckoutForm(form: HTMLFormElement): HTMLFormElement {
  return checkoutFormsOf(form)[0] ?? form;
}

/** The first element matching `selector` in the checkout's forms. */
export function queryCheckout<E extends Element = Element>(form: HTMLFormElement, selector: string): E | null {
  for (const part of checkoutFormsOf(form)) {
    const found = part.querySelector<E>(selector);
    if (found) return found;
  }
  return null;
}

/** Every element matching `selector` in the checkout's forms. */
export function queryCheckoutAll<E extends Element = Element>(form: HTMLFormElement, selector: string): E[] {
  return checkoutFormsOf(form).flatMap((part) => [...part.querySelectorAll<E>(selector)]);
}

/** `node` is inside one of the checkout's forms. */
export function checkoutContains(form: HTMLFormElement, node: Node): boolean {
  return checkoutFormsOf(form).some((part) => part.contains(node));
}

/** The form holding the checkout's payment methods (a gateway's own script listens there), else the lead. */
export function paymentCheckoutForm(form: HTMLFormElement): HTMLFormElement {
  return queryCheckout(form, 'input[name="payment_method"]')?.closest('form') ?? leadCheckoutForm(form);
}
