// The address fields' settings, from the JSON config's `addressFields` key (objects) over WooCommerce's
// `wc_country_select_params.countries` and `wc_address_i18n_params.locale` / `.locale_fields` globals (which
// WordPress prints as JSON text). A country whose states are an empty list has no states ({}); anything malformed
// is not said. Read only by the address fields widget.
import { liveSettings } from './json-config.ts';
import { decodedJsonText } from './json-text.ts';
import { asBoolean, asNumber, asRecord, asString, asStringArray, asStringRecord } from './json-values.ts';

/** The states of each country the shop allows (a country with no states maps to {}; a country absent from the
 *  map takes a free text state), the address fields' locale per country (with 'default'), and the field rows each
 *  locale key applies to (key → CSS selector list). */
export interface AddressFieldSettings {
  countries: Record<string, Record<string, string>>;
  locale: Record<string, Record<string, AddressFieldLocale>>;
  localeFields: Record<string, string>;
}

/** One field's locale: only what is said changes the field. */
export interface AddressFieldLocale {
  label?: string;
  placeholder?: string;
  required?: boolean;
  hidden?: boolean;
  priority?: number;
  /** The row's classes (its width: form-row-first, -last or -wide, and the like). */
  class?: string[];
}

function saidRecord(value: unknown): Record<string, unknown> | undefined {
  const decodedValue = decodedJsonText(value);
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
  const classes = asStringArray(field.class)?.filter((name) => /^[\w-]+$/.test(name));
  if (classes !== undefined) locale.class = classes;
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

export function readAddressFieldSettings(json: Record<string, unknown>, win: Window): AddressFieldSettings {
  const said = asRecord(json.addressFields);
  const globals = win as unknown as Record<string, unknown>;
  const countrySelect = asRecord(globals.wc_country_select_params);
  const addressI18n = asRecord(globals.wc_address_i18n_params);
  const localeFields = saidRecord(said.localeFields) ?? saidRecord(addressI18n.locale_fields);
  return {
    countries: readCountries(said.countries) ?? readCountries(countrySelect.countries) ?? {},
    locale: readAddressLocale(said.locale) ?? readAddressLocale(addressI18n.locale) ?? {},
    localeFields: localeFields ? asStringRecord(localeFields) : {},
  };
}

export const addressFieldSettings = liveSettings(readAddressFieldSettings);
