// add_to_cart and remove_from_cart as shoppers act: WooCommerce's `added_to_cart` and `removed_from_cart` (fired by
// Fondant's widgets or by a plugin through jQuery, with `[fragments, cart_hash, $button]`) and clicks on the cart
// page's remove links. The product id comes from the control; when it cannot be read the event is not sent and a
// console error says which control was malformed, as Google Analytics for WooCommerce does.
import type { MountContext } from '../../core/registry/define-widget.ts';
import type { SendEvent } from './event-sender.ts';
import type { Ga4wData } from './ga4w-data.ts';
import { findProduct, productIdOf } from './product-lookup.ts';

const CART_PAGE_REMOVE = '.woocommerce-cart-form .woocommerce-cart-form__cart-item .remove[data-product_id]';

function reportUnreadable(event: string, control: unknown): void {
  console.error(`[fondant] analytics: the product id of the ${event} control could not be read; nothing sent.`, control);
}

export function trackCartEvents({ on, listen }: MountContext<unknown>, send: SendEvent, data: Ga4wData): void {
  const track = (event: 'add_to_cart' | 'remove_from_cart', control: unknown): void => {
    const id = productIdOf(control);
    if (Number.isNaN(id)) {
      reportUnreadable(event, control);
      return;
    }
    const product = findProduct(id, data);
    if (product) send(event, { product });
  };
  on('added_to_cart', (_fragments: unknown, _hash: unknown, button: unknown) => track('add_to_cart', button));
  on('removed_from_cart', (_fragments: unknown, _hash: unknown, link: unknown) => track('remove_from_cart', link));
  // Capture: the cart widget takes the click over (no page load), after which it must still count.
  listen(document, 'click', (event) => {
    const link = event.target instanceof Element ? event.target.closest(CART_PAGE_REMOVE) : null;
    if (link) track('remove_from_cart', link);
  }, { capture: true });
}
