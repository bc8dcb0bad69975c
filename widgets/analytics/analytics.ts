// GA4 for WooCommerce shops, in place of Google Analytics for WooCommerce's script: once the plugin's tracking
// data is there (`window.ga4w`, or when `ga4w:ready` brings it), the tag is started when Fondant holds its settings,
// consent mode follows the WP Consent API, the GA4 library is fetched only with statistics consent, the page's
// events are sent and the shopper's adds, removals and product clicks are tracked.
import type { MountContext } from '../../core/registry/define-widget.ts';
import type { AnalyticsAttributes } from './analytics.attributes.ts';
import { analyticsSettings } from './analytics-settings.ts';
import { trackCartEvents } from './cart-events.ts';
import { followConsent } from './consent-mode.ts';
import { eventSender } from './event-sender.ts';
import type { Ga4w } from './ga4w-data.ts';
import { GA4W_READY_EVENT, readGa4w } from './ga4w-data.ts';
import { loadLibraryOnce } from './library-loader.ts';
import { sendPageEvents } from './page-events.ts';
import { trackProductClicks } from './product-clicks.ts';
import { startTag } from './tag-start.ts';
import { hasTagFunction, tagFunction } from './tracker.ts';

function startTracking(context: MountContext<AnalyticsAttributes>, { data, settings: pluginSettings }: Ga4w): void {
  const settings = analyticsSettings(context.attributes['gtag-url']);
  const name = pluginSettings.tracker_function_name;
  const pageStartedTag = hasTagFunction(window, name);
  const tag = tagFunction(window, name);
  if (settings.startsTag && !pageStartedTag) startTag(tag, settings);
  followConsent(tag, () => loadLibraryOnce(document, settings), context.signal);
  const send = eventSender(tag, pluginSettings);
  sendPageEvents(send, data, location.href);
  trackCartEvents(context, send, data);
  trackProductClicks(context, send, data);
}

export function mount(context: MountContext<AnalyticsAttributes>): void {
  const ga4w = readGa4w(window);
  if (ga4w) {
    startTracking(context, ga4w);
    return;
  }
  context.listen(document, GA4W_READY_EVENT, () => {
    const ready = readGa4w(window);
    if (ready) startTracking(context, ready);
  }, { once: true });
}
