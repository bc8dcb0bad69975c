// The requests of WooPayments' card and SEPA forms, for the fault matrix (scripts/fault-matrix.ts); see core/registry/network-call.ts.
import type { NetworkCall } from '../../core/registry/network-call.ts';

export const paymentElementCalls: NetworkCall[] = [
  { endpoint: 'ajax:save_upe_appearance', when: 'the element first shows without a cached theme look' },
  { endpoint: 'ajax:create_setup_intent', when: 'a card is added from My account' },
  { endpoint: 'ajax:update_order_status', when: 'the bank’s 3-D Secure step ends' },
];
