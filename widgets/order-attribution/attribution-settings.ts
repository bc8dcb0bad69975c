// WooCommerce's order-attribution settings: the JSON config's `orderAttribution` (the shape of WooCommerce's
// global: {params, fields}) over the `wc_order_attribution` global WordPress prints for the replaced script. `params`
// stays the page's own object, so `allowTracking` changes are seen by whoever else holds it, as in WooCommerce.
import type { ConsentCategory } from '../../core/consent/consent.ts';
import { asRecord, asStringRecord } from '../../core/config/json-values.ts';

export interface AttributionSettings {
  /** lifetime (months), session (minutes), base64, prefix, allowTracking, consentCategory. */
  params: Record<string, unknown>;
  /** Field name → path in sourcebuster's data (`current.src`). */
  fields: Record<string, string>;
}

const CONSENT_CATEGORIES: readonly ConsentCategory[] = ['functional', 'preferences', 'statistics', 'statistics-anonymous', 'marketing'];
const DEFAULT_PREFIX = 'wc_order_attribution_';

function settingsFrom(value: unknown): AttributionSettings | null {
  const record = asRecord(value);
  if (typeof record.params !== 'object' || record.params === null) return null;
  return { params: record.params as Record<string, unknown>, fields: asStringRecord(record.fields) };
}

export function readAttributionSettings(json: Record<string, unknown>, win: Window): AttributionSettings | null {
  return settingsFrom(json.orderAttribution) ?? settingsFrom((win as unknown as Record<string, unknown>).wc_order_attribution);
}

/** The input name prefix (WooCommerce's default when absent). */
export function fieldPrefix(params: Record<string, unknown>): string {
  return typeof params.prefix === 'string' ? params.prefix : DEFAULT_PREFIX;
}

/** The consent category tracking needs: the shop's, else WooCommerce's 'marketing'. */
export function consentCategory(params: Record<string, unknown>): ConsentCategory {
  return CONSENT_CATEGORIES.find((category) => category === params.consentCategory) ?? 'marketing';
}

/** allowTracking as WooCommerce prints it: a boolean (older versions: 'yes' / 'no'). */
export function trackingAllowed(params: Record<string, unknown>): boolean {
  return params.allowTracking === true || params.allowTracking === 'yes';
}
