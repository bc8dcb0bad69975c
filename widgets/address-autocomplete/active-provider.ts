// The provider an address group uses: the first of the shop's providers, in its order, that is registered and
// can search the group's country. A `canSearch` that throws is logged and counts as "no".
import type { AddressAutocompleteApi, AddressProvider } from './provider-api.ts';

export function activeProviderFor(api: AddressAutocompleteApi, country: string): AddressProvider | null {
  for (const { id } of api.serverProviders) {
    const provider = Object.hasOwn(api.providers, id) ? api.providers[id] : undefined;
    if (!provider) continue;
    try {
      if (provider.canSearch(country)) return provider;
    } catch (error) {
      console.error(`Address provider "${id}" failed to say whether it can search ${country}:`, error);
    }
  }
  return null;
}
