// Starts the GA4 tag the way the plugin's head snippet does, for pages where Fondant has the settings instead: the
// consent defaults first (nothing may be measured before them), then `js` and the `config` command.
import type { AnalyticsSettings } from './analytics-settings.ts';

export const WAIT_FOR_UPDATE_MS = 500;

export function startTag(tag: (...args: unknown[]) => void, settings: AnalyticsSettings, now = new Date()): void {
  for (const mode of settings.consentModes) tag('consent', 'default', { wait_for_update: WAIT_FOR_UPDATE_MS, ...mode });
  tag('js', now);
  tag('config', settings.measurementId, settings.config);
}
