// What a newsletter form needs from the page: Brevo's localized globals when the page prints them
// (`ajax_sib_front_object`: admin-ajax URL, nonce, flag folder; `sibErrMsg`: validation texts), else the page
// config's ajax URL and the form's own nonce; the form's hidden notices win over both for its required-field and
// e-mail texts, as in Brevo's script. The captcha services' scripts are Google's and Cloudflare's unless the JSON
// config's `newsletter` key names others (`recaptchaSrc`, `turnstileSrc`: the demo shop's local doubles).
import { liveJsonConfig } from '../../core/config/json-config.ts';
import { asRecord, asString } from '../../core/config/json-values.ts';
import { pageConfig } from '../../core/config/page-config.ts';
import { t } from './newsletter.strings.ts';

export interface ValidationMessages {
  required: string;
  invalidEmail: string;
  invalidSms: string;
  invalidDate: string;
}

export const RECAPTCHA_SRC = 'https://www.google.com/recaptcha/api.js?render=explicit';
export const TURNSTILE_SRC = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

export interface NewsletterSettings {
  ajaxUrl: string;
  /** Sent as `security` beside the form's own `sib_security`. */
  nonce: string;
  /** The folder of the flag pictures (`<code>.png`), when the page gives it. */
  flagUrl: string | undefined;
  messages: ValidationMessages;
  requestTimeout: number;
  captchaScripts: { recaptcha: string; turnstile: string };
}

function hiddenValue(form: HTMLFormElement, name: string): string | undefined {
  const value = form.querySelector<HTMLInputElement>(`input[type=hidden][name="${name}"]`)?.value.trim();
  return value ? value : undefined;
}

export function readNewsletterSettings(form: HTMLFormElement, win: Window = window): NewsletterSettings {
  const globals = win as unknown as Record<string, unknown>;
  const front = asRecord(globals.ajax_sib_front_object);
  const legacyTexts = asRecord(globals.sibErrMsg);
  const config = pageConfig();
  const own = asRecord(liveJsonConfig().newsletter);
  const text = (legacyKey: string) => {
    const value = asString(legacyTexts[legacyKey])?.trim();
    return value ? value : undefined;
  };
  return {
    ajaxUrl: asString(front.ajax_url) ?? config.ajaxUrl,
    nonce: asString(front.ajax_nonce) ?? hiddenValue(form, 'sib_security') ?? '',
    flagUrl: asString(front.flag_url),
    messages: {
      required: hiddenValue(form, 'sib_form_alert_notice') ?? text('requiredField') ?? t('newsletterRequired'),
      invalidEmail: hiddenValue(form, 'sib_form_invalid_email_notice') ?? text('invalidMail') ?? t('newsletterInvalidEmail'),
      invalidSms: text('invalidSMSFormat') ?? t('newsletterInvalidSms'),
      invalidDate: text('invalidDateFormat') ?? t('newsletterInvalidDate'),
    },
    requestTimeout: config.requestTimeout,
    captchaScripts: {
      recaptcha: asString(own.recaptchaSrc) ?? RECAPTCHA_SRC,
      turnstile: asString(own.turnstileSrc) ?? TURNSTILE_SRC,
    },
  };
}
