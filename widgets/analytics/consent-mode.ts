// Consent mode v2 from the WP Consent API: statistics consent grants analytics_storage, marketing consent the three
// ad_* types. The visitor's current answers are sent as an update at start and each change as it happens; without a
// consent API consent is assumed and everything granted. Statistics consent also fetches the library (the caller's
// `onStatisticsGranted`), now or when it is given.
import type { ConsentCategory } from '../../core/consent/consent.ts';
import { hasConsent, hasConsentApi, onConsentChange } from '../../core/consent/consent.ts';

export type ConsentState = 'granted' | 'denied';

export const CONSENT_TYPES: Readonly<Record<'statistics' | 'marketing', readonly string[]>> = {
  statistics: ['analytics_storage'],
  marketing: ['ad_storage', 'ad_user_data', 'ad_personalization'],
};

const CATEGORIES = Object.keys(CONSENT_TYPES) as Array<keyof typeof CONSENT_TYPES>;

function typesState(categories: ReadonlyArray<keyof typeof CONSENT_TYPES>, granted: (category: ConsentCategory) => boolean): Record<string, ConsentState> {
  const state: Record<string, ConsentState> = {};
  for (const category of categories) for (const type of CONSENT_TYPES[category]) state[type] = granted(category) ? 'granted' : 'denied';
  return state;
}

export function followConsent(tag: (...args: unknown[]) => void, onStatisticsGranted: () => void, signal: AbortSignal): void {
  tag('consent', 'update', typesState(CATEGORIES, (category) => hasConsent(category, true)));
  if (hasConsent('statistics', true)) onStatisticsGranted();
  if (!hasConsentApi()) return;
  for (const category of CATEGORIES) {
    onConsentChange(category, (granted) => tag('consent', 'update', typesState([category], () => granted)), signal);
  }
  onConsentChange('statistics', (granted) => granted && onStatisticsGranted(), signal);
}
