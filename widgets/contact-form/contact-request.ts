// The contact form's request, as the theme's script sends it (SPEC §7, reference §14): a POST to the form's own
// action (the page) of the serialized form, plus `et_pb_contact_email_fields_<num>` (the JSON list of the visible
// fields), `token`, the captcha's two digits (for the server's own check) and, when some are hidden,
// `et_pb_contact_email_hidden_fields_<num>`. The answer is the page: its
// copy of this module's container is what replaces the current one's content. A page answered with an error status
// still brings its container (a load error falls back to it); an answer without the container, or cut before its
// end, is refused with a French reason.
import { answeredElement } from '../../core/dom/answered-page.ts';
import { HttpError } from '../../core/http/http-error.ts';
import { requestText } from '../../core/http/request.ts';
import type { BuilderField } from '../../core/forms/builder-fields.ts';
import type { ContactFormSettings } from './contact-form-settings.ts';
import { t } from './contact-form.strings.ts';

export function contactBody(form: HTMLFormElement, num: string, fields: readonly BuilderField[], hidden: ReadonlySet<string>, token: string): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') body.append(name, value);
  const listed = fields
    .filter((field) => !hidden.has(field.id))
    .map((field) => ({ field_id: field.name, original_id: field.id, required_mark: field.required ? 'required' : 'not_required', field_type: field.type, field_label: field.label }));
  body.set(`et_pb_contact_email_fields_${num}`, JSON.stringify(listed));
  body.set('token', token);
  const captcha = form.querySelector<HTMLInputElement>('input.et_pb_contact_captcha');
  if (captcha && captcha.value.trim() !== '') {
    body.set(`et_pb_contact_captcha_first_digit_${num}`, captcha.dataset['first_digit'] ?? '');
    body.set(`et_pb_contact_captcha_second_digit_${num}`, captcha.dataset['second_digit'] ?? '');
  }
  if (hidden.size > 0) body.set(`et_pb_contact_email_hidden_fields_${num}`, JSON.stringify([...hidden]));
  return body;
}

/** The selector that finds this module's container in the answered page. */
export const containerSelector = (container: HTMLElement): string =>
  container.id ? `#${CSS.escape(container.id)}` : `.et_pb_contact_form_container[data-form_unique_num="${CSS.escape(container.dataset['form_unique_num'] ?? '')}"]`;

export async function sendContact(action: string, body: URLSearchParams, selector: string, settings: ContactFormSettings, signal: AbortSignal): Promise<Element> {
  let page: string;
  try {
    ({ text: page } = await requestText(action, { method: 'POST', body, headers: { 'X-Requested-With': 'XMLHttpRequest' }, timeout: settings.requestTimeout, signal }));
  } catch (error) {
    const returned = error instanceof HttpError && error.kind === 'http' && typeof error.body === 'string' ? answeredElement(error.body, selector) : null;
    if (returned) return returned;
    throw error;
  }
  const container = answeredElement(page, selector);
  if (!container) throw new HttpError('interrupted', t('contactAnswerIncomplete'));
  return container;
}
