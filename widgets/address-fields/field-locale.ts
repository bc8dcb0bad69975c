// The address fields of a country as its locale says (WooCommerce's address-i18n): for each field key the
// settings map to rows, the country's locale over the default one gives the label (its required or optional mark
// kept), the placeholder, whether it is required (asterisk + aria-required, or "(facultatif)" and no longer
// invalid), whether its row
// is hidden (emptied, like WooCommerce), its width classes (a locale's `class` list replaces form-row-first /
// -last / -wide) and its priority (the row's data-priority). The state row is shown by
// its control's kind (state-field.ts), never by the locale, which may only hide it.
import type { AddressFieldLocale, AddressFieldSettings } from '../../core/config/address-field-settings.ts';
import { t } from './address-fields.strings.ts';
import { showRow } from './field-wrapper.ts';

const CONTROLS = 'input:not([type="hidden"]), select, textarea';
const MARKS = '.required, .optional';
const INVALID_CLASSES = ['woocommerce-invalid', 'woocommerce-invalid-required-field'];

/** The locale of one field for a country: the default's, overridden by what the country says. */
export function fieldLocaleFor(settings: AddressFieldSettings, country: string, key: string): AddressFieldLocale | undefined {
  const base = settings.locale['default']?.[key];
  const own = settings.locale[country]?.[key];
  return base || own ? { ...base, ...own } : undefined;
}

/** The label's own words, without its mark: left untouched when they already say it (no churn under a screen reader). */
function setLabelText(label: HTMLLabelElement, text: string): void {
  const textNodes = [...label.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE);
  if (textNodes.map((node) => node.textContent).join('').trim() === text) return;
  for (const node of textNodes) node.remove();
  label.prepend(label.querySelector(MARKS) ? `${text}\u00a0` : text);
}

function markOf(required: boolean): HTMLElement {
  const mark = document.createElement('span');
  if (required) {
    mark.className = 'required';
    mark.setAttribute('aria-hidden', 'true');
    mark.textContent = '*';
  } else {
    mark.className = 'optional';
    mark.textContent = `(${t('fieldOptional')})`;
  }
  return mark;
}

function setRequired(row: HTMLElement, required: boolean): void {
  row.classList.toggle('validate-required', required);
  const wasInvalid = INVALID_CLASSES.some((name) => row.classList.contains(name));
  if (!required) row.classList.remove(...INVALID_CLASSES);
  for (const control of row.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (required) control.setAttribute('aria-required', 'true');
    else control.removeAttribute('aria-required');
    if (!required && wasInvalid) control.removeAttribute('aria-invalid');
  }
  const label = row.querySelector('label');
  if (!label) return;
  label.classList.toggle('required_field', required && !label.classList.contains('screen-reader-text'));
  const current = label.querySelector(MARKS);
  if (current?.matches(required ? '.required' : '.optional')) return;
  current?.remove();
  const lastText = label.lastChild;
  if (lastText?.nodeType === Node.TEXT_NODE) lastText.textContent = (lastText.textContent ?? '').replace(/[\s\u00a0]+$/, '');
  label.append('\u00a0', markOf(required));
}

function setPlaceholder(row: HTMLElement, placeholder: string): void {
  for (const input of row.querySelectorAll('input:not([type="hidden"]), textarea')) input.setAttribute('placeholder', placeholder);
  for (const select of row.querySelectorAll('select')) select.setAttribute('data-placeholder', placeholder);
}

function setHidden(row: HTMLElement, hidden: boolean): void {
  showRow(row, !hidden);
  if (!hidden) return;
  for (const control of row.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')) control.value = '';
}

export function applyFieldLocale(row: HTMLElement, key: string, locale: AddressFieldLocale): void {
  const label = row.querySelector('label');
  if (locale.label !== undefined && label) setLabelText(label, locale.label);
  if (locale.placeholder !== undefined) setPlaceholder(row, locale.placeholder);
  if (locale.required !== undefined) setRequired(row, locale.required);
  if (locale.priority !== undefined) row.dataset.priority = String(locale.priority);
  if (locale.class !== undefined) {
    row.classList.remove('form-row-first', 'form-row-last', 'form-row-wide');
    row.classList.add(...locale.class);
  }
  // The state control's kind shows or hides its row; the locale may still hide it.
  if (locale.hidden === true) setHidden(row, true);
  else if (key !== 'state') setHidden(row, false);
}

/** Applies the country's locale to every row the settings know inside the wrapper; returns those rows. */
export function applyCountryLocale(wrapper: HTMLElement, settings: AddressFieldSettings, country: string): HTMLElement[] {
  const rows: HTMLElement[] = [];
  for (const [key, selector] of Object.entries(settings.localeFields)) {
    const locale = fieldLocaleFor(settings, country, key);
    for (const row of wrapper.querySelectorAll<HTMLElement>(selector)) {
      rows.push(row);
      if (locale) applyFieldLocale(row, key, locale);
    }
  }
  return rows;
}
