// Narrowing of the address-field settings, from the JSON config (objects) or the legacy globals
// (wc_country_select_params.countries, wc_address_i18n_params.locale and .locale_fields, which WordPress prints as
// JSON text). A country whose states are an empty list has no states ({}); anything malformed is not said.
import type { AddressFieldLocale, AddressFieldSettings } from './page-config-shape.ts';
import { asBoolean, asNumber, asRecord, asString, asStringRecord } from './json-values.ts';

type Said<T> = { [K in keyof T]?: T[K] | undefined };

/** A value that may be JSON text (as the legacy globals print it) or already an object. */
function decoded(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

function saidRecord(value: unknown): Record<string, unknown> | undefined {
  const decodedValue = decoded(value);
  // WordPress prints an empty PHP array as [] where an object is meant.
  if (Array.isArray(decodedValue) && decodedValue.length === 0) return {};
  return typeof decodedValue === 'object' && decodedValue !== null && !Array.isArray(decodedValue) ? (decodedValue as Record<string, unknown>) : undefined;
}

export function readCountries(value: unknown): Record<string, Record<string, string>> | undefined {
  const countries = saidRecord(value);
  if (!countries) return undefined;
  const result: Record<string, Record<string, string>> = {};
  for (const [code, states] of Object.entries(countries)) {
    const stateMap = saidRecord(states);
    if (stateMap) result[code] = asStringRecord(stateMap);
  }
  return result;
}

function readFieldLocale(value: unknown): AddressFieldLocale {
  const field = asRecord(value);
  const locale: AddressFieldLocale = {};
  const label = asString(field.label);
  const placeholder = asString(field.placeholder);
  const required = asBoolean(field.required);
  const hidden = asBoolean(field.hidden);
  const priority = asNumber(field.priority);
  if (label !== undefined) locale.label = label;
  if (placeholder !== undefined) locale.placeholder = placeholder;
  if (required !== undefined) locale.required = required;
  if (hidden !== undefined) locale.hidden = hidden;
  if (priority !== undefined) locale.priority = priority;
  return locale;
}

export function readAddressLocale(value: unknown): Record<string, Record<string, AddressFieldLocale>> | undefined {
  const locale = saidRecord(value);
  if (!locale) return undefined;
  const result: Record<string, Record<string, AddressFieldLocale>> = {};
  for (const [country, fields] of Object.entries(locale)) {
    const fieldMap = saidRecord(fields);
    if (!fieldMap) continue;
    result[country] = Object.fromEntries(Object.entries(fieldMap).map(([key, field]) => [key, readFieldLocale(field)]));
  }
  return result;
}

export function readAddressFieldSettings(countries: unknown, locale: unknown, localeFields: unknown): Said<AddressFieldSettings> {
  const fields = saidRecord(localeFields);
  return {
    countries: readCountries(countries),
    locale: readAddressLocale(locale),
    localeFields: fields && asStringRecord(fields),
  };
}
