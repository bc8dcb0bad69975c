// A form's fields as jQuery's serialize() sends them: the successful controls (checked boxes and radios, chosen
// options, enabled fields with a name), never the submit button or file inputs.

export function serializeForm(form: HTMLFormElement): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') body.append(name, value);
  }
  return body;
}
