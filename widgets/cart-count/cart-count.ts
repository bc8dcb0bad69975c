// The header cart link's count, recomputed on every cart update from the cart store and pluralised in
// French ("1 article", "2 articles"); the footer bar's link shows the bare number.
import { cartCountLabel } from '../../core/config/strings.ts';
import { $cart, type CartState } from '../../core/stores/cart-store.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';

function render(link: HTMLElement, cart: CartState): void {
  const count = link.querySelector('.count');
  if (!count) return;
  count.textContent = link.classList.contains('footer-cart-contents') ? String(cart.count) : cartCountLabel(cart.count);
}

export function mount({ element, guard, onCleanup }: MountContext<NoAttributes>): void {
  // Until a cart update arrives, the server's own text is the truth: only later states are rendered.
  const current = $cart.get();
  if (Object.keys(current.fragments).length > 0) render(element, current);
  onCleanup($cart.listen(guard((cart: CartState) => render(element, cart))));
}
