// The combobox on a billing address line, driven with a provider double: ARIA and wrapper class with a provider
// for the country, search from 3 plain characters, at most 5 options with <strong> matches (text only), arrows
// wrap, Enter fills the fields in order and asks one update, stale answers dropped, errors and non-lists logged
// and hidden, autofill suppression and its restore, branding sanitised, blur / Escape / outside click / country
// change hide, unmount undoes everything.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshPage, recordEvents } from '../../core/testing/shop-page.ts';
import { testMount, type TestMount } from '../../core/testing/test-mount.ts';
import type { AddressSuggestion } from './provider-api.ts';

const checkoutHtml = `
  <form class="checkout woocommerce-checkout"><div class="woocommerce-billing-fields">
    <p class="form-row address-field" id="billing_country_field"><label for="billing_country">Pays</label>
      <span class="woocommerce-input-wrapper"><select id="billing_country" name="billing_country"><option value="FR" selected>France</option><option value="BE">Belgique</option></select></span></p>
    <p class="form-row address-field" id="billing_address_1_field"><label for="billing_address_1">Numéro et nom de rue</label>
      <span class="woocommerce-input-wrapper"><input type="text" class="input-text" id="billing_address_1" name="billing_address_1" autocomplete="address-line1"></span></p>
    <p class="form-row address-field"><label for="billing_address_2">Appartement</label><span class="woocommerce-input-wrapper"><input type="text" class="input-text" id="billing_address_2" value="Bât. B"></span></p>
    <p class="form-row address-field"><label for="billing_postcode">Code postal</label><span class="woocommerce-input-wrapper"><input type="text" class="input-text" id="billing_postcode"></span></p>
    <p class="form-row address-field"><label for="billing_city">Ville</label><span class="woocommerce-input-wrapper"><input type="text" class="input-text" id="billing_city"></span></p>
    <p class="form-row address-field"><label for="billing_state">Région</label><span class="woocommerce-input-wrapper"><input type="hidden" id="billing_state"></span></p>
  </div></form><button id="elsewhere">Ailleurs</button>`;

const LABELS = ['1 Rue de la République, 69002 Lyon', '2 Rue de la Paix, 75002 Paris', '3 Rue Neuve, 1000 Bruxelles', '4 Rue Mercière, 69002 Lyon', '5 Rue de Rivoli, 75001 Paris', '6 Rue Royale, 1000 Bruxelles'];
const SUGGESTIONS: AddressSuggestion[] = LABELS.map((label, index) => ({ id: `a${index}`, label, matchedSubstrings: [{ offset: label.indexOf('Rue'), length: 3 }] }));

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

let searches: Array<{ query: string; country: string; group: string; answer: Deferred<unknown> }>;
let selects: Array<{ id: string; answer: Deferred<unknown> }>;
let mounted: TestMount<unknown> | undefined;

const demoProvider = {
  id: 'demo',
  canSearch: (country: string) => country === 'FR',
  search(query: string, country: string, group: string) {
    const answer = deferred<unknown>();
    searches.push({ query, country, group, answer });
    return answer.promise;
  },
  select(id: string) {
    const answer = deferred<unknown>();
    selects.push({ id, answer });
    return answer.promise;
  },
};

const input = () => document.getElementById('billing_address_1') as HTMLInputElement;
const container = () => document.getElementById('address_suggestions_billing') as HTMLElement;
const options = () => [...document.querySelectorAll<HTMLLIElement>('#address_suggestions_billing li[role=option]')];
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function setUp(branding = '') {
  freshPage(checkoutHtml, { addressAutocomplete: { providers: [{ id: 'demo', name: 'Démo', branding_html: branding }] } });
  const { ensureProviderApi } = await import('./provider-api.ts');
  ensureProviderApi(window).registerAddressAutocompleteProvider(demoProvider);
  const { mount } = await import('./address-autocomplete.ts');
  mounted = testMount(input());
  mount(mounted.context as never);
}

function type(value: string): void {
  input().value = value;
  input().dispatchEvent(new Event('input', { bubbles: true }));
}

function key(name: string): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
  input().dispatchEvent(event);
  return event;
}

async function showSuggestions(count = 6): Promise<void> {
  type('Rue');
  searches.at(-1)!.answer.resolve(SUGGESTIONS.slice(0, count));
  await flush();
}

beforeEach(() => {
  searches = [];
  selects = [];
});

afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  delete (window as unknown as { wc?: unknown }).wc;
  vi.useRealTimers();
});

describe('address autocomplete', () => {
  it('makes the field a combobox while a provider can search the country', async () => {
    await setUp();
    expect(input().getAttribute('role')).toBe('combobox');
    expect(input().getAttribute('aria-autocomplete')).toBe('list');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().getAttribute('aria-haspopup')).toBe('listbox');
    expect(input().parentElement!.classList.contains('autocomplete-available')).toBe(true);
    expect(input().nextElementSibling).toBe(container());
    expect(input().parentElement!.querySelector('.address-search-icon')).not.toBeNull();
    expect((window as unknown as { wc: { addressAutocomplete: { activeProvider: { billing: unknown } } } }).wc.addressAutocomplete.activeProvider.billing).not.toBeNull();
    const country = document.getElementById('billing_country') as HTMLSelectElement;
    country.value = 'BE';
    country.dispatchEvent(new Event('change', { bubbles: true }));
    expect(input().hasAttribute('role')).toBe(false);
    expect(input().hasAttribute('aria-expanded')).toBe(false);
    expect(input().parentElement!.classList.contains('autocomplete-available')).toBe(false);
  });

  it('searches plain text from 3 characters and shows at most 5 options, none highlighted, announced', async () => {
    await setUp();
    type('Ru');
    expect(searches).toHaveLength(0);
    type('<b>Ru</b>');
    expect(searches).toHaveLength(0);
    await showSuggestions();
    expect(searches.at(-1)).toMatchObject({ query: 'Rue', country: 'FR', group: 'billing' });
    expect(container().style.display).toBe('block');
    expect(options()).toHaveLength(5);
    expect(options()[0]!.id).toBe('suggestion-item-billing-0');
    expect(options()[0]!.dataset.id).toBe('a0');
    expect(options()[0]!.getAttribute('aria-label')).toBe(LABELS[0]);
    expect(options()[0]!.querySelector('strong')!.textContent).toBe('Rue');
    expect(options().some((option) => option.classList.contains('active'))).toBe(false);
    const list = container().querySelector('ul.suggestions-list')!;
    expect(list.getAttribute('role')).toBe('listbox');
    expect(list.getAttribute('aria-label')).toBe('Suggestions d’adresse');
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(input().getAttribute('aria-controls')).toBe('address_suggestions_billing_list');
    expect(list.id).toBe('address_suggestions_billing_list');
    expect(document.querySelector('.widget_shopping_cart_live_region')!.textContent).toBe('5 suggestions d’adresse disponibles');
  });

  it('inserts labels as text, never as markup', async () => {
    await setUp();
    type('Rue');
    searches[0]!.answer.resolve([{ id: 'x', label: '<img src=x onerror=alert(1)>Rue', matchedSubstrings: [{ offset: 0, length: 4 }] }]);
    await flush();
    expect(options()[0]!.querySelector('img')).toBeNull();
    expect(options()[0]!.textContent).toBe('<img src=x onerror=alert(1)>Rue');
    expect(options()[0]!.querySelector('strong')!.textContent).toBe('<img');
  });

  it('moves the highlight with the arrows, wrapping around, and Escape hides', async () => {
    await setUp();
    await showSuggestions(3);
    expect(key('ArrowUp').defaultPrevented).toBe(true);
    expect(options()[2]!.classList.contains('active')).toBe(true);
    expect(options()[2]!.getAttribute('aria-selected')).toBe('true');
    expect(input().getAttribute('aria-activedescendant')).toBe('suggestion-item-billing-2');
    key('ArrowDown');
    expect(input().getAttribute('aria-activedescendant')).toBe('suggestion-item-billing-0');
    expect(options()[2]!.getAttribute('aria-selected')).toBe('false');
    key('ArrowDown');
    key('ArrowDown');
    key('ArrowDown');
    expect(input().getAttribute('aria-activedescendant')).toBe('suggestion-item-billing-0');
    expect(key('Escape').defaultPrevented).toBe(true);
    expect(container().style.display).toBe('none');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().hasAttribute('aria-activedescendant')).toBe(false);
    expect(input().hasAttribute('aria-controls')).toBe(false);
  });

  it('Enter without a highlight does nothing; with one it fills the fields in order and asks one update', async () => {
    await setUp();
    const events = recordEvents('update_checkout');
    const changes: string[] = [];
    document.addEventListener('change', (event) => {
      const field = event.target as HTMLElement;
      changes.push(`${field.id}${field.getAttribute('data-autocomplete-manipulating') === 'true' ? ' (manipulating)' : ''}`);
    });
    await showSuggestions();
    expect(key('Enter').defaultPrevented).toBe(false);
    key('ArrowDown');
    key('ArrowDown');
    expect(key('Enter').defaultPrevented).toBe(true);
    expect(container().style.display).toBe('none');
    expect(document.activeElement).toBe(input());
    expect(selects.map((select) => select.id)).toEqual(['a1']);
    vi.useFakeTimers();
    selects[0]!.answer.resolve({ country: 'FR', address_1: '2 Rue de la Paix', city: 'Paris', postcode: '75002' });
    await vi.advanceTimersByTimeAsync(0);
    expect(changes).toEqual(['billing_country (manipulating)', 'billing_address_1 (manipulating)']);
    expect(input().value).toBe('2 Rue de la Paix');
    expect(input().getAttribute('value')).toBe('2 Rue de la Paix');
    expect(events.update_checkout).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(50);
    expect(changes.slice(2)).toEqual(['billing_address_2 (manipulating)', 'billing_city (manipulating)', 'billing_postcode (manipulating)', 'billing_state (manipulating)']);
    expect((document.getElementById('billing_address_2') as HTMLInputElement).value).toBe('');
    expect((document.getElementById('billing_city') as HTMLInputElement).value).toBe('Paris');
    expect((document.getElementById('billing_postcode') as HTMLInputElement).value).toBe('75002');
    expect(events.update_checkout).toHaveLength(1);
    expect([...document.querySelectorAll('[data-autocomplete-manipulating]')]).toEqual([input()]);
    vi.useRealTimers();
    // The browser's change for the text typed before the choice, when the field is left, asks nothing more.
    input().dispatchEvent(new FocusEvent('blur'));
    expect(input().getAttribute('data-autocomplete-manipulating')).toBe('true');
    await flush();
    expect(input().hasAttribute('data-autocomplete-manipulating')).toBe(false);
  });

  it('gives the field back at the shopper’s next edit after a choice', async () => {
    await setUp();
    await showSuggestions();
    key('ArrowDown');
    key('Enter');
    selects[0]!.answer.resolve({ country: 'FR', address_1: '1 Rue de la République' });
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(input().getAttribute('data-autocomplete-manipulating')).toBe('true');
    key('Tab');
    expect(input().getAttribute('data-autocomplete-manipulating')).toBe('true');
    type('1 Rue de la République B');
    expect(input().hasAttribute('data-autocomplete-manipulating')).toBe(false);
  });

  it('fills nothing when the choice fails or answers no object, and logs the failure', async () => {
    await setUp();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await showSuggestions();
    key('ArrowDown');
    key('Enter');
    selects[0]!.answer.reject(new Error('select down'));
    await flush();
    expect(error).toHaveBeenCalledWith('Address selection failed:', expect.any(Error));
    expect(input().value).toBe('Rue');
    await showSuggestions();
    key('ArrowDown');
    key('Enter');
    selects[1]!.answer.resolve('no address');
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(input().value).toBe('Rue');
    expect(container().style.display).toBe('none');
  });

  it('never lets an older answer overwrite a newer one', async () => {
    await setUp();
    type('Rue');
    type('Rue de');
    searches[1]!.answer.resolve([SUGGESTIONS[1]]);
    await flush();
    searches[0]!.answer.resolve(SUGGESTIONS);
    await flush();
    expect(options().map((option) => option.dataset.id)).toEqual(['a1']);
  });

  it('logs a non-list answer and a failed search, and hides the list', async () => {
    await setUp();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await showSuggestions();
    type('Rue de');
    searches.at(-1)!.answer.resolve({ results: [] });
    await flush();
    expect(error).toHaveBeenCalledWith('Invalid suggestions response - not an array', { results: [] });
    expect(container().style.display).toBe('none');
    await showSuggestions();
    type('Rue de la');
    searches.at(-1)!.answer.reject(new Error('down'));
    await flush();
    expect(error).toHaveBeenCalledWith('Address search failed:', expect.any(Error));
    expect(container().style.display).toBe('none');
    await showSuggestions(2);
    expect(options()).toHaveLength(2);
  });

  it('hides under 3 characters, on an empty answer, 200 ms after blur and on a click elsewhere', async () => {
    await setUp();
    await showSuggestions();
    type('Ru');
    expect(container().style.display).toBe('none');
    type('Rue');
    searches.at(-1)!.answer.resolve([]);
    await flush();
    expect(container().style.display).toBe('none');
    await showSuggestions();
    vi.useFakeTimers();
    input().dispatchEvent(new FocusEvent('blur'));
    vi.advanceTimersByTime(199);
    expect(container().style.display).toBe('block');
    vi.advanceTimersByTime(1);
    expect(container().style.display).toBe('none');
    vi.useRealTimers();
    await showSuggestions();
    options()[0]!.click();
    expect(selects).toHaveLength(1);
    await showSuggestions();
    document.getElementById('elsewhere')!.click();
    expect(container().style.display).toBe('none');
  });

  it('highlights an option under the pointer', async () => {
    await setUp();
    await showSuggestions();
    options()[3]!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(input().getAttribute('aria-activedescendant')).toBe('suggestion-item-billing-3');
  });

  it('turns the browser’s autofill off while the list shows and back after', async () => {
    await setUp();
    await showSuggestions();
    expect(input().getAttribute('autocomplete')).toBe('none');
    expect(input().getAttribute('data-original-autocomplete')).toBe('address-line1');
    expect(input().getAttribute('data-lpignore')).toBe('true');
    expect(input().getAttribute('data-1p-ignore')).toBe('true');
    expect(input().getAttribute('data-op-ignore')).toBe('true');
    key('Escape');
    expect(input().getAttribute('autocomplete')).toBe('address-line1');
    expect(input().hasAttribute('data-original-autocomplete')).toBe(false);
    expect(input().getAttribute('data-lpignore')).toBe('false');
  });

  it('shows the provider’s branding sanitised, and hides it with the list', async () => {
    await setUp('<span class="by" data-x="1" onclick="alert(1)" STYLE = "color: red" style="color: blue">Fourni par <a href="https://demo.example" target="_blank" rel="noopener">Démo</a></span><script>alert(1)</script><u>u</u><img src="/logo.svg" alt="Démo" style="height: 12px">');
    await showSuggestions();
    const branding = container().querySelector<HTMLElement>('.woocommerce-address-autocomplete-branding')!;
    expect(branding.style.display).toBe('flex');
    expect(branding.querySelector('script')).toBeNull();
    expect(branding.querySelector('u')).toBeNull();
    expect(branding.textContent).toContain('u');
    const span = branding.querySelector('span.by')!;
    expect(span.hasAttribute('onclick')).toBe(false);
    expect(span.hasAttribute('data-x')).toBe(false);
    expect(span.getAttribute('style')).toBe('color: red;');
    expect(branding.querySelector('[data-fondant-branding-style]')).toBeNull();
    expect(branding.querySelector('a')!.getAttribute('href')).toBe('https://demo.example');
    expect(branding.querySelector('img')!.style.height).toBe('12px');
    key('Escape');
    expect(branding.style.display).toBe('none');
    expect(branding.getAttribute('aria-hidden')).toBe('true');
  });

  it('waits for a provider that registers after the mount', async () => {
    freshPage(checkoutHtml, { addressAutocomplete: { providers: [{ id: 'demo', name: 'Démo', branding_html: '' }] } });
    const { mount } = await import('./address-autocomplete.ts');
    mounted = testMount(input());
    mount(mounted.context as never);
    expect(input().hasAttribute('role')).toBe(false);
    const { ensureProviderApi } = await import('./provider-api.ts');
    ensureProviderApi(window).registerAddressAutocompleteProvider(demoProvider);
    expect(input().getAttribute('role')).toBe('combobox');
  });

  it('undoes everything at unmount', async () => {
    await setUp();
    await showSuggestions();
    mounted!.unmount();
    mounted = undefined;
    expect(container()).toBeNull();
    expect(document.querySelector('.address-search-icon')).toBeNull();
    expect(input().hasAttribute('role')).toBe(false);
    expect(input().getAttribute('autocomplete')).toBe('address-line1');
    expect(input().parentElement!.classList.contains('autocomplete-available')).toBe(false);
  });
});
