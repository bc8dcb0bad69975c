// The country and state fields: at mount and on every change of the country control (a shopper's, or a plugin's
// jQuery `change`/`refresh`), the fields follow the country (country-fields.ts); `wc_address_i18n_ready` is
// fired once per page, before them; a `country_to_state_changed` without arguments (the cart's calculator
// toggle) brings the fields back in line without firing anything; a plugin's `country_to_state_changing`
// re-applies a locale. The mount fires the country events once per control id, like WooCommerce at page load:
// a control the page re-renders (the cart totals' calculator) comes back silently.
import { emit } from '../../core/events/bridge.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { countryFields } from './country-fields.ts';
import type { CountryControl } from './field-wrapper.ts';
import { addressFieldSettings } from '../../core/config/address-field-settings.ts';

let i18nReadyFired = false;
/** The ids of the country controls whose mount has fired the country events already. */
const announcedControls = new Set<string>();

export function mount(context: MountContext<NoAttributes>): void {
  const country = context.element as CountryControl;
  const fields = countryFields(country, addressFieldSettings());
  if (!i18nReadyFired) {
    i18nReadyFired = true;
    emit('wc_address_i18n_ready');
  }
  // Like WooCommerce at page load, a control with no country chosen yet is left as printed.
  if (country.value !== '') {
    fields.apply(!country.id || !announcedControls.has(country.id));
    if (country.id) announcedControls.add(country.id);
  }
  const onCountryChange = () => fields.apply(true);
  context.on('change', onCountryChange, { target: country });
  context.on('refresh', onCountryChange, { target: country });
  context.on('country_to_state_changing', fields.onChanging);
  context.on('country_to_state_changed', (changedCountry?: unknown) => {
    if (changedCountry === undefined && country.isConnected) fields.apply(false);
  });
}
