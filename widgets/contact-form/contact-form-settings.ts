// What the contact form needs from the page: the theme's localized `et_pb_custom` texts (fill, errors, invalid
// e-mail, wrong captcha, the captcha's and a checkbox's fallback labels) over the French defaults, and the request
// timeout of the page config.
import { builderParams } from '../../core/config/builder-params.ts';
import { asString } from '../../core/config/json-values.ts';
import { pageConfig } from '../../core/config/page-config.ts';
import { t } from './contact-form.strings.ts';

export interface ContactFormSettings {
  fillMessage: string;
  errorMessage: string;
  invalidEmail: string;
  wrongCaptcha: string;
  captchaLabel: string;
  checkboxLabel: string;
  requestTimeout: number;
}

export function readContactFormSettings(win: Window = window): ContactFormSettings {
  const theme = builderParams(win);
  const text = (key: string, fallback: string) => asString(theme[key])?.trim() || fallback;
  return {
    fillMessage: text('fill_message', t('contactFillMessage')),
    errorMessage: text('contact_error_message', t('contactErrorMessage')),
    invalidEmail: text('invalid', t('contactInvalidEmail')),
    wrongCaptcha: text('wrong_captcha', t('contactWrongCaptcha')),
    captchaLabel: text('captcha', t('contactCaptchaLabel')),
    checkboxLabel: text('wrong_checkbox', t('contactCheckboxLabel')),
    requestTimeout: pageConfig().requestTimeout,
  };
}
