// The second submit that carries the new payment method: once the payment method is in the form, the form is
// submitted again, and only that submit passes the card form's veto (the checkout's
// `checkout_place_order_<gateway>`, the add-payment-method form's submit). The approval lasts while the submit
// event is dispatched, so a plugin vetoing that submit does not leave a pass behind.

const approved = new WeakSet<HTMLFormElement>();

export function isApproved(form: HTMLFormElement): boolean {
  return approved.has(form);
}

export function submitApproved(form: HTMLFormElement): void {
  const placeOrder = form.querySelector('#place_order');
  approved.add(form);
  try {
    form.requestSubmit(placeOrder instanceof HTMLButtonElement || placeOrder instanceof HTMLInputElement ? placeOrder : undefined);
  } finally {
    approved.delete(form);
  }
}
