// The requests of the mini-cart's remove links, for the fault matrix (scripts/fault-matrix.ts); see core/registry/network-call.ts.
import type { NetworkCall } from '../../core/registry/network-call.ts';

export const miniCartRemoveCalls: NetworkCall[] = [
  { endpoint: 'remove_from_cart', when: 'an item is removed from the mini-cart' },
];
