// The country fields mounted by the registry: the state control and the locale follow the country at mount and
// on every change (a shopper's or a plugin's jQuery trigger), with country_to_state_changed [country, wrapper]
// after the state switch and country_to_state_changing after the locale (WooCommerce's order), and
// wc_address_i18n_ready once; a bare country_to_state_changed re-applies silently; a plugin's
// country_to_state_changing re-applies the locale of its wrapper.
import jQuery from 'jquery';
import { afterEach, describe, expect, it } from 'vitest';
import { freshPage, recordEvents, settleRegistry, shopConfig, startRegistry } from '../../core/testing/shop-page.ts';
import type { Registry } from '../../core/registry/registry.ts';

const addressFields = {
  countries: { FR: [], BE: [], ES: { C: 'A Coruña', M: 'Madrid' } },
  locale: {
    default: { postcode: { label: 'Code postal', required: true, priority: 90 }, city: { label: 'Ville', required: true, priority: 70 }, state: { label: 'Province', required: true, priority: 80 } },
    FR: { postcode: { priority: 65 }, state: { required: false, hidden: true } },
  },
  localeFields: {
    state: '#billing_state_field, #shipping_state_field, #calc_shipping_state_field',
    postcode: '#billing_postcode_field, #shipping_postcode_field, #calc_shipping_postcode_field',
    city: '#billing_city_field, #shipping_city_field, #calc_shipping_city_field',
  },
};

const row = (group: string, key: string, priority: number, control: string, label = 'Champ') =>
  `<p class="form-row" id="${group}_${key}_field" data-priority="${priority}"><label for="${group}_${key}">${label}&nbsp;<span class="required" aria-hidden="true">*</span></label><span class="woocommerce-input-wrapper">${control}</span></p>`;

const COUNTRY_NAMES: Record<string, string> = { FR: 'France', BE: 'Belgique', ES: 'Espagne', DE: 'Allemagne', IT: 'Italie' };
/** The chosen country first: the select starts on it. */
const countryOptions = (chosen: string) =>
  [chosen, ...Object.keys(COUNTRY_NAMES).filter((code) => code !== chosen)].map((code) => `<option value="${code}">${COUNTRY_NAMES[code]}</option>`).join('');

const group = (name: string, country: string) => `
  <div class="woocommerce-${name}-fields"><div class="woocommerce-${name}-fields__field-wrapper">
    ${row(name, 'country', 40, `<select name="${name}_country" id="${name}_country" class="country_to_state country_select">${countryOptions(country)}</select>`)}
    ${row(name, 'city', 70, `<input type="text" class="input-text" name="${name}_city" id="${name}_city" value="Paris">`, 'Ville')}
    ${row(name, 'postcode', 65, `<input type="text" class="input-text" name="${name}_postcode" id="${name}_postcode" value="75001">`, 'Code postal')}
    ${row(name, 'state', 80, `<input type="text" class="input-text" name="${name}_state" id="${name}_state" autocomplete="address-level1">`, 'Région')}
  </div></div>`;

const calculator = `
  <form class="woocommerce-shipping-calculator"><section class="shipping-calculator-form">
    <p class="form-row" id="calc_shipping_country_field"><label for="calc_shipping_country">Pays</label><select name="calc_shipping_country" id="calc_shipping_country" class="country_to_state"><option value="FR">France</option><option value="ES">Espagne</option></select></p>
    <p class="form-row" id="calc_shipping_state_field"><input type="hidden" name="calc_shipping_state" id="calc_shipping_state"></p>
    <p class="form-row" id="calc_shipping_city_field"><label for="calc_shipping_city">Ville</label><input type="text" class="input-text" id="calc_shipping_city" name="calc_shipping_city"></p>
    <p class="form-row" id="calc_shipping_postcode_field"><label for="calc_shipping_postcode">Code postal</label><input type="text" class="input-text" id="calc_shipping_postcode" name="calc_shipping_postcode"></p>
  </section></form>`;

let registry: Registry | undefined;
const byId = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;
const order = (wrapper: string) => [...document.querySelector(wrapper)!.querySelectorAll('.form-row')].map((element) => element.id.replace(/_field$/, ''));

async function mountPage(html: string) {
  freshPage(html, { ...shopConfig, addressFields });
  const events = recordEvents('country_to_state_changing', 'country_to_state_changed', 'wc_address_i18n_ready');
  const { addressFieldsWidget } = await import('./address-fields.widget.ts');
  registry = await startRegistry(addressFieldsWidget);
  return events;
}

function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

afterEach(() => {
  registry?.stop();
  registry = undefined;
});

describe('at mount', () => {
  it('hides the state of a country without states, orders the rows by its locale and fires the events once per field', async () => {
    const events = await mountPage(group('billing', 'FR') + group('shipping', 'FR'));
    expect(byId<HTMLInputElement>('billing_state').type).toBe('hidden');
    expect(byId('billing_state_field').hidden).toBe(true);
    expect(order('.woocommerce-billing-fields')).toEqual(['billing_country', 'billing_postcode', 'billing_city', 'billing_state']);
    expect(events.wc_address_i18n_ready).toHaveLength(1);
    expect(events.country_to_state_changing).toEqual([
      ['FR', document.querySelector('.woocommerce-billing-fields')],
      ['FR', document.querySelector('.woocommerce-shipping-fields')],
    ]);
    expect(events.country_to_state_changed).toEqual(events.country_to_state_changing);
  });

  it('shows a select of states for a country that has them', async () => {
    await mountPage(group('billing', 'ES'));
    expect(byId('billing_state')).toBeInstanceOf(HTMLSelectElement);
    expect(byId('billing_state_field').hidden).toBe(false);
    expect(order('.woocommerce-billing-fields')).toEqual(['billing_country', 'billing_city', 'billing_state', 'billing_postcode']);
  });
});

describe('no country chosen yet', () => {
  it('leaves the fields as printed and fires nothing but wc_address_i18n_ready', async () => {
    const events = await mountPage(group('billing', 'FR').replace('<select name="billing_country" id="billing_country" class="country_to_state country_select">', '$&<option value="">Sélectionnez un pays / une région…</option>'));
    expect(byId<HTMLSelectElement>('billing_country').value).toBe('');
    expect(byId<HTMLInputElement>('billing_state').type).toBe('text');
    expect(order('.woocommerce-billing-fields')).toEqual(['billing_country', 'billing_city', 'billing_postcode', 'billing_state']);
    expect(events.country_to_state_changing).toEqual([]);
    expect(events.wc_address_i18n_ready).toHaveLength(1);
  });
});

describe('a shop selling to one country', () => {
  it('reads the country from the hidden input WooCommerce prints instead of a select', async () => {
    await mountPage(`<div class="woocommerce-billing-fields"><div class="woocommerce-billing-fields__field-wrapper">
      ${row('billing', 'country', 40, '<strong>Espagne</strong><input type="hidden" name="billing_country" id="billing_country" value="ES" class="country_to_state">')}
      ${row('billing', 'state', 80, '<input type="text" class="input-text" name="billing_state" id="billing_state">', 'Région')}
    </div></div>`);
    expect(byId('billing_state')).toBeInstanceOf(HTMLSelectElement);
    expect(byId('billing_country').getAttribute('data-fondant-mounted')).toBe('address-fields');
  });
});

describe('a re-rendered country control', () => {
  it('mounts silently when the page prints the same control again', async () => {
    const events = await mountPage(calculator);
    document.querySelector('.woocommerce-shipping-calculator')!.outerHTML = calculator.replace('value="ES"', 'value="ES" selected');
    await settleRegistry(registry!);
    expect(byId('calc_shipping_country').getAttribute('data-fondant-mounted')).toBe('address-fields');
    expect(events.country_to_state_changing).toHaveLength(1);
    expect(events.country_to_state_changed).toHaveLength(1);
  });
});

describe('on a change of country', () => {
  it('switches the state control, fires changed, applies the locale, fires changing — in its own wrapper only', async () => {
    const events = await mountPage(group('billing', 'FR') + group('shipping', 'FR'));
    const seen: string[] = [];
    const stateLabel = () => byId('billing_state_field').querySelector('label')!.textContent;
    document.body.addEventListener('country_to_state_changed', () => seen.push(`changed: ${byId('billing_state').tagName}, ${stateLabel()}`));
    document.body.addEventListener('country_to_state_changing', () => seen.push(`changing: ${byId('billing_state').tagName}, ${stateLabel()}`));
    choose(byId('billing_country'), 'ES');
    expect(seen).toEqual(['changed: SELECT, Province\u00a0(facultatif)', 'changing: SELECT, Province\u00a0*']);
    expect(events.country_to_state_changed.at(-1)).toEqual(['ES', document.querySelector('.woocommerce-billing-fields')]);
    expect(byId('billing_state_field').querySelector('label')!.innerHTML).toBe('Province&nbsp;<span class="required" aria-hidden="true">*</span>');
    expect(byId('billing_state').getAttribute('aria-required')).toBe('true');
    expect(byId<HTMLInputElement>('shipping_state').type).toBe('hidden');
    expect(events.wc_address_i18n_ready).toHaveLength(1);
  });

  it('keeps the focus on the country select while the rows move', async () => {
    await mountPage(group('billing', 'FR'));
    const country = byId<HTMLSelectElement>('billing_country');
    country.focus();
    choose(country, 'ES');
    expect(document.activeElement).toBe(country);
  });

  it('keeps a typed state between two countries without a list of states', async () => {
    await mountPage(group('billing', 'FR'));
    choose(byId('billing_country'), 'DE');
    byId<HTMLInputElement>('billing_state').value = 'Bayern';
    const events = recordEvents('country_to_state_changing', 'country_to_state_changed');
    choose(byId('billing_country'), 'IT');
    expect(byId<HTMLInputElement>('billing_state').value).toBe('Bayern');
    expect(events.country_to_state_changed, 'a free text state staying one is no change of the state field').toEqual([]);
    expect(events.country_to_state_changing).toHaveLength(1);
  });

  it('re-applies a locale when a plugin fires country_to_state_changing for this wrapper, and ignores other wrappers', async () => {
    Object.assign(window, { jQuery });
    try {
      await mountPage(group('billing', 'FR') + group('shipping', 'FR'));
      jQuery(document.body).trigger('country_to_state_changing', ['ES', jQuery('.woocommerce-shipping-fields')]);
      expect(order('.woocommerce-shipping-fields')).toEqual(['shipping_country', 'shipping_city', 'shipping_state', 'shipping_postcode']);
      expect(order('.woocommerce-billing-fields')).toEqual(['billing_country', 'billing_postcode', 'billing_city', 'billing_state']);
    } finally {
      jQuery(document.body).off();
      delete (window as Window & { jQuery?: unknown }).jQuery;
    }
  });

  it('hears a plugin setting the country with jQuery', async () => {
    Object.assign(window, { jQuery });
    try {
      const events = await mountPage(group('billing', 'FR'));
      const heard: unknown[][] = [];
      jQuery(document.body).on('country_to_state_changed', (_event: unknown, ...args: unknown[]) => void heard.push(args));
      jQuery('#billing_country').val('ES').trigger('change');
      expect(byId('billing_state')).toBeInstanceOf(HTMLSelectElement);
      expect((events.country_to_state_changed.at(-1) as unknown[])[0]).toBe('ES');
      expect(heard).toHaveLength(1);
      expect(heard[0]![0]).toBe('ES');
      expect((heard[0]![1] as ArrayLike<Element>)[0]).toBe(document.querySelector('.woocommerce-billing-fields'));
    } finally {
      jQuery(document.body).off();
      delete (window as Window & { jQuery?: unknown }).jQuery;
    }
  });
});

describe('the cart shipping calculator', () => {
  it('gives its state select a screen-reader label and keeps its rows as printed', async () => {
    await mountPage(calculator);
    choose(byId('calc_shipping_country'), 'ES');
    const select = byId<HTMLSelectElement>('calc_shipping_state');
    expect(select).toBeInstanceOf(HTMLSelectElement);
    expect([...select.labels].map((label) => [label.textContent, label.className])).toEqual([['Province\u00a0*', 'screen-reader-text']]);
    expect(order('.woocommerce-shipping-calculator')).toEqual(['calc_shipping_country', 'calc_shipping_state', 'calc_shipping_city', 'calc_shipping_postcode']);
    choose(byId('calc_shipping_country'), 'ES');
    expect(select.labels).toHaveLength(1);
  });

  it('comes back in line without firing anything when the toggle fires a bare country_to_state_changed', async () => {
    const events = await mountPage(calculator);
    byId<HTMLSelectElement>('calc_shipping_country').value = 'ES';
    const { emit } = await import('../../core/events/bridge.ts');
    emit('country_to_state_changed');
    await settleRegistry(registry!);
    expect(byId('calc_shipping_state')).toBeInstanceOf(HTMLSelectElement);
    expect(events.country_to_state_changing).toHaveLength(1);
    expect(events.country_to_state_changed).toHaveLength(2);
  });
});

