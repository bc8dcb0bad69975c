// The appearance the Payment Element gets: the one the shop cached for this form, else the theme's, read from the
// page now and sent to the shop (admin-ajax save_upe_appearance with its nonce) so the next pages skip the
// reading. The element never waits for that post, and a failed one is only logged.
import { pageConfig } from '../../core/config/page-config.ts';
import { formBody } from '../../core/http/form-body.ts';
import { requestJson } from '../../core/http/request.ts';
import { themeAppearance, type Appearance } from './appearance.ts';
import type { ElementsLocation } from './appearance-layouts.ts';
import type { UpeSettings } from './upe-settings.ts';

function cachedAppearance(settings: UpeSettings, location: ElementsLocation): Appearance | null {
  const cached = location === 'add_payment_method' ? settings.addPaymentMethodAppearance : settings.checkoutAppearance;
  return cached as Appearance | null;
}

function saveAppearance(settings: UpeSettings, location: ElementsLocation, appearance: Appearance): void {
  requestJson<unknown>(settings.ajaxUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
    body: formBody({ action: 'save_upe_appearance', elements_location: location, appearance: JSON.stringify(appearance), _ajax_nonce: settings.saveAppearanceNonce }).toString(),
    timeout: pageConfig().requestTimeout,
  }).catch((error: unknown) => console.warn('[fondant] payment-element: the theme’s appearance could not be saved for the next pages.', error));
}

export function appearanceFor(settings: UpeSettings, location: ElementsLocation): Appearance {
  const cached = cachedAppearance(settings, location);
  if (cached) return cached;
  const appearance = themeAppearance(location);
  saveAppearance(settings, location, appearance);
  return appearance;
}
