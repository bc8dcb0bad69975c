// The header cart link's count, kept in step with the cart store: when the number shown is not the cart's (a cart
// change that brought no fragment for the link), it is rewritten, pluralised in French ("1 article", "2 articles")
// unless the page's i18n says otherwise; the footer bar's link shows the bare number. A count already right keeps
// the server's own words, which are in the site's language (an English shop's "1 item").
import { cartCountLabel } from '../../core/config/strings.ts';
import { $cart, type CartState } from '../../core/stores/cart-store.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';

function render(link: HTMLElement, cart: CartState): void {
  const count = link.querySelector('.count');
  if (!count || shownNumber(count) === cart.count) return;
  count.textContent = link.classList.contains('footer-cart-contents') ? String(cart.count) : cartCountLabel(cart.count);
}

function shownNumber(count: Element): number | undefined {
  const digits = /\d+/.exec(count.textContent ?? '')?.[0];
  return digits === undefined ? undefined : Number(digits);
}

export function mount({ element, guard, onCleanup }: MountContext<NoAttributes>): void {
  // Until a cart update arrives, the server's own text is the truth: only later states are rendered.
  const current = $cart.get();
  if (Object.keys(current.fragments).length > 0) render(element, current);
  onCleanup($cart.listen(guard((cart: CartState) => render(element, cart))));
}
