// A country's locale on the address rows: labels with their marks, required or optional, placeholders,
// priorities and hidden rows, the default locale under the country's.
import { describe, expect, it } from 'vitest';
import type { AddressFieldSettings } from '../../core/config/address-field-settings.ts';
import { freshPage } from '../../core/testing/shop-page.ts';
import { applyCountryLocale, fieldLocaleFor } from './field-locale.ts';

const settings: AddressFieldSettings = {
  countries: {},
  locale: {
    default: {
      postcode: { label: 'Code postal', required: true, priority: 90 },
      state: { label: 'Région / Département', required: true, priority: 80 },
      address_2: { placeholder: 'Appartement (facultatif)', priority: 60 },
    },
    FR: { postcode: { priority: 65 }, state: { required: false, hidden: true } },
    HK: { postcode: { required: false, hidden: true }, state: { label: 'Province' } },
  },
  localeFields: { postcode: '#billing_postcode_field', state: '#billing_state_field', address_2: '#billing_address_2_field' },
};

const page = `
  <div class="woocommerce-billing-fields"><div class="woocommerce-billing-fields__field-wrapper">
    <p class="form-row validate-required" id="billing_postcode_field" data-priority="90"><label for="billing_postcode" class="required_field">Code postal&nbsp;<span class="required" aria-hidden="true">*</span></label><span class="woocommerce-input-wrapper"><input type="text" class="input-text" name="billing_postcode" id="billing_postcode" aria-required="true" value="75001"></span></p>
    <p class="form-row" id="billing_state_field"><label for="billing_state">Région&nbsp;<span class="optional">(facultatif)</span></label><span class="woocommerce-input-wrapper"><input type="text" class="input-text" name="billing_state" id="billing_state"></span></p>
    <p class="form-row" id="billing_address_2_field"><label for="billing_address_2" class="screen-reader-text">Appartement</label><span class="woocommerce-input-wrapper"><input type="text" class="input-text" name="billing_address_2" id="billing_address_2"></span></p>
  </div></div>`;

function setUp(): HTMLElement {
  freshPage(page);
  return document.querySelector<HTMLElement>('.woocommerce-billing-fields')!;
}

const row = (id: string) => document.getElementById(id)!;
const labelHtml = (id: string) => row(id).querySelector('label')!.innerHTML;

describe('fieldLocaleFor', () => {
  it('lays the country over the default, and knows nothing of a field neither mentions', () => {
    expect(fieldLocaleFor(settings, 'FR', 'state')).toEqual({ label: 'Région / Département', required: false, hidden: true, priority: 80 });
    expect(fieldLocaleFor(settings, 'DE', 'postcode')).toEqual({ label: 'Code postal', required: true, priority: 90 });
    expect(fieldLocaleFor(settings, 'FR', 'company')).toBeUndefined();
  });
});

describe('applyCountryLocale', () => {
  it('returns the rows it knows and sets their priorities', () => {
    const wrapper = setUp();
    const rows = applyCountryLocale(wrapper, settings, 'FR');
    expect(rows.map((known) => known.id)).toEqual(['billing_postcode_field', 'billing_state_field', 'billing_address_2_field']);
    expect(row('billing_postcode_field').dataset.priority).toBe('65');
    expect(row('billing_address_2_field').dataset.priority).toBe('60');
  });

  it('gives a row the width classes its country says, in place of its own', () => {
    const wrapper = setUp();
    const withWidths: AddressFieldSettings = {
      ...settings,
      locale: { ...settings.locale, JP: { postcode: { class: ['form-row-first', 'address-field'] } } },
    };
    row('billing_postcode_field').classList.add('form-row-wide');
    applyCountryLocale(wrapper, withWidths, 'JP');
    expect([...row('billing_postcode_field').classList]).toEqual(['form-row', 'validate-required', 'form-row-first', 'address-field']);
    applyCountryLocale(wrapper, withWidths, 'FR');
    expect(row('billing_postcode_field').classList.contains('form-row-first')).toBe(true);
  });

  it('words a label by the locale and turns a required mark into "(facultatif)" and back', () => {
    const wrapper = setUp();
    applyCountryLocale(wrapper, settings, 'HK');
    expect(labelHtml('billing_postcode_field')).toBe('Code postal&nbsp;<span class="optional">(facultatif)</span>');
    expect(row('billing_postcode_field').classList.contains('validate-required')).toBe(false);
    expect(row('billing_postcode_field').querySelector('label')!.classList.contains('required_field')).toBe(false);
    expect(document.getElementById('billing_postcode')!.hasAttribute('aria-required')).toBe(false);
    expect(labelHtml('billing_state_field')).toBe('Province&nbsp;<span class="required" aria-hidden="true">*</span>');
    expect(document.getElementById('billing_state')!.getAttribute('aria-required')).toBe('true');
    expect(row('billing_state_field').classList.contains('validate-required')).toBe(true);

    applyCountryLocale(wrapper, settings, 'FR');
    expect(labelHtml('billing_postcode_field')).toBe('Code postal&nbsp;<span class="required" aria-hidden="true">*</span>');
    expect(row('billing_postcode_field').querySelector('label')!.classList.contains('required_field')).toBe(true);
    expect(document.getElementById('billing_postcode')!.getAttribute('aria-required')).toBe('true');
    expect(labelHtml('billing_state_field')).toBe('Région / Département&nbsp;<span class="optional">(facultatif)</span>');
  });

  it('clears the invalid marks of a field that stops being required', () => {
    const wrapper = setUp();
    row('billing_postcode_field').classList.add('woocommerce-invalid', 'woocommerce-invalid-required-field');
    document.getElementById('billing_postcode')!.setAttribute('aria-invalid', 'true');
    applyCountryLocale(wrapper, settings, 'HK');
    expect(row('billing_postcode_field').className).toBe('form-row');
    expect(document.getElementById('billing_postcode')!.hasAttribute('aria-invalid')).toBe(false);
  });

  it('leaves a label that already says the locale\'s words as it is', () => {
    const wrapper = setUp();
    const words = row('billing_postcode_field').querySelector('label')!.firstChild;
    applyCountryLocale(wrapper, settings, 'FR');
    expect(row('billing_postcode_field').querySelector('label')!.firstChild).toBe(words);
  });

  it('sets placeholders from the locale', () => {
    const wrapper = setUp();
    applyCountryLocale(wrapper, settings, 'FR');
    expect(document.getElementById('billing_address_2')!.getAttribute('placeholder')).toBe('Appartement (facultatif)');
  });

  it('hides the state row the locale hides, and never shows it', () => {
    const wrapper = setUp();
    (document.getElementById('billing_state') as HTMLInputElement).value = 'Île-de-France';
    applyCountryLocale(wrapper, settings, 'FR');
    expect(row('billing_state_field').hidden).toBe(true);
    expect((document.getElementById('billing_state') as HTMLInputElement).value).toBe('');
    applyCountryLocale(wrapper, settings, 'HK');
    expect(row('billing_state_field').hidden, 'shown by the state control, not the locale').toBe(true);
  });

  it('hides and empties a row the locale hides, shows it again for another country, and leaves the state row to the state control', () => {
    const wrapper = setUp();
    applyCountryLocale(wrapper, settings, 'HK');
    expect(row('billing_postcode_field').hidden).toBe(true);
    expect(row('billing_postcode_field').style.display).toBe('none');
    expect((document.getElementById('billing_postcode') as HTMLInputElement).value).toBe('');
    applyCountryLocale(wrapper, settings, 'DE');
    expect(row('billing_postcode_field').hidden).toBe(false);
    expect(row('billing_postcode_field').style.display).toBe('');
    expect(row('billing_state_field').hidden).toBe(false);
  });

  it('leaves the rows alone when no locale is configured', () => {
    const wrapper = setUp();
    const before = wrapper.innerHTML;
    applyCountryLocale(wrapper, { ...settings, locale: {} }, 'FR');
    expect(wrapper.innerHTML).toBe(before);
  });
});
