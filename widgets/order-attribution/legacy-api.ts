// WooCommerce's public functions on `window.wc_order_attribution`, which other plugins call: setOrderTracking(allow)
// and getAttributionData(). Added to the page's global when WordPress printed it, else to a new one holding the
// JSON config's settings; taken away at unmount.
import type { AttributionSettings } from './attribution-settings.ts';
import type { AttributionTracking } from './attribution-tracking.ts';

declare global {
  interface Window {
    wc_order_attribution?: Record<string, unknown>;
  }
}

export function exposeLegacyApi(win: Window, settings: AttributionSettings, tracking: AttributionTracking): () => void {
  const existing = win.wc_order_attribution;
  const api = typeof existing === 'object' && existing !== null ? existing : (win.wc_order_attribution = { params: settings.params, fields: settings.fields });
  api.setOrderTracking = (allow: unknown) => tracking.setOrderTracking(Boolean(allow));
  api.getAttributionData = () => tracking.getAttributionData();
  return () => {
    delete api.setOrderTracking;
    delete api.getAttributionData;
  };
}
