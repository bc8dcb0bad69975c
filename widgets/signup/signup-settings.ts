// What the opt-in module needs from the page: the theme's localized `et_pb_custom` (admin-ajax URL, the
// `et_frontend_nonce`, the `subscription_failed` text), else the page config's ajax URL and the French default.
import { builderParams } from '../../core/config/builder-params.ts';
import { asString } from '../../core/config/json-values.ts';
import { pageConfig } from '../../core/config/page-config.ts';
import { t } from './signup.strings.ts';

export interface SignupSettings {
  ajaxUrl: string;
  nonce: string;
  /** Shown when the fields are refused before sending, and when the answer is empty. */
  checkFields: string;
  requestTimeout: number;
}

export function readSignupSettings(win: Window = window): SignupSettings {
  const theme = builderParams(win);
  const config = pageConfig();
  return {
    ajaxUrl: asString(theme.ajaxurl) ?? config.ajaxUrl,
    nonce: asString(theme.et_frontend_nonce) ?? '',
    checkFields: asString(theme.subscription_failed)?.trim() || t('signupCheckFields'),
    requestTimeout: config.requestTimeout,
  };
}
