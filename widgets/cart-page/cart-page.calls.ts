// The requests of the cart page, for the fault matrix (scripts/fault-matrix.ts); see core/registry/network-call.ts.
import type { NetworkCall } from '../../core/registry/network-call.ts';

export const cartPageCalls: NetworkCall[] = [
  { endpoint: 'page:cart', when: 'quantities are updated, an item removed or the shipping calculator posted' },
  { endpoint: 'apply_coupon', when: 'a coupon is applied on the cart' },
  { endpoint: 'remove_coupon', when: 'a coupon is removed from the cart' },
  { endpoint: 'update_shipping_method', when: 'a shipping method is chosen on the cart' },
];
