// The subscription request, as Brevo's script sends it: the form's fields POSTed to the form's action (the page
// itself when it has none, where the plugin answers before WordPress builds the page), plus `security` and one
// `interestingLists[]` per list box, checked or not; an SMS field holding only its prefix is sent empty. The JSON
// answer becomes what the shopper sees (SPEC §8): success and update in green (and the redirect, http(s) only),
// already_exist as a warning, failure, invalid and the captcha statuses as errors with the server's text, and any
// other status (a refused nonce, an empty one) as a French error where Brevo's script showed nothing.
import { requestJson } from '../../core/http/request.ts';
import { smsPrefixOf } from './form-validation.ts';
import { smsToSend } from './field-rules.ts';
import type { MessageVariant } from './form-message.ts';
import { t } from './newsletter.strings.ts';

export function subscriptionUrl(form: HTMLFormElement): string {
  const action = form.getAttribute('action');
  const url = new URL(action?.trim() ? action : window.location.href, document.baseURI);
  url.hash = '';
  return url.href;
}

export function subscriptionBody(form: HTMLFormElement, nonce: string): URLSearchParams {
  const body = new URLSearchParams();
  const prefix = smsPrefixOf(form);
  const smsNames = new Set([...form.querySelectorAll<HTMLInputElement>('input.sib-sms')].map((field) => field.name));
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string') continue;
    body.append(name, smsNames.has(name) ? smsToSend(value, prefix) : value);
  }
  body.set('security', nonce);
  for (const list of form.querySelectorAll<HTMLInputElement>('input.sib-interesting-lists')) body.append('interestingLists[]', list.value);
  return body;
}

export interface SubscriptionOutcome {
  variant: MessageVariant;
  text: string;
  /** The address to go to (success and update only; checked by the caller). */
  redirect?: string;
  /** Whether the contact is known to Brevo now (the marketing automation may identify it). */
  subscribed: boolean;
}

function serverText(msg: unknown, key: string): string | undefined {
  const value = typeof msg === 'string' ? msg : msg && typeof msg === 'object' ? (msg as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function outcomeOf(reply: unknown): SubscriptionOutcome {
  const { status, msg, redirect } = (reply && typeof reply === 'object' ? reply : {}) as Record<string, unknown>;
  switch (status) {
    case 'success':
    case 'update':
      return {
        variant: 'success',
        text: serverText(msg, 'successMsg') ?? t('newsletterSubscribed'),
        subscribed: true,
        ...(typeof redirect === 'string' && redirect.trim() !== '' && { redirect }),
      };
    case 'already_exist':
      return { variant: 'warning', text: serverText(msg, 'existMsg') ?? t('newsletterAlreadySubscribed'), subscribed: true };
    case 'failure':
      return { variant: 'error', text: serverText(msg, 'errorMsg') ?? t('newsletterFailed'), subscribed: false };
    case 'invalid':
      return { variant: 'error', text: serverText(msg, 'invalidMsg') ?? t('newsletterFailed'), subscribed: false };
    case 'gcaptchaEmpty':
    case 'gcaptchaFail':
      return { variant: 'error', text: typeof msg === 'string' && msg.trim() !== '' ? msg : t('newsletterFailed'), subscribed: false };
    default:
      return { variant: 'error', text: t('newsletterFailed'), subscribed: false };
  }
}

export async function sendSubscription(form: HTMLFormElement, body: URLSearchParams, timeout: number, signal: AbortSignal): Promise<SubscriptionOutcome> {
  const { data } = await requestJson<unknown>(subscriptionUrl(form), {
    method: 'POST',
    body,
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    timeout,
    signal,
  });
  return outcomeOf(data);
}
