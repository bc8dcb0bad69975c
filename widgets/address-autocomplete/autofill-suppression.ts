// While suggestions are shown, the browser's and password managers' own address pop-ups would cover them:
// the field gets autocomplete="none" (its value kept in `data-original-autocomplete`, restored afterwards, or
// "address-line1" when it had none) and data-lpignore / data-op-ignore / data-1p-ignore = "true" (back to
// "false" after). `data-autocomplete-manipulating="true"` marks the change for two animation frames, so the
// checkout asks no order review update for it. The field stays in place (WooCommerce detaches and re-attaches
// it, which loses the focus and the caret).
const IGNORE_ATTRIBUTES = ['data-lpignore', 'data-op-ignore', 'data-1p-ignore'];
const DEFAULT_AUTOCOMPLETE = 'address-line1';

export const MANIPULATING_ATTRIBUTE = 'data-autocomplete-manipulating';

/** Wraps a callback so its errors are reported for the widget (the mount context's guard). */
export type Guard = (callback: () => void) => () => void;

function markManipulating(input: HTMLInputElement, guard: Guard): void {
  input.setAttribute(MANIPULATING_ATTRIBUTE, 'true');
  requestAnimationFrame(guard(() => requestAnimationFrame(guard(() => input.removeAttribute(MANIPULATING_ATTRIBUTE)))));
}

export function suppressAutofill(input: HTMLInputElement, guard: Guard): void {
  if (input.getAttribute('autocomplete') === 'none') return;
  markManipulating(input, guard);
  input.setAttribute('data-original-autocomplete', input.getAttribute('autocomplete') ?? DEFAULT_AUTOCOMPLETE);
  input.setAttribute('autocomplete', 'none');
  for (const name of IGNORE_ATTRIBUTES) input.setAttribute(name, 'true');
}

export function restoreAutofill(input: HTMLInputElement, guard: Guard): void {
  if (input.getAttribute('autocomplete') !== 'none') return;
  markManipulating(input, guard);
  input.setAttribute('autocomplete', input.getAttribute('data-original-autocomplete') || DEFAULT_AUTOCOMPLETE);
  input.removeAttribute('data-original-autocomplete');
  for (const name of IGNORE_ATTRIBUTES) input.setAttribute(name, 'false');
}
