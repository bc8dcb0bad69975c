// Inline validation of the checkout's rows (`.form-row` with validate-required, validate-email, validate-phone):
// typing clears a field's state; a change, leaving the field or a `validate` event checks it. An invalid field
// gets `aria-invalid` and its row `woocommerce-invalid` plus the reason's class; a valid one `woocommerce-validated`.
import { checkoutFormsOf, queryCheckoutAll } from '../../core/dom/checkout-forms.ts';
import type { MountContext } from '../../core/registry/define-widget.ts';

export const VALIDATED_FIELDS = '.input-text, select, input[type="checkbox"]';

const STATE_CLASSES = ['woocommerce-invalid', 'woocommerce-invalid-required-field', 'woocommerce-invalid-email', 'woocommerce-invalid-phone', 'woocommerce-validated'];

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Something before an @, a domain with at least one dot after it, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+\.?$/u;
/** What a phone number may hold: whitespace, #, digits, _, -, +, /, parentheses and dots. */
const PHONE_CHARACTERS = /[\s#0-9_\-+/().]/g;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value);
}

export function isValidPhone(value: string): boolean {
  return value.replace(PHONE_CHARACTERS, '') === '';
}

export function isField(target: EventTarget | null): target is Field {
  return (target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement) && target.matches(VALIDATED_FIELDS);
}

/** Typing: the field's previous verdict and server error go. */
export function clearFieldState(field: Field): void {
  field.removeAttribute('aria-invalid');
  field.removeAttribute('aria-describedby');
  const row = field.closest('.form-row');
  row?.querySelectorAll('.checkout-inline-error-message').forEach((message) => message.remove());
  row?.classList.remove(...STATE_CLASSES);
}

/** Checks the field against its row's rules; true when valid (or when it is in no row). */
export function validateField(field: Field): boolean {
  const row = field.closest('.form-row');
  if (!row) return true;
  const value = field.value;
  const failures: string[] = [];
  const unticked = field instanceof HTMLInputElement && field.type === 'checkbox' && !field.checked;
  if (row.classList.contains('validate-required') && (unticked || value === '')) failures.push('woocommerce-invalid-required-field');
  if (row.classList.contains('validate-email') && value !== '' && !isValidEmail(value)) failures.push('woocommerce-invalid-email');
  if (row.classList.contains('validate-phone') && !isValidPhone(value)) failures.push('woocommerce-invalid-phone');
  if (failures.length > 0) {
    field.setAttribute('aria-invalid', 'true');
    row.classList.remove('woocommerce-validated');
    row.classList.add('woocommerce-invalid', ...failures);
    return false;
  }
  field.removeAttribute('aria-invalid');
  row.classList.remove(...STATE_CLASSES);
  row.classList.add('woocommerce-validated');
  return true;
}

/** Checks every field of the checkout's forms (after a server error, as the legacy script does). */
export function validateAll(form: HTMLFormElement): void {
  queryCheckoutAll<Field>(form, VALIDATED_FIELDS).forEach((field) => {
    if (isField(field)) validateField(field);
  });
}

export function watchInlineValidation(form: HTMLFormElement, { listen }: MountContext<unknown>): void {
  for (const part of checkoutFormsOf(form)) {
    listen(part, 'input', (event) => {
      if (isField(event.target)) clearFieldState(event.target);
    });
    for (const type of ['change', 'focusout', 'validate']) {
      listen(part, type, (event) => {
        if (isField(event.target)) validateField(event.target);
      });
    }
  }
}
