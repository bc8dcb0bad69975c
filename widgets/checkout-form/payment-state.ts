// What the shopper entered in the payment box and the terms box survives the order review update replacing
// them: the terms checkbox, the chosen gateway, and every `.payment_box` field with an id (boxes and radios
// as ticked, selects as chosen, other fields only where the new markup left them empty).
type PaymentField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface PaymentState {
  termsAccepted: boolean;
  paymentMethod: string | null;
  fields: Map<string, string | boolean>;
}

const PAYMENT_BOX_FIELDS = '.payment_box input, .payment_box select, .payment_box textarea';

const isTicked = (field: PaymentField): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

export function capturePaymentState(root: ParentNode = document): PaymentState {
  const fields = new Map<string, string | boolean>();
  for (const field of root.querySelectorAll<PaymentField>(PAYMENT_BOX_FIELDS)) {
    if (field.id) fields.set(field.id, isTicked(field) ? field.checked : field.value);
  }
  return {
    termsAccepted: root.querySelector<HTMLInputElement>('#terms')?.checked === true,
    paymentMethod: root.querySelector<HTMLInputElement>('input[name="payment_method"]:checked')?.value ?? null,
    fields,
  };
}

export function restorePaymentState(state: PaymentState, root: ParentNode = document): void {
  const terms = root.querySelector<HTMLInputElement>('#terms');
  if (terms && state.termsAccepted) terms.checked = true;
  if (state.paymentMethod !== null) {
    const radio = [...root.querySelectorAll<HTMLInputElement>('input[name="payment_method"]')].find((input) => input.value === state.paymentMethod);
    if (radio) radio.checked = true;
  }
  for (const field of root.querySelectorAll<PaymentField>(PAYMENT_BOX_FIELDS)) {
    const kept = field.id ? state.fields.get(field.id) : undefined;
    if (kept === undefined) continue;
    if (isTicked(field)) field.checked = kept === true;
    else if (field instanceof HTMLSelectElement) field.value = String(kept);
    else if (field.value === '') field.value = String(kept);
    else continue;
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
}
