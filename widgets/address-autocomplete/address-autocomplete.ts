// The address autocomplete on one first address line (billing or shipping): the provider active for the group's
// country makes the field a combobox; from 3 characters its suggestions (at most 5, none highlighted) show under
// the field, announced in French; arrows move through them with wrap-around, Enter or a click chooses, Escape, a
// click elsewhere, a country change, fewer than 3 characters or leaving the field (after 200 ms) hide them. An
// answer to an older search or choice is dropped. A chosen address fills the group's fields (address-fill.ts); the
// field then stays marked `data-autocomplete-manipulating` until the shopper edits or leaves it, so the browser's
// change on leaving (for the text typed before the choice) asks the checkout no second update. Search and select
// failures, and a search answer that is not a list, are logged and hide the list.
import { announce } from '../../core/a11y/announcer.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { activeProviderFor } from './active-provider.ts';
import { asSelectedAddress, fillAddress, MANIPULATING_ATTRIBUTE } from './address-fill.ts';
import { suggestionCountText } from './address-autocomplete.strings.ts';
import { restoreAutofill, suppressAutofill } from './autofill-suppression.ts';
import { markCombobox, markExpanded } from './combobox-attributes.ts';
import { pageProviderApi, PROVIDER_REGISTERED_EVENT, type AddressGroup, type AddressProvider, type AddressSuggestion } from './provider-api.ts';
import { isSearchable, MAX_SUGGESTIONS, plainSearchText } from './search-text.ts';
import { createSuggestionList } from './suggestion-list.ts';

export const BLUR_HIDE_DELAY_MS = 200;

function asSuggestions(results: unknown[]): AddressSuggestion[] {
  return results
    .filter((item): item is AddressSuggestion => typeof item === 'object' && item !== null && typeof (item as AddressSuggestion).id === 'string' && typeof (item as AddressSuggestion).label === 'string')
    .slice(0, MAX_SUGGESTIONS);
}

export function mount(context: MountContext<NoAttributes>): void {
  const element = context.element;
  const pageApi = pageProviderApi(window);
  if (!(element instanceof HTMLInputElement) || !pageApi || pageApi.isBlocksContext() || pageApi.serverProviders.length === 0) return;
  const input: HTMLInputElement = element;
  const api = pageApi;
  const group: AddressGroup = input.id === 'shipping_address_1' ? 'shipping' : 'billing';
  const country = document.getElementById(`${group}_country`);
  const countryCode = () => (country instanceof HTMLSelectElement || country instanceof HTMLInputElement ? country.value : '');
  const list = createSuggestionList(input, group);
  let provider: AddressProvider | null = null;
  let searchTurn = 0;
  let selectTurn = 0;
  let blurTimer: ReturnType<typeof setTimeout> | undefined;

  function hide(): void {
    searchTurn += 1;
    clearTimeout(blurTimer);
    list.hide();
    markExpanded(input, null);
    restoreAutofill(input);
  }

  function show(suggestions: AddressSuggestion[], from: AddressProvider): void {
    list.show(suggestions, api.getServerProvider(from.id)?.branding_html ?? '');
    markExpanded(input, list.list.id);
    suppressAutofill(input);
    announce(suggestionCountText(suggestions.length));
  }

  function evaluateProvider(): void {
    const active = activeProviderFor(api, countryCode());
    if (active !== provider) hide();
    provider = active;
    api.setActiveProvider(group, active);
    markCombobox(input, active !== null);
  }

  async function search(): Promise<void> {
    const turn = (searchTurn += 1);
    const text = plainSearchText(input.value);
    const current = provider;
    if (!current || !isSearchable(text)) {
      hide();
      return;
    }
    let results: unknown;
    try {
      results = await current.search(text, countryCode(), group);
    } catch (error) {
      if (turn === searchTurn) {
        console.error('Address search failed:', error);
        hide();
      }
      return;
    }
    if (turn !== searchTurn || current !== provider || context.signal.aborted) return;
    if (!Array.isArray(results)) {
      console.error('Invalid suggestions response - not an array', results);
      hide();
      return;
    }
    const suggestions = asSuggestions(results);
    if (suggestions.length === 0) hide();
    else show(suggestions, current);
  }

  async function choose(index: number): Promise<void> {
    const id = list.options()[index]?.dataset.id;
    const current = provider;
    hide();
    input.focus();
    if (id === undefined || !current) return;
    const turn = (selectTurn += 1);
    let answer: unknown;
    try {
      answer = await current.select(id);
    } catch (error) {
      if (turn === selectTurn) console.error('Address selection failed:', error);
      return;
    }
    const address = asSelectedAddress(answer);
    if (turn !== selectTurn || context.signal.aborted || !address) return;
    await fillAddress(group, address, context);
    // The browser still owes a `change` for what the shopper typed before choosing, sent when the field is left;
    // the filled address has asked its update already.
    input.setAttribute(MANIPULATING_ATTRIBUTE, 'true');
  }

  /** The field is the shopper's again: at their next edit, or once the browser's change on leaving it has passed. */
  function releaseField(): void {
    input.removeAttribute(MANIPULATING_ATTRIBUTE);
  }

  function highlight(index: number): void {
    const id = list.highlight(index);
    if (id) input.setAttribute('aria-activedescendant', id);
    else input.removeAttribute('aria-activedescendant');
  }

  /** A choice is a promise: the listener's guard reports its failure. */
  function onKeydown(event: KeyboardEvent): Promise<void> | void {
    if (!list.isShown()) return;
    const count = list.options().length;
    const current = list.highlighted();
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      highlight(event.key === 'ArrowDown' ? (current + 1) % count : current <= 0 ? count - 1 : current - 1);
    } else if (event.key === 'Enter' && current >= 0) {
      event.preventDefault();
      return choose(current);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      hide();
    }
  }

  const optionIndex = (target: EventTarget | null) => (target instanceof Element ? list.options().indexOf(target.closest('li[role=option]') as HTMLLIElement) : -1);

  context.listen(input, 'input', () => {
    releaseField();
    return search();
  });
  context.listen(input, 'keydown', onKeydown);
  context.listen(input, 'focus', () => clearTimeout(blurTimer));
  context.listen(input, 'blur', () => {
    clearTimeout(blurTimer);
    blurTimer = setTimeout(context.guard(hide), BLUR_HIDE_DELAY_MS);
    setTimeout(context.guard(releaseField), 0);
  });
  // The field keeps the focus while the pointer picks an option.
  context.listen(list.container, 'mousedown', (event) => event.preventDefault());
  context.listen(list.list, 'mouseover', (event) => {
    const index = optionIndex(event.target);
    if (index >= 0 && index !== list.highlighted()) highlight(index);
  });
  context.listen(list.list, 'click', (event) => {
    const index = optionIndex(event.target);
    if (index >= 0) return choose(index);
  });
  context.listen(document, 'click', (event) => {
    const target = event.target;
    if (list.isShown() && target instanceof Node && target !== input && !list.container.contains(target)) hide();
  });
  if (country) {
    context.on('change', () => {
      hide();
      evaluateProvider();
    }, { target: country });
  }
  context.listen(document, PROVIDER_REGISTERED_EVENT, evaluateProvider);
  context.onCleanup(() => {
    hide();
    releaseField();
    markCombobox(input, false);
    list.remove();
    api.setActiveProvider(group, null);
  });
  evaluateProvider();
}
