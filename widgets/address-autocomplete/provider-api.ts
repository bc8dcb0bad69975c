// WooCommerce's address autocomplete API, `window.wc.addressAutocomplete`, with its contract: a provider is an
// object with a non-empty string `id` the shop lists (serverProviders) and the functions `canSearch`, `search` and
// `select`; it registers once (a second time warns and answers false), anything else is logged and answers false;
// a registered provider is frozen. Provider scripts written for WooCommerce call it as they are. Whoever comes
// first installs it — the classic address-autocomplete-api.js printed before those scripts, or the widget — and
// the other adopts it. A registration is also told to the page as `fondant:address-provider-registered` on the
// document, so a widget already mounted re-evaluates its provider.
import { readServerProviders, type ServerProvider } from './server-providers.ts';

export type AddressGroup = 'billing' | 'shipping';

export interface AddressSuggestion {
  id: string;
  label: string;
  matchedSubstrings?: Array<{ offset: number; length: number }>;
}

export interface SelectedAddress {
  country?: string;
  address_1?: string;
  address_2?: string;
  city?: string;
  state?: string;
  postcode?: string;
}

export interface AddressProvider {
  id: string;
  canSearch(country: string): boolean;
  search(query: string, country: string, group: AddressGroup): Promise<unknown>;
  select(id: string): Promise<unknown>;
}

export interface AddressAutocompleteApi {
  providers: Record<string, AddressProvider>;
  activeProvider: Record<AddressGroup, AddressProvider | null>;
  serverProviders: ServerProvider[];
  registerAddressAutocompleteProvider(provider: unknown): boolean;
  getServerProvider(id: string): ServerProvider | null;
  getProviders(): Record<string, AddressProvider>;
  getActiveProvider(group: AddressGroup): AddressProvider | null;
  setActiveProvider(group: AddressGroup, provider: AddressProvider | null): void;
  isBlocksContext(): boolean;
}

export const PROVIDER_REGISTERED_EVENT = 'fondant:address-provider-registered';

interface WooCommerceGlobal {
  addressAutocomplete?: AddressAutocompleteApi;
  wcSettings?: { allSettings?: { isCheckoutBlock?: unknown } };
}

type WindowWithWc = Window & { wc?: WooCommerceGlobal };

function invalidReason(provider: unknown): string | null {
  if (typeof provider !== 'object' || provider === null) return 'a provider must be an object';
  const { id, canSearch, search, select } = provider as Record<string, unknown>;
  if (typeof id !== 'string' || id === '') return 'a provider must have a non-empty string id';
  if (typeof canSearch !== 'function' || typeof search !== 'function' || typeof select !== 'function') {
    return `provider "${id}" must have the functions canSearch, search and select`;
  }
  return null;
}

export function createProviderApi(serverProviders: ServerProvider[], win: WindowWithWc): AddressAutocompleteApi {
  const providers: Record<string, AddressProvider> = {};
  const activeProvider: Record<AddressGroup, AddressProvider | null> = { billing: null, shipping: null };
  return {
    providers,
    activeProvider,
    serverProviders,
    registerAddressAutocompleteProvider(provider) {
      const reason = invalidReason(provider);
      if (reason) {
        console.error(`Error registering address provider: ${reason}.`);
        return false;
      }
      const { id } = provider as AddressProvider;
      if (!serverProviders.some((listed) => listed.id === id)) {
        console.error(`Error registering address provider: "${id}" is not one of the shop's address providers.`);
        return false;
      }
      if (Object.hasOwn(providers, id)) {
        console.warn(`Address provider "${id}" is already registered.`);
        return false;
      }
      providers[id] = Object.freeze(provider as AddressProvider);
      win.document.dispatchEvent(new CustomEvent(PROVIDER_REGISTERED_EVENT, { detail: { id } }));
      return true;
    },
    getServerProvider: (id) => serverProviders.find((listed) => listed.id === id) ?? null,
    getProviders: () => providers,
    getActiveProvider: (group) => activeProvider[group],
    setActiveProvider(group, provider) {
      activeProvider[group] = provider;
    },
    isBlocksContext: () => Boolean(win.wc?.wcSettings?.allSettings?.isCheckoutBlock),
  };
}

/** APIs made for pages whose `window.wc` cannot take one (frozen, read-only, not an object), by that `wc` (or the
 *  window when it is no object): the widget keeps them for itself. */
const keptApis = new WeakMap<object, AddressAutocompleteApi>();

const wcObject = (win: Window): WooCommerceGlobal | null => {
  const wc: unknown = (win as WindowWithWc).wc;
  return typeof wc === 'object' && wc !== null ? wc : null;
};

function installedApi(win: Window): AddressAutocompleteApi | undefined {
  const wc = wcObject(win);
  return wc ? (wc.addressAutocomplete ?? keptApis.get(wc)) : keptApis.get(win);
}

/** The page's API, installed now as `window.wc.addressAutocomplete` when no script has installed it yet. A page that
 *  froze `window.wc` (or made it something else) keeps it as it is; the API then lives on for the widget alone. */
export function ensureProviderApi(win: Window = window): AddressAutocompleteApi {
  const existing = installedApi(win);
  if (existing) return existing;
  const api = createProviderApi(readServerProviders(win.document, win), win as WindowWithWc);
  if ((win as WindowWithWc).wc === undefined) Reflect.set(win, 'wc', {});
  const wc = wcObject(win);
  if (!wc) keptApis.set(win, api);
  else if (!Reflect.set(wc, 'addressAutocomplete', api) || wc.addressAutocomplete !== api) keptApis.set(wc, api);
  return api;
}

/** The widget's view: the API a script installed, else one installed now if the shop lists providers (WooCommerce
 *  prints its API only then), else null and the page is left as it is. */
export function pageProviderApi(win: Window = window): AddressAutocompleteApi | null {
  const installed = installedApi(win);
  if (installed) return installed;
  return readServerProviders(win.document, win).length > 0 ? ensureProviderApi(win) : null;
}
