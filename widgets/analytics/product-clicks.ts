// select_content when a shopper opens a product from a list: in a classic loop card (one with a
// `a[data-product_id]`), a click on the product link or on a product button that is not a simple Ajax add; in a
// block product template, a click on the image, the title or the product button — the button of a simple product
// there being an add_to_cart instead.
import type { MountContext } from '../../core/registry/define-widget.ts';
import type { SendEvent } from './event-sender.ts';
import type { Ga4wData } from './ga4w-data.ts';
import { findProduct } from './product-lookup.ts';

const CLASSIC_CARD = '.products .product:not(.wp-block-post)';
const BLOCK_CARD = '.products-block-post-template .product, .wc-block-product-template .product';

const isSimpleAdd = (button: Element): boolean => button.classList.contains('add_to_cart_button') && !button.classList.contains('product_type_variable');

function classicCardEvent(target: Element, card: Element): 'select_content' | null {
  if (!card.querySelector('a[data-product_id]')) return null;
  if (target.closest('.woocommerce-loop-product__link')) return 'select_content';
  const button = target.closest('.button[data-product_id]');
  return button && !isSimpleAdd(button) ? 'select_content' : null;
}

function blockCardEvent(target: Element): 'select_content' | 'add_to_cart' | null {
  const button = target.closest('.wc-block-components-product-button [data-product_id]');
  if (button && isSimpleAdd(button)) return 'add_to_cart';
  return button || target.closest('.wc-block-components-product-image a') || target.closest('.wp-block-post-title a') ? 'select_content' : null;
}

export function trackProductClicks({ listen }: MountContext<unknown>, send: SendEvent, data: Ga4wData): void {
  listen(document, 'click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const classic = target?.closest(CLASSIC_CARD);
    const block = classic ? null : target?.closest(BLOCK_CARD);
    const card = classic ?? block;
    if (!target || !card) return;
    const name = classic ? classicCardEvent(target, classic) : blockCardEvent(target);
    const id = Number.parseInt(card.querySelector(classic ? 'a[data-product_id]' : '[data-product_id]')?.getAttribute('data-product_id') ?? '', 10);
    if (name && !Number.isNaN(id)) send(name, { product: findProduct(id, data) });
  }, { capture: true });
}
