// One country control and the address fields it governs, in WooCommerce's order: the state control becomes the
// right kind, then `country_to_state_changed` [country, wrapper] (unless a free text state simply stays one), then
// the country's locale labels, marks, hides and orders the rows, then `country_to_state_changing` [country,
// wrapper] — so a plugin hears `changed` with the new state control and `changing` with the locale applied, as
// with WooCommerce's scripts. A `country_to_state_changing` fired by a plugin for this wrapper applies that
// country's locale again, as WooCommerce's address-i18n does. Nothing is posted: the checkout hears the fields'
// own changes.
import { emit } from '../../core/events/bridge.ts';
import type { AddressFieldSettings } from '../../core/config/address-field-settings.ts';
import { fieldLocaleFor, applyCountryLocale } from './field-locale.ts';
import { findStateControl, isShippingCalculator, stateIdFor, wrapperOf, type CountryControl } from './field-wrapper.ts';
import { sortRowsAround } from './row-order.ts';
import { ensureStateLabel } from './state-label.ts';
import { switchStateControl } from './state-field.ts';

export interface CountryFields {
  /** Brings the fields in line with the country control's value; `announce` fires the legacy events. */
  apply(announce: boolean): void;
  /** A `country_to_state_changing` heard from elsewhere: the locale of that country, if it is for this wrapper. */
  onChanging(country: unknown, wrapper: unknown): void;
}

export function countryFields(country: CountryControl, settings: AddressFieldSettings): CountryFields {
  const stateId = stateIdFor(country);
  let announcing = false;

  function applyLocale(wrapper: HTMLElement, code: string): void {
    const knownRows = applyCountryLocale(wrapper, settings, code);
    // WooCommerce keeps the shipping calculator's rows as printed.
    if (!isShippingCalculator(wrapper)) sortRowsAround(knownRows);
  }

  function announce(name: string, args: unknown[]): void {
    announcing = true;
    try {
      emit(name, args);
    } finally {
      announcing = false;
    }
  }

  return {
    apply(announced) {
      const wrapper = wrapperOf(country);
      const code = country.value;
      const states = settings.countries[code];
      const current = findStateControl(wrapper, stateId);
      const state = current && switchStateControl(current, states);
      if (state) ensureStateLabel(state, fieldLocaleFor(settings, code, 'state')?.label);
      const stateChanged = states !== undefined || state !== current;
      if (announced && stateChanged) announce('country_to_state_changed', [code, wrapper]);
      applyLocale(wrapper, code);
      if (announced) announce('country_to_state_changing', [code, wrapper]);
    },
    onChanging(code, wrapper) {
      const own = wrapperOf(country);
      if (!announcing && typeof code === 'string' && wrapper === own) applyLocale(own, code);
    },
  };
}
