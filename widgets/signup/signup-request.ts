// The opt-in request, as the builder's script sends it: admin-ajax `et_pb_submit_subscribe_form` with the nonce, the
// list, the names and address, the provider's account fields, the custom fields by id and the hidden ones' ids; and what
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

export function signupBody(form: HTMLFormElement, fields: SignupFields, nonce: string, extra: { custom: Record<string, string>; hiddenIds: readonly string[]; token: string }): URLSearchParams {
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
  });
  // As jQuery's $.param nests them, in the theme's order: et_custom_fields[<id>]=value, et_hidden_fields[]=id (an
  // empty object or list sends nothing), then the token and the checksum.
  for (const [id, value] of Object.entries(extra.custom)) body.append(`et_custom_fields[${id}]`, value);
  for (const id of extra.hiddenIds) body.append('et_hidden_fields[]', id);
  body.append('token', extra.token);
  body.append('et_checksum', hidden(form, 'et_pb_signup_checksum'));
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
