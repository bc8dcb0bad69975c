// While suggestions are shown, the browser's and password managers' own address pop-ups would cover them:
// the field gets autocomplete="none" (its value kept in `data-original-autocomplete`, restored afterwards, or
// "address-line1" when it had none) and data-lpignore / data-op-ignore / data-1p-ignore = "true" (back to
// "false" after). The field stays in place: WooCommerce detaches and re-attaches it so browsers notice, which
// loses the focus and the caret (and makes screen readers announce the field again).
const IGNORE_ATTRIBUTES = ['data-lpignore', 'data-op-ignore', 'data-1p-ignore'];
const DEFAULT_AUTOCOMPLETE = 'address-line1';

export function suppressAutofill(input: HTMLInputElement): void {
  if (input.getAttribute('autocomplete') === 'none') return;
  input.setAttribute('data-original-autocomplete', input.getAttribute('autocomplete') ?? DEFAULT_AUTOCOMPLETE);
  input.setAttribute('autocomplete', 'none');
  for (const name of IGNORE_ATTRIBUTES) input.setAttribute(name, 'true');
}

export function restoreAutofill(input: HTMLInputElement): void {
  if (input.getAttribute('autocomplete') !== 'none') return;
  input.setAttribute('autocomplete', input.getAttribute('data-original-autocomplete') || DEFAULT_AUTOCOMPLETE);
  input.removeAttribute('data-original-autocomplete');
  for (const name of IGNORE_ATTRIBUTES) input.setAttribute(name, 'false');
}
