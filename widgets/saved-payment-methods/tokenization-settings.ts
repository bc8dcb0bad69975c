// WooCommerce's tokenization form settings: the JSON config's `tokenizationForm`, else its
// `wc_tokenization_form_params` global (`is_registration_required`, `is_logged_in`), both false by default.
import { liveSettings } from '../../core/config/json-config.ts';
import { asLegacyFlag, asRecord } from '../../core/config/json-values.ts';

export interface TokenizationSettings {
  registrationRequired: boolean;
  loggedIn: boolean;
}

export function readTokenizationSettings(json: Record<string, unknown>, win: Window): TokenizationSettings {
  const params = asRecord(json.tokenizationForm ?? (win as unknown as Record<string, unknown>).wc_tokenization_form_params);
  return {
    registrationRequired: asLegacyFlag(params.is_registration_required) ?? false,
    loggedIn: asLegacyFlag(params.is_logged_in) ?? false,
  };
}

export const tokenizationSettings = liveSettings(readTokenizationSettings);
