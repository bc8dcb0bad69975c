// The cart's item count, read from the fragments WooCommerce sends: the mini-cart's quantities when it is
// there, else the header or footer cart link's count.
import { parseInertDocument } from '../dom/trusted-types.ts';

const MINI_CART_KEY = 'div.widget_shopping_cart_content';
const MINI_CART_ROW = '.woocommerce-mini-cart-item';
const CART_LINK_COUNT = 'a.cart-contents .count, .footer-cart-contents .count';

export function countFromFragments(fragments: Record<string, string>): number | undefined {
  const miniCart = fragments[MINI_CART_KEY];
  if (miniCart !== undefined) return countMiniCartItems(parse(miniCart));
  for (const html of Object.values(fragments)) {
    const count = leadingInteger(parse(html).querySelector(CART_LINK_COUNT)?.textContent);
    if (count !== undefined) return count;
  }
  return undefined;
}

/** Each row's quantity text reads "2 × 8,90 €"; an empty mini-cart has no rows and counts 0. */
function countMiniCartItems(doc: Document): number {
  let total = 0;
  for (const row of doc.querySelectorAll(MINI_CART_ROW)) {
    total += leadingInteger(row.querySelector('.quantity')?.textContent) ?? 0;
  }
  return total;
}

function leadingInteger(text: string | null | undefined): number | undefined {
  const digits = text?.match(/^\s*(\d+)/)?.[1];
  return digits === undefined ? undefined : Number(digits);
}

/** Inert parsing: nothing here is inserted into the page, no script runs and no image loads. */
function parse(html: string): Document {
  return parseInertDocument(html);
}
