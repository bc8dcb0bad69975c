// What one express button remembers between events, in one object the button's modules share: what it
// charges (the server's product data or the last cart read), the Stripe objects made once, why it is shown or
// hidden, and the refresh and quantity-typing bookkeeping.
import type { StripeElements, StripeExpressCheckoutElement } from '@stripe/stripe-js';
import type { ServerProductData } from './express-settings.ts';
import type { StoreApiCart } from './store-api-types.ts';

export interface ButtonState {
  /** The server's product data: what the button charges until the shopper changes options or quantity. */
  product: ServerProductData | null;
  /** The cart (or order, or product probe) the last refresh read. */
  cart: StoreApiCart | null;
  elements: StripeElements | null;
  element: StripeExpressCheckoutElement | null;
  /** The one creation of the Elements group and element, shared by refreshes that overlap it. */
  creation: Promise<void> | null;
  /** Stripe's `ready` named at least one wallet (and no `loaderror` came since). */
  walletsAvailable: boolean;
  /** The last refresh found something above 0 to charge. */
  eligible: boolean;
  /** Removed for good: the product could not go into its separate cart, or a payment's outcome is unknown. */
  removed: boolean;
  refreshing: boolean;
  /** Numbers the refreshes: only the latest one may publish what it read. */
  refreshNumber: number;
  /** The shopper is typing a quantity whose price is not read yet. */
  quantityPending: boolean;
  quantityTimer: ReturnType<typeof setTimeout> | undefined;
}

export function initialButtonState(product: ServerProductData | null): ButtonState {
  return {
    product,
    cart: null,
    elements: null,
    element: null,
    creation: null,
    walletsAvailable: false,
    eligible: false,
    removed: false,
    refreshing: false,
    refreshNumber: 0,
    quantityPending: false,
    quantityTimer: undefined,
  };
}

/** A click now would charge a price that is about to change: it is refused. */
export function isRefreshing(state: ButtonState): boolean {
  return state.refreshing || state.quantityPending;
}
