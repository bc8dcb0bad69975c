// Where the GA4 tag's settings come from: the JSON config's `analytics` key ({measurementId, gtagUrl, config,
// consentModes}) for pages where Fondant starts the tag itself, else the page's own tag snippet (Google Analytics
// for WooCommerce prints one in the head: its `config` command, queued in `dataLayer`, names the measurement id).
// The library's address: the config's, else the mount element's `data-gtag-url`, else Google's.
// The consent defaults are the plugin's: everything denied in the EEA, the UK and Switzerland, 500 ms for an
// update.
import { liveJsonConfig } from '../../core/config/json-config.ts';
import { asRecord, asString } from '../../core/config/json-values.ts';

export const GTAG_URL = 'https://www.googletagmanager.com/gtag/js';

export type ConsentMode = Record<string, unknown>;

const CONSENT_REGIONS = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IS', 'IE', 'IT', 'LV', 'LI', 'LT', 'LU', 'MT', 'NL',
  'NO', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'GB', 'CH',
];

export const DEFAULT_CONSENT_MODES: readonly ConsentMode[] = [
  { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', region: CONSENT_REGIONS },
];

export interface AnalyticsSettings {
  /** The GA4 measurement id ('' when neither the config nor the page's snippet gives one: the library is not loaded). */
  measurementId: string;
  /** The gtag.js address, `?id=<measurementId>` added. */
  gtagUrl: string;
  /** The `config` command's parameters. */
  config: Record<string, unknown>;
  consentModes: readonly ConsentMode[];
  /** Fondant queues the consent defaults and the config itself (the JSON config names the measurement id). */
  startsTag: boolean;
}

/** The measurement id of the first `config` command queued in `dataLayer` by the page's own snippet. */
function queuedMeasurementId(win: Window): string | undefined {
  const queue: unknown = (win as unknown as { dataLayer?: unknown }).dataLayer;
  if (!Array.isArray(queue)) return undefined;
  for (const command of queue) {
    if (command && typeof command === 'object' && (command as ArrayLike<unknown>)[0] === 'config') {
      const id = asString((command as ArrayLike<unknown>)[1]);
      if (id) return id;
    }
  }
  return undefined;
}

export function readAnalyticsSettings(json: Record<string, unknown>, win: Window, elementGtagUrl?: string): AnalyticsSettings {
  const said = asRecord(json.analytics);
  const configuredId = asString(said.measurementId) ?? '';
  const modes = Array.isArray(said.consentModes) ? said.consentModes.filter((mode): mode is ConsentMode => typeof mode === 'object' && mode !== null) : undefined;
  return {
    measurementId: configuredId || (queuedMeasurementId(win) ?? ''),
    gtagUrl: asString(said.gtagUrl) || elementGtagUrl || GTAG_URL,
    config: asRecord(said.config),
    consentModes: modes ?? DEFAULT_CONSENT_MODES,
    startsTag: configuredId !== '',
  };
}

/** The live page's settings, with the mount element's gtag URL. */
export function analyticsSettings(elementGtagUrl?: string): AnalyticsSettings {
  return readAnalyticsSettings(liveJsonConfig(), window, elementGtagUrl);
}

/** The library's address for the measurement id. */
export function libraryUrl({ gtagUrl, measurementId }: AnalyticsSettings): string {
  return `${gtagUrl}${gtagUrl.includes('?') ? '&' : '?'}id=${encodeURIComponent(measurementId)}`;
}
