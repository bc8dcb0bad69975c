// The suggestions under an address field, in WooCommerce's markup so themes' styles for it apply:
// `div#address_suggestions_<group>.woocommerce-address-suggestions` after the input, holding
// `ul.suggestions-list[role=listbox]` (labelled « Suggestions d’adresse »; id `address_suggestions_<group>_list`)
// of `li[role=option]#suggestion-item-<group>-<n>[data-id]` with the matched parts in <strong>, and the
// provider's branding in `div.woocommerce-address-autocomplete-branding`; a decorative `div.address-search-icon`
// in the field's wrapper. No option is highlighted when shown; the highlighted one has `active` and
// aria-selected=true.
import type { AddressGroup, AddressSuggestion } from './provider-api.ts';
import { t } from './address-autocomplete.strings.ts';
import { brandingFragment } from './branding.ts';
import { labelRuns } from './suggestion-label.ts';

export interface SuggestionList {
  readonly container: HTMLElement;
  readonly list: HTMLUListElement;
  isShown(): boolean;
  /** Shows the suggestions (none highlighted) and the provider's branding, if any. */
  show(suggestions: readonly AddressSuggestion[], brandingHtml: string): void;
  hide(): void;
  /** The options shown. */
  options(): HTMLLIElement[];
  /** Highlights an option (-1: none); returns its id, or null. */
  highlight(index: number): string | null;
  highlighted(): number;
  /** Takes the list, the branding and the icon out of the page. */
  remove(): void;
}

function optionFor(group: AddressGroup, suggestion: AddressSuggestion, index: number): HTMLLIElement {
  const option = document.createElement('li');
  option.id = `suggestion-item-${group}-${index}`;
  option.setAttribute('role', 'option');
  option.setAttribute('aria-selected', 'false');
  option.setAttribute('aria-label', suggestion.label);
  option.dataset.id = suggestion.id;
  for (const run of labelRuns(suggestion.label, suggestion.matchedSubstrings)) {
    if (run.matched) {
      const strong = document.createElement('strong');
      strong.textContent = run.text;
      option.append(strong);
    } else {
      option.append(document.createTextNode(run.text));
    }
  }
  return option;
}

export function createSuggestionList(input: HTMLInputElement, group: AddressGroup): SuggestionList {
  const container = document.createElement('div');
  container.id = `address_suggestions_${group}`;
  container.className = 'woocommerce-address-suggestions';
  container.style.display = 'none';
  const list = document.createElement('ul');
  list.className = 'suggestions-list';
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', t('addressSuggestionsLabel'));
  const branding = document.createElement('div');
  branding.className = 'woocommerce-address-autocomplete-branding';
  branding.style.display = 'none';
  branding.setAttribute('aria-hidden', 'true');
  container.append(list, branding);
  input.after(container);
  const icon = document.createElement('div');
  icon.className = 'address-search-icon';
  icon.setAttribute('aria-hidden', 'true');
  input.parentElement?.append(icon);

  let highlightedIndex = -1;
  const options = () => [...list.querySelectorAll<HTMLLIElement>('li[role=option]')];

  function showBranding(html: string): void {
    branding.replaceChildren(html ? brandingFragment(html) : '');
    const shown = branding.childNodes.length > 0 && html !== '';
    branding.style.display = shown ? 'flex' : 'none';
    if (shown) branding.removeAttribute('aria-hidden');
    else branding.setAttribute('aria-hidden', 'true');
  }

  return {
    container,
    list,
    isShown: () => container.style.display !== 'none',
    show(suggestions, brandingHtml) {
      highlightedIndex = -1;
      list.replaceChildren(...suggestions.map((suggestion, index) => optionFor(group, suggestion, index)));
      list.id = `address_suggestions_${group}_list`;
      showBranding(brandingHtml);
      container.style.marginTop = `${input.offsetHeight}px`;
      container.style.display = 'block';
    },
    hide() {
      highlightedIndex = -1;
      container.style.display = 'none';
      list.replaceChildren();
      list.removeAttribute('id');
      showBranding('');
    },
    options,
    highlight(index) {
      highlightedIndex = index;
      let id: string | null = null;
      options().forEach((option, position) => {
        const active = position === index;
        option.classList.toggle('active', active);
        option.setAttribute('aria-selected', String(active));
        if (active) id = option.id;
      });
      return id;
    },
    highlighted: () => highlightedIndex,
    remove() {
      container.remove();
      icon.remove();
    },
  };
}
