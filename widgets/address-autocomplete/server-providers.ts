// The address providers the shop enabled, in its order of preference: the JSON config's
// `addressAutocomplete.providers`, else WooCommerce's `wc_address_autocomplete_common_params.address_providers`
// (or the older `wc_address_autocomplete_params`), which WordPress prints as JSON text. A provider script may
// register only an id listed here. Entries without a non-empty string id are dropped.
import { readJsonConfig } from '../../core/config/json-config.ts';
import { decodedJsonText } from '../../core/config/json-text.ts';
import { asRecord, asString } from '../../core/config/json-values.ts';

export interface ServerProvider {
  id: string;
  name: string;
  branding_html: string;
}

const LEGACY_GLOBALS = ['wc_address_autocomplete_common_params', 'wc_address_autocomplete_params'] as const;

/** The list, from JSON text or an array; undefined when the value says nothing usable. */
export function parseServerProviders(value: unknown): ServerProvider[] | undefined {
  const list = decodedJsonText(value);
  if (!Array.isArray(list)) return undefined;
  return list.flatMap((entry) => {
    const record = asRecord(entry);
    const id = asString(record.id);
    return id ? [{ id, name: asString(record.name) ?? id, branding_html: asString(record.branding_html) ?? '' }] : [];
  });
}

export function readServerProviders(doc: Document, win: Window): ServerProvider[] {
  const fromConfig = parseServerProviders(asRecord(readJsonConfig(doc).addressAutocomplete).providers);
  if (fromConfig) return fromConfig;
  for (const name of LEGACY_GLOBALS) {
    const fromGlobal = parseServerProviders(asRecord((win as unknown as Record<string, unknown>)[name]).address_providers);
    if (fromGlobal) return fromGlobal;
  }
  return [];
}
