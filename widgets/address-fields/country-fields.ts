// One country control and the address fields it governs: applying a country fires `country_to_state_changing`
// [country, wrapper], makes the state control the right kind, labels, marks, hides and orders the rows by the
// country's locale, then fires `country_to_state_changed` [country, wrapper]. Nothing is posted: the checkout
// hears the fields' own changes.
import { emit } from '../../core/events/bridge.ts';
import type { AddressFieldSettings } from '../../core/config/page-config-shape.ts';
import { fieldLocaleFor, applyCountryLocale } from './field-locale.ts';
import { findStateControl, isShippingCalculator, stateIdFor, wrapperOf, type CountryControl } from './field-wrapper.ts';
import { sortRowsAround } from './row-order.ts';
import { ensureStateLabel } from './state-label.ts';
import { switchStateControl } from './state-field.ts';

export interface CountryFields {
  /** Brings the fields in line with the country control's value; `announce` fires the legacy events around it. */
  apply(announce: boolean): void;
}

export function countryFields(country: CountryControl, settings: AddressFieldSettings): CountryFields {
  const stateId = stateIdFor(country);
  return {
    apply(announce) {
      const wrapper = wrapperOf(country);
      const code = country.value;
      if (announce) emit('country_to_state_changing', [code, wrapper]);
      const current = findStateControl(wrapper, stateId);
      const state = current && switchStateControl(current, settings.countries[code]);
      const knownRows = applyCountryLocale(wrapper, settings, code);
      if (state) ensureStateLabel(state, fieldLocaleFor(settings, code, 'state')?.label);
      // WooCommerce keeps the shipping calculator's rows as printed.
      if (!isShippingCalculator(wrapper)) sortRowsAround(knownRows);
      if (announce) emit('country_to_state_changed', [code, wrapper]);
    },
  };
}
