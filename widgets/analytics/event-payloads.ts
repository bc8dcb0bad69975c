// The GA4 payload of each event the shop's tracking sends, in the shapes of Google Analytics for WooCommerce: null
// when there is nothing to send (no product, an empty list, no order).
import type { Ga4wCart, Ga4wOrder, Ga4wProduct } from './ga4w-data.ts';
import type { Ga4Item } from './item-format.ts';
import { cartItem, fromMinorUnits, impressionItem, itemId } from './item-format.ts';

export type EventPayload = Record<string, unknown>;

/** What an event is about: the page's data, or the product a shopper acted on. */
export interface EventSubject {
  product?: Ga4wProduct | undefined;
  products?: Ga4wProduct[] | undefined;
  cart?: Ga4wCart | undefined;
  order?: Ga4wOrder | undefined;
  searchTerm?: string | undefined;
}

type Identifier = string | null | undefined;
type Formatter = (subject: EventSubject, identifier: Identifier) => EventPayload | null;

function firstCoupon(cart: Ga4wCart): { coupon?: string } {
  const code = Array.isArray(cart.coupons) ? cart.coupons[0]?.code : undefined;
  return code ? { coupon: code } : {};
}

const productItems = (product: Ga4wProduct | undefined, identifier: Identifier): Ga4Item[] => (product ? [cartItem(product, identifier)] : []);

const FORMATTERS: Record<string, Formatter> = {
  view_item_list: ({ products = [] }, identifier) =>
    products.length === 0
      ? null
      : {
          item_list_id: 'engagement',
          item_list_name: 'Viewing products',
          items: products.map((product, index) => ({ ...impressionItem(product, identifier), index: index + 1 })),
        },
  view_item: ({ product }, identifier) => (product ? { items: [impressionItem(product, identifier)] } : null),
  select_content: ({ product }, identifier) =>
    product ? { content_type: 'product', content_id: itemId(product, identifier) } : null,
  add_to_cart: ({ product }, identifier) => ({ items: productItems(product, identifier) }),
  remove_from_cart: ({ product }, identifier) => ({ items: productItems(product, identifier) }),
  begin_checkout: ({ cart }, identifier) =>
    cart
      ? {
          currency: cart.totals.currency_code,
          value: fromMinorUnits(cart.totals.total_price, cart.totals.currency_minor_unit),
          ...firstCoupon(cart),
          items: cart.items.map((item) => cartItem(item, identifier)),
        }
      : null,
  purchase: ({ order }, identifier) => {
    if (!order) return null;
    const minorUnit = order.totals.currency_minor_unit;
    return {
      transaction_id: order.id,
      affiliation: order.affiliation,
      currency: order.totals.currency_code,
      value: fromMinorUnits(order.totals.total_price, minorUnit),
      tax: fromMinorUnits(order.totals.tax_total, minorUnit),
      shipping: fromMinorUnits(order.totals.shipping_total, minorUnit),
      items: order.items.map((item) => cartItem(item, identifier)),
    };
  },
  search: ({ searchTerm }) => (searchTerm ? { search_term: searchTerm } : null),
};

export function isKnownEvent(name: string): boolean {
  return Object.hasOwn(FORMATTERS, name);
}

/** The payload of `name` about `subject`, or null (an unknown event, or nothing to send). */
export function eventPayload(name: string, subject: EventSubject, identifier: Identifier): EventPayload | null {
  return isKnownEvent(name) ? FORMATTERS[name]!(subject, identifier) : null;
}
