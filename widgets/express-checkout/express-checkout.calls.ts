// The requests of the express wallet button, for the fault matrix (scripts/fault-matrix.ts); see core/registry/network-call.ts.
import type { NetworkCall } from '../../core/registry/network-call.ts';

export const expressCheckoutCalls: NetworkCall[] = [
  { endpoint: 'store:cart', when: 'the button reads the cart' },
  { endpoint: 'store:cart/add-item', when: 'the wallet sheet opens on a product page' },
  { endpoint: 'store:cart/remove-item', when: 'a product page’s sheet is cancelled' },
  { endpoint: 'store:cart/update-customer', when: 'the wallet’s shipping address changes' },
  { endpoint: 'store:cart/select-shipping-rate', when: 'the wallet’s shipping option changes' },
  { endpoint: 'store:checkout', when: 'the wallet pays from a product, cart or checkout page' },
  { endpoint: 'store:order', when: 'the pay-for-order page’s wallet reads the order' },
  { endpoint: 'store:checkout/order', when: 'the pay-for-order page’s wallet pays' },
  { endpoint: 'ajax:update_order_status', when: 'the bank’s 3-D Secure step ends' },
  { endpoint: 'ajax:platform_tracks', when: 'the button shows or is pressed' },
];
