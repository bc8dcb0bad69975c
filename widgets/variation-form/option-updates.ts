// The selects' options follow the data: update_variation_values prunes them for the current choices (inline data
// only; a choice pruned away falls back to the placeholder, which is a change), then woocommerce_update_variation_values;
// reload_product_variations re-reads data-product_variations and checks again.
import { readChosenAttributes } from './chosen-attributes.ts';
import type { FormScope } from './form-scope.ts';
import { pruneOptions, unprunedField, type PrunedField } from './option-pruner.ts';

function pruneForChoices({ parts: { selects }, fields, state, fire, setView }: FormScope): void {
  const variations = state.variations;
  if (variations === false) return;
  const choices = readChosenAttributes(selects).data;
  const options: Record<string, PrunedField> = {};
  fields.forEach((field) => (options[field.name] = pruneOptions(field, variations, choices)));
  setView('options', options);
  selects.forEach((select, index) => {
    if (options[fields[index]!.name]?.selectionDropped) select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  fire('woocommerce_update_variation_values');
}

function reloadVariations({ parts: { selects }, fields, state, fire, setView, readVariations }: FormScope): void {
  state.variations = readVariations();
  if (state.variations === false) {
    // Ajax mode prunes nothing: back to the server's options.
    const options: Record<string, PrunedField> = {};
    fields.forEach((field, index) => (options[field.name] = unprunedField(field, selects[index]!.value)));
    setView('options', options);
  }
  fire('check_variations');
}

export function obeyOptionUpdates(scope: FormScope): void {
  scope.obey('update_variation_values', () => pruneForChoices(scope));
  scope.obey('reload_product_variations', () => reloadVariations(scope));
}
