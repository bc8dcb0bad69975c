// The requests of the mini-cart's fragments, for the fault matrix (scripts/fault-matrix.ts); see core/registry/network-call.ts.
import type { NetworkCall } from '../../core/registry/network-call.ts';

export const cartFragmentsCalls: NetworkCall[] = [
  { endpoint: 'get_refreshed_fragments', when: 'a page opens without stored fragments, or the cart changed in another tab' },
];
