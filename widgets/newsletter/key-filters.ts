// Brevo's key filters, without its defects: typed characters outside the allowed set are refused in SMS fields
// (digits, +, space, parentheses, dash) and date fields (digits, space, dash, slash). Only typing is filtered
// (`beforeinput` of inputType insertText outside a composition), so pasting, an IME, autofill, dictation and a
// screen reader's own keys are never blocked; the rules of field-rules.ts judge what was pasted.
import type { MountContext } from '../../core/registry/define-widget.ts';

const ALLOWED: ReadonlyArray<readonly [selector: string, allowed: RegExp]> = [
  ['input.sib-sms', /^[0-9+ ()-]*$/],
  ['input.sib-date', /^[0-9 /-]*$/],
];

export function refusesTypedText(field: Element, inputType: string, data: string | null, isComposing: boolean): boolean {
  if (inputType !== 'insertText' || isComposing || data === null) return false;
  const rule = ALLOWED.find(([selector]) => field.matches(selector));
  return rule !== undefined && !rule[1].test(data);
}

export function filterTypedKeys(form: HTMLFormElement, listen: MountContext<unknown>['listen']): void {
  listen(form, 'beforeinput', (event) => {
    const input = event as InputEvent;
    if (input.target instanceof Element && refusesTypedText(input.target, input.inputType, input.data, input.isComposing)) input.preventDefault();
  });
}
