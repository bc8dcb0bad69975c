// The requests of the archive add-to-cart buttons, for the fault matrix (scripts/fault-matrix.ts); see core/registry/network-call.ts.
import type { NetworkCall } from '../../core/registry/network-call.ts';

export const addToCartCalls: NetworkCall[] = [
  { endpoint: 'add_to_cart', when: 'an add-to-cart button of a product list is pressed' },
];
