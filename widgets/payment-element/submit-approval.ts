// The second submit that carries the new payment method: once the payment method is in the form, the form is
// submitted again, and only that submit passes the card form's veto (the checkout's
// `checkout_place_order_<gateway>`, the add-payment-method form's submit). The approval lasts while the submit
// event is dispatched, so a plugin vetoing that submit does not leave a pass behind.

const approved = new WeakSet<HTMLFormElement>();

export function isApproved(form: HTMLFormElement): boolean {
  return approved.has(form);
}

/** Submits in a task of its own: a submit requested while the first one's event is still being dispatched (the
 *  payment method can be ready within it, its promises settling between listeners) would be dropped. */
export async function submitApproved(form: HTMLFormElement): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  const placeOrder = form.querySelector('#place_order');
  approved.add(form);
  try {
    form.requestSubmit(placeOrder instanceof HTMLButtonElement || placeOrder instanceof HTMLInputElement ? placeOrder : undefined);
  } finally {
    approved.delete(form);
  }
}
