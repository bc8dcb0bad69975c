// The GA4 library (gtag.js) is fetched once per page, and only when asked: the widget asks once statistics consent
// is given. It reads the `dataLayer` queue as it starts, so commands queued before it are not lost.
import { setScriptSource } from '../../core/dom/trusted-types.ts';
import type { AnalyticsSettings } from './analytics-settings.ts';
import { libraryUrl } from './analytics-settings.ts';

/** Adds the library's async script to the head unless the page already has it; false when there is no measurement
 *  id or it was already there. */
export function loadLibraryOnce(doc: Document, settings: AnalyticsSettings): boolean {
  if (settings.measurementId === '') return false;
  const src = libraryUrl(settings);
  const present = [...doc.scripts].some((script) => script.getAttribute('src') === src);
  if (present) return false;
  const script = doc.createElement('script');
  script.async = true;
  setScriptSource(script, src);
  doc.head.append(script);
  return true;
}
