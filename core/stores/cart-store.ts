// The cart as every widget sees it (item count, cart hash, last fragments): one nanostores map that all
// chunks import from here, so they share a single instance.
import { map, type MapStore } from 'nanostores';

export interface CartState {
  count: number;
  hash: string;
  fragments: Record<string, string>;
}

export const $cart: MapStore<CartState> = map<CartState>({ count: 0, hash: '', fragments: {} });
