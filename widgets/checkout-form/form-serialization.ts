// The checkout's fields as jQuery's serialize() of `form.checkout` sends them: the successful controls (checked
// boxes and radios, chosen options, enabled fields with a name) of every checkout form in document order (a page
// builder prints one per module), never the submit button or file inputs.
import { checkoutFormsOf } from '../../core/dom/checkout-forms.ts';

export function serializeForm(form: HTMLFormElement): URLSearchParams {
  const body = new URLSearchParams();
  for (const part of checkoutFormsOf(form)) {
    for (const [name, value] of new FormData(part)) {
      if (typeof value === 'string') body.append(name, value);
    }
  }
  return body;
}
