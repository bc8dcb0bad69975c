// The hidden fields WooPayments' server reads with the order: each set once per form (a retry replaces the
// previous attempt's value instead of posting two).

export function setHiddenField(form: HTMLFormElement, name: string, value: string): void {
  const existing = form.querySelectorAll<HTMLInputElement>(`input[type="hidden"][name="${CSS.escape(name)}"]`);
  existing.forEach((input, index) => index > 0 && input.remove());
  const input = existing[0] ?? form.ownerDocument.createElement('input');
  input.type = 'hidden';
  input.name = name;
  input.id = name;
  input.value = value;
  if (!input.isConnected) form.append(input);
}

export function removeHiddenFields(form: HTMLFormElement, names: readonly string[]): void {
  for (const name of names) form.querySelectorAll(`input[type="hidden"][name="${CSS.escape(name)}"]`).forEach((input) => input.remove());
}

export const PAYMENT_METHOD_ERROR_FIELDS = ['wcpay-payment-method-error-code', 'wcpay-payment-method-error-decline-code', 'wcpay-payment-method-error-message', 'wcpay-payment-method-error-type'] as const;

interface PaymentMethodError {
  code?: string;
  decline_code?: string;
  message?: string;
  type?: string;
}

/** The payment method creation failed: WooPayments posts the error for the shop to report and log. */
export function setPaymentMethodError(form: HTMLFormElement, error: PaymentMethodError): void {
  setHiddenField(form, 'wcpay-payment-method', 'woocommerce_payments_payment_method_error');
  setHiddenField(form, 'wcpay-payment-method-error-code', error.code ?? '');
  setHiddenField(form, 'wcpay-payment-method-error-decline-code', error.decline_code ?? '');
  setHiddenField(form, 'wcpay-payment-method-error-message', error.message ?? '');
  setHiddenField(form, 'wcpay-payment-method-error-type', error.type ?? '');
}
