// The newsletter's requests, for the fault matrix (scripts/fault-matrix.ts); see core/registry/network-call.ts.
import type { NetworkCall } from '../../core/registry/network-call.ts';

export const newsletterCalls: NetworkCall[] = [
  { endpoint: 'page:newsletter', when: 'the visitor subscribes (POST to the page the form is on)' },
  { endpoint: 'ajax:sib_get_country_prefix', when: 'the SMS country prefix list is first opened' },
];
