// The requests of the checkout form, for the fault matrix (scripts/fault-matrix.ts); see core/registry/network-call.ts.
import type { NetworkCall } from '../../core/registry/network-call.ts';

export const checkoutFormCalls: NetworkCall[] = [
  { endpoint: 'update_order_review', when: 'the address or shipping method changes' },
  { endpoint: 'checkout', when: 'the order is placed' },
  { endpoint: 'apply_coupon', when: 'a coupon is applied on the checkout' },
  { endpoint: 'remove_coupon', when: 'a coupon is removed from the checkout' },
];
