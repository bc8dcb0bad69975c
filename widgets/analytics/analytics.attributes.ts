// The analytics mount element's data attributes, read by its declaration and typed for its chunk: `data-gtag-url`,
// where the GA4 library is fetched from when it is not Google's address (a first-party tag gateway, or the demo
// shop's stand-in); the JSON config's `analytics.gtagUrl` wins over it.
import { string, type AttributeValues } from '../../core/registry/attribute-schema.ts';

export const analyticsAttributes = {
  'gtag-url': string(),
};
export type AnalyticsAttributes = AttributeValues<typeof analyticsAttributes>;
