// Order attribution (WooCommerce's order-attribution.js and its sourcebuster): on every page of a shop that has it,
// counts the visit in sourcebuster's cookies when the visitor allows marketing tracking (the WP Consent API's
// answer, or the shop's allowTracking without it), fills the attribution fields of the checkout and register forms
// (again after the checkout's fragments), forgets everything when consent is withdrawn and starts when it is given.
import { liveJsonConfig } from '../../core/config/json-config.ts';
import { hasConsent, hasConsentApi, onConsentChange } from '../../core/consent/consent.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import type { AttributionValues } from './attribution-data.ts';
import { defineAttributionInputs, fillAttributionInputs } from './attribution-inputs.ts';
import { consentCategory, fieldPrefix, readAttributionSettings, trackingAllowed } from './attribution-settings.ts';
import { createAttributionTracking } from './attribution-tracking.ts';
import { exposeLegacyApi } from './legacy-api.ts';
import { documentJar } from './sbjs-cookies.ts';
import { livePageFacts } from './sourcebuster.ts';

export function mount({ on, onCleanup, signal }: MountContext<NoAttributes>): void {
  const settings = readAttributionSettings(liveJsonConfig(), window);
  if (!settings) return;
  let latest: AttributionValues | undefined;
  const publish = (values: AttributionValues) => {
    latest = values;
    fillAttributionInputs(document, values);
  };
  const tracking = createAttributionTracking(settings, documentJar, livePageFacts, publish);
  defineAttributionInputs(Object.keys(settings.fields), fieldPrefix(settings.params), () => latest);
  onCleanup(exposeLegacyApi(window, settings, tracking));

  const category = consentCategory(settings.params);
  tracking.setOrderTracking(hasConsentApi() ? hasConsent(category, false) : trackingAllowed(settings.params));
  onConsentChange(category, (granted) => tracking.setOrderTracking(granted), signal);
  on('updated_checkout', () => publish(tracking.getAttributionData()));
}
