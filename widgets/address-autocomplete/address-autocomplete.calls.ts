// The requests of the address autocomplete (through the shop's provider), for the fault matrix (scripts/fault-matrix.ts); see core/registry/network-call.ts.
import type { NetworkCall } from '../../core/registry/network-call.ts';

export const addressAutocompleteCalls: NetworkCall[] = [
  { endpoint: 'address:search', when: 'three characters are typed in address 1' },
  { endpoint: 'address:select', when: 'a suggestion is chosen' },
];
