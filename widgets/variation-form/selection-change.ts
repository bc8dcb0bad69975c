// A select changed (the shopper, or a plugin's jQuery trigger; the quantity's and variation_id's changes bubble
// to the form too): when the choices really differ, variation_id and any message are cleared and the legacy
// sequence runs — woocommerce_variation_select_change (inline data only), check_variations, has_changed.
import { readChosenAttributes, sameChoices } from './chosen-attributes.ts';
import { changeValue } from './form-fields.ts';
import type { FormScope } from './form-scope.ts';

export function obeySelectionChange({ parts, state, fire, obey, setView }: FormScope): void {
  obey('change', () => {
    const choices = readChosenAttributes(parts.selects).data;
    if (sameChoices(choices, state.lastChoices)) return;
    state.lastChoices = choices;
    // A choice made before the initial check (a quick shopper) is not the first load: its no-match shows.
    state.initialLoad = false;
    if (parts.variationId) changeValue(parts.variationId, '');
    fire('clear_reset_announcement');
    setView('notice', null);
    if (state.variations !== false) fire('woocommerce_variation_select_change');
    fire('check_variations');
    fire('woocommerce_variation_has_changed');
  });
}
