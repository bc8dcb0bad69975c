// The opt-in request, as the builder's script sends it: admin-ajax `et_pb_submit_subscribe_form` with the nonce, the
// list, the names and address, the provider's account fields, the custom fields by id and the hidden ones; and what
// its answer means: `{success}`, `{error: text}`, or anything else (an empty answer) as the theme's
// `subscription_failed`.
import { formBody } from '../../core/http/form-body.ts';
import { requestText } from '../../core/http/request.ts';
import type { SignupSettings } from './signup-settings.ts';

export interface SignupFields {
  firstName: string;
  lastName: string;
  email: string;
}

export type SignupOutcome = { kind: 'success' } | { kind: 'error'; text: string } | { kind: 'failed' };

const hidden = (form: HTMLFormElement, name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';

export function signupBody(form: HTMLFormElement, fields: SignupFields, nonce: string): URLSearchParams {
  const custom: Record<string, string> = {};
  for (const field of form.querySelectorAll<HTMLInputElement>('.et_pb_signup_custom_field [name]')) {
    if ((field.type === 'checkbox' || field.type === 'radio') && !field.checked) continue;
    custom[field.dataset['id'] ?? field.name] = field.value;
  }
  const body = formBody({
    action: 'et_pb_submit_subscribe_form',
    et_frontend_nonce: nonce,
    et_list_id: hidden(form, 'et_pb_signup_list_id'),
    et_firstname: fields.firstName,
    et_lastname: fields.lastName,
    et_email: fields.email,
    et_provider: hidden(form, 'et_pb_signup_provider'),
    et_account: hidden(form, 'et_pb_signup_account_name'),
    et_ip_address: hidden(form, 'et_pb_signup_ip_address'),
    token: '',
    et_checksum: hidden(form, 'et_pb_signup_checksum'),
  });
  // As jQuery's $.param nests them: et_custom_fields[<id>]=value (an empty list of hidden fields sends nothing).
  for (const [id, value] of Object.entries(custom)) body.append(`et_custom_fields[${id}]`, value);
  return body;
}

export function signupOutcome(text: string): SignupOutcome {
  let reply: unknown;
  try {
    reply = JSON.parse(text);
  } catch {
    return { kind: 'failed' };
  }
  if (!reply || typeof reply !== 'object') return { kind: 'failed' };
  const { success, error } = reply as Record<string, unknown>;
  if (typeof error === 'string' && error.trim() !== '') return { kind: 'error', text: error };
  if (success) return { kind: 'success' };
  return { kind: 'failed' };
}

export async function sendSignup(body: URLSearchParams, settings: SignupSettings, signal: AbortSignal): Promise<SignupOutcome> {
  const { text } = await requestText(settings.ajaxUrl, { method: 'POST', body, headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' }, timeout: settings.requestTimeout, signal });
  return signupOutcome(text);
}
