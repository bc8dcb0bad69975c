// The requests of the coming-soon banner's dismissal, for the fault matrix (scripts/fault-matrix.ts); see core/registry/network-call.ts.
import type { NetworkCall } from '../../core/registry/network-call.ts';

export const storeNoticeCalls: NetworkCall[] = [
  { endpoint: 'rest:wp/v2/users', when: 'the shop manager dismisses the coming-soon banner' },
  { endpoint: 'ajax:rest-nonce', when: 'the dismissal’s nonce was refused and is refreshed' },
];
