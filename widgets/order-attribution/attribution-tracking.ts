// Turning order attribution on and off, as WooCommerce's setOrderTracking does: on runs sourcebuster once for
// this page view (again only after it was turned off, since the cookies are then gone); off deletes every tracking
// cookie and blanks the values. Each change publishes the fields' values.
import { attributionValues, type AttributionValues } from './attribution-data.ts';
import { trackingAllowed, type AttributionSettings } from './attribution-settings.ts';
import type { CookieJar } from './sbjs-cookies.ts';
import { runSourcebuster, type PageFacts, type SbjsData } from './sourcebuster.ts';
import { removeTrackingCookies } from './tracking-cookies.ts';

export interface AttributionTracking {
  setOrderTracking(allow: boolean): void;
  getAttributionData(): AttributionValues;
}

export function createAttributionTracking(
  { params, fields }: AttributionSettings,
  jar: CookieJar,
  page: () => PageFacts,
  publish: (values: AttributionValues) => void,
): AttributionTracking {
  let data: SbjsData | null = null;
  const getAttributionData = () => attributionValues(fields, trackingAllowed(params) ? data : null);
  return {
    getAttributionData,
    setOrderTracking(allow) {
      params.allowTracking = allow;
      if (!allow) {
        removeTrackingCookies(jar, page().hostname);
        data = null;
      } else if (!data) {
        // WooCommerce's own options: its lifetime and session, and UTC dates.
        data = runSourcebuster({ lifetime: Number(params.lifetime), session_length: Number(params.session), base64: Boolean(params.base64), timezone_offset: '0' }, jar, page());
      }
      publish(getAttributionData());
    },
  };
}
