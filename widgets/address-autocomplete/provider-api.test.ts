// WooCommerce's provider API contract: the server list (JSON text or array, config first), registration checks
// (object, non-empty id, the three functions, an id the shop lists), a duplicate warns and answers false, a
// registered provider is frozen and announced, and a page API installed earlier is adopted, not replaced.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshPage } from '../../core/testing/shop-page.ts';
import { createProviderApi, ensureProviderApi, pageProviderApi, PROVIDER_REGISTERED_EVENT } from './provider-api.ts';
import { parseServerProviders, readServerProviders } from './server-providers.ts';

const listed = [{ id: 'demo', name: 'Démo', branding_html: '' }];
const provider = (id = 'demo') => ({ id, canSearch: (): boolean => true, search: async (): Promise<unknown> => [], select: async (): Promise<unknown> => ({}) });

afterEach(() => {
  delete (window as unknown as { wc?: unknown }).wc;
  delete (window as unknown as Record<string, unknown>).wc_address_autocomplete_common_params;
});

describe('server providers', () => {
  it('reads JSON text or an array, and drops entries without an id', () => {
    expect(parseServerProviders('[{"id":"a","name":"A","branding_html":"<b>A</b>"}]')).toEqual([{ id: 'a', name: 'A', branding_html: '<b>A</b>' }]);
    expect(parseServerProviders([{ id: 'b' }, { name: 'no id' }, { id: '' }])).toEqual([{ id: 'b', name: 'b', branding_html: '' }]);
    expect(parseServerProviders('not json')).toBeUndefined();
    expect(parseServerProviders({ id: 'a' })).toBeUndefined();
  });

  it('takes the JSON config first, then WooCommerce’s global', () => {
    freshPage('', { addressAutocomplete: { providers: [{ id: 'from-config', name: 'C' }] } });
    (window as unknown as Record<string, unknown>).wc_address_autocomplete_common_params = { address_providers: '[{"id":"from-global"}]' };
    expect(readServerProviders(document, window).map((entry) => entry.id)).toEqual(['from-config']);
    freshPage('', {});
    expect(readServerProviders(document, window).map((entry) => entry.id)).toEqual(['from-global']);
  });
});

describe('registerAddressAutocompleteProvider', () => {
  it('registers a listed provider once, frozen, and tells the page', () => {
    const api = createProviderApi(listed, window);
    const heard: unknown[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent).detail);
    document.addEventListener(PROVIDER_REGISTERED_EVENT, listener);
    expect(api.registerAddressAutocompleteProvider(provider())).toBe(true);
    document.removeEventListener(PROVIDER_REGISTERED_EVENT, listener);
    expect(Object.isFrozen(api.providers.demo)).toBe(true);
    expect(api.getProviders()).toBe(api.providers);
    expect(heard).toEqual([{ id: 'demo' }]);
  });

  it('warns and answers false for a second provider with the same id', () => {
    const api = createProviderApi(listed, window);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = provider();
    api.registerAddressAutocompleteProvider(first);
    expect(api.registerAddressAutocompleteProvider(provider())).toBe(false);
    expect(warn).toHaveBeenCalledWith('Address provider "demo" is already registered.');
    expect(api.providers.demo).toBe(first);
  });

  it.each([
    ['not an object', 'demo'],
    ['no id', { ...provider(), id: '' }],
    ['a missing function', { id: 'demo', canSearch: (): boolean => true, search: async (): Promise<unknown> => [] }],
    ['an id the shop does not list', provider('other')],
  ])('logs an error and answers false for %s', (_case, candidate) => {
    const api = createProviderApi(listed, window);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(api.registerAddressAutocompleteProvider(candidate)).toBe(false);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/^Error registering address provider/);
    expect(api.getProviders()).toEqual({});
  });

  it('has WooCommerce’s accessors', () => {
    const api = createProviderApi(listed, window);
    const demo = provider();
    api.registerAddressAutocompleteProvider(demo);
    api.setActiveProvider('shipping', api.providers.demo!);
    expect(api.getActiveProvider('shipping')).toBe(api.providers.demo);
    expect(api.activeProvider).toEqual({ billing: null, shipping: api.providers.demo });
    expect(api.getServerProvider('demo')).toEqual(listed[0]);
    expect(api.getServerProvider('other')).toBeNull();
    expect(api.serverProviders).toBe(listed);
    expect(api.isBlocksContext()).toBe(false);
  });
});

describe('ensureProviderApi', () => {
  it('installs window.wc.addressAutocomplete from the page’s list, and adopts one already there', () => {
    freshPage('', { addressAutocomplete: { providers: listed } });
    const api = ensureProviderApi(window);
    expect((window as unknown as { wc: { addressAutocomplete: unknown } }).wc.addressAutocomplete).toBe(api);
    expect(api.registerAddressAutocompleteProvider(provider())).toBe(true);
    expect(ensureProviderApi(window)).toBe(api);
    expect(ensureProviderApi(window).providers.demo).toBeDefined();
  });

  it('is installed for the widget only when the shop lists providers', () => {
    freshPage('', {});
    expect(pageProviderApi(window)).toBeNull();
    expect((window as unknown as { wc?: unknown }).wc).toBeUndefined();
    freshPage('', { addressAutocomplete: { providers: listed } });
    const api = pageProviderApi(window);
    expect(api?.serverProviders).toEqual(listed);
    expect(pageProviderApi(window)).toBe(api);
  });

  it('leaves a frozen window.wc as it is and keeps one API for the widget, without throwing', () => {
    freshPage('', { addressAutocomplete: { providers: listed } });
    const frozen = Object.freeze({ wcSettings: {} });
    (window as unknown as { wc: unknown }).wc = frozen;
    const api = pageProviderApi(window);
    expect(api?.serverProviders).toEqual(listed);
    expect(Object.keys(frozen)).toEqual(['wcSettings']);
    expect(api?.registerAddressAutocompleteProvider(provider())).toBe(true);
    expect(pageProviderApi(window)).toBe(api);
    expect(ensureProviderApi(window).providers.demo).toBeDefined();
  });

  it('leaves a read-only window.wc that is no object as it is, and still gives the widget one API', () => {
    freshPage('', { addressAutocomplete: { providers: listed } });
    Object.defineProperty(window, 'wc', { value: 'taken', configurable: true, writable: false });
    const api = ensureProviderApi(window);
    expect((window as unknown as { wc: unknown }).wc).toBe('taken');
    expect(ensureProviderApi(window)).toBe(api);
  });
});
