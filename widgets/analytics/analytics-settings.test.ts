// The tag's settings: the JSON config's `analytics` key first (Fondant starts the tag), else the measurement id the
// page snippet's queued `config` names; the plugin's consent defaults unless the config gives others.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONSENT_MODES, GTAG_URL, libraryUrl, readAnalyticsSettings } from './analytics-settings.ts';

const windowWith = (dataLayer?: unknown[]) => ({ dataLayer }) as unknown as Window;
/** What gtag queues: the call's Arguments object. */
function queued(..._args: unknown[]): IArguments {
  return arguments;
}

describe('analytics settings', () => {
  it('reads the JSON config and starts the tag', () => {
    const settings = readAnalyticsSettings(
      { analytics: { measurementId: 'G-A', gtagUrl: '/gtag/js?v=2', config: { linker: { domains: [] } }, consentModes: [{ analytics_storage: 'denied' }, 'junk'] } },
      windowWith(),
    );
    expect(settings).toEqual({
      measurementId: 'G-A', gtagUrl: '/gtag/js?v=2', config: { linker: { domains: [] } }, consentModes: [{ analytics_storage: 'denied' }], startsTag: true,
    });
    expect(libraryUrl(settings)).toBe('/gtag/js?v=2&id=G-A');
  });

  it('falls back to the snippet’s queued config command, the Google address and the plugin’s consent defaults', () => {
    const settings = readAnalyticsSettings({}, windowWith([queued('js', new Date()), queued('config', 'G-PAGE', {})]));
    expect(settings).toMatchObject({ measurementId: 'G-PAGE', gtagUrl: GTAG_URL, startsTag: false, consentModes: DEFAULT_CONSENT_MODES });
    expect(libraryUrl(settings)).toBe('https://www.googletagmanager.com/gtag/js?id=G-PAGE');
    expect(readAnalyticsSettings({}, windowWith(), '/local/gtag/js').gtagUrl).toBe('/local/gtag/js');
    expect(readAnalyticsSettings({ analytics: { gtagUrl: '/json/gtag/js' } }, windowWith(), '/local/gtag/js').gtagUrl).toBe('/json/gtag/js');
  });

  it('reads a config command pushed as an array too; no measurement id without either', () => {
    expect(readAnalyticsSettings({ analytics: 'yes' }, windowWith([['config', 'G-ARRAY-IS-NOT-GTAG']])).measurementId).toBe('G-ARRAY-IS-NOT-GTAG');
    expect(readAnalyticsSettings({}, windowWith()).measurementId).toBe('');
  });
});
