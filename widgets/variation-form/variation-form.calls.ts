// The requests of the variation form, for the fault matrix (scripts/fault-matrix.ts); see core/registry/network-call.ts.
import type { NetworkCall } from '../../core/registry/network-call.ts';

export const variationFormCalls: NetworkCall[] = [
  { endpoint: 'get_variation', when: 'options are chosen on a product with many variations' },
  { endpoint: 'add_to_cart', when: 'the chosen variation is added to the cart (ajax add to cart on)' },
];
