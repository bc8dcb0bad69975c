// The address field as a WAI-ARIA combobox while a provider can search its country: role=combobox,
// aria-autocomplete=list, aria-haspopup=listbox, aria-expanded, and `autocomplete-available` on its
// `.woocommerce-input-wrapper` (themes style the search icon from it). Without a provider all of it goes,
// with aria-activedescendant, aria-owns and aria-controls.
const COMBOBOX_ATTRIBUTES = { role: 'combobox', 'aria-autocomplete': 'list', 'aria-expanded': 'false', 'aria-haspopup': 'listbox' };
const REMOVED_WITHOUT_PROVIDER = [...Object.keys(COMBOBOX_ATTRIBUTES), 'aria-activedescendant', 'aria-owns', 'aria-controls'];

export function markCombobox(input: HTMLInputElement, available: boolean): void {
  input.closest('.woocommerce-input-wrapper')?.classList.toggle('autocomplete-available', available);
  if (available) {
    for (const [name, value] of Object.entries(COMBOBOX_ATTRIBUTES)) if (!input.hasAttribute(name)) input.setAttribute(name, value);
  } else {
    for (const name of REMOVED_WITHOUT_PROVIDER) input.removeAttribute(name);
  }
}

/** The list is shown (its id) or hidden (null): aria-expanded, aria-controls, and no active descendant. */
export function markExpanded(input: HTMLInputElement, listId: string | null): void {
  input.removeAttribute('aria-activedescendant');
  if (!input.hasAttribute('role')) return;
  input.setAttribute('aria-expanded', String(listId !== null));
  if (listId) input.setAttribute('aria-controls', listId);
  else input.removeAttribute('aria-controls');
}
