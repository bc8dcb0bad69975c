// GA4 item objects from the plugin's product data: the item id (the server's identifier, else SKU or '#<id>' when the
// shop identifies by SKU, else the id), the name, at most 5 categories (item_category, item_category2 … 5), the
// price converted from minor units (2 decimals unless said), the quantity, the variant, and the discount a coupon
// made on an order line.
import type { Ga4wProduct } from './ga4w-data.ts';

export const MAX_CATEGORIES = 5;
export const DEFAULT_LIST_NAME = 'Product List';

export interface Ga4Item {
  item_id: string | number;
  item_name: string;
  item_list_name?: string;
  item_category?: string;
  index?: number;
  quantity?: number;
  price: number;
  item_variant?: string;
  discount?: number;
  [category: `item_category${number}`]: string;
}

/** An amount in minor units as a decimal amount: 185000 with 2 decimals → 1850. */
export function fromMinorUnits(amount: number | string, minorUnit = 2): number {
  return Number.parseInt(String(amount), 10) / 10 ** minorUnit;
}

export function itemId(product: Ga4wProduct, identifier: string | null | undefined): string | number {
  const fromServer = product.extensions?.woocommerce_google_analytics_integration?.identifier;
  if (fromServer !== undefined) return fromServer;
  if (identifier === 'product_sku') return product.sku ? product.sku : `#${product.id}`;
  return product.id;
}

function categoryFields(product: Ga4wProduct): Record<string, string> {
  const names = (product.categories ?? []).slice(0, MAX_CATEGORIES).map((category) => category.name);
  return Object.fromEntries(names.map((name, index) => [index === 0 ? 'item_category' : `item_category${index + 1}`, name]));
}

/** The item of a cart event, a checkout or an order. */
export function cartItem(product: Ga4wProduct, identifier: string | null | undefined, quantity = 1): Ga4Item {
  const minorUnit = product.prices.currency_minor_unit;
  const item: Ga4Item = {
    item_id: itemId(product, identifier),
    item_name: product.name,
    ...categoryFields(product),
    quantity: product.quantity ?? quantity,
    price: fromMinorUnits(product.totals?.line_total || product.prices.price, minorUnit),
    ...(product.variation ? { item_variant: product.variation } : {}),
  };
  const afterCoupon = product.price_after_coupon_discount;
  const price = Number(product.prices.price);
  if (afterCoupon !== undefined && afterCoupon < price) {
    item.discount = fromMinorUnits(price - afterCoupon, minorUnit);
    item.price = fromMinorUnits(afterCoupon, minorUnit);
  }
  return item;
}

/** The item of a product seen in a list or on its page. */
export function impressionItem(product: Ga4wProduct, identifier: string | null | undefined, listName = DEFAULT_LIST_NAME): Ga4Item {
  return {
    item_id: itemId(product, identifier),
    item_name: product.name,
    item_list_name: listName,
    ...categoryFields(product),
    price: fromMinorUnits(product.prices.price, product.prices.currency_minor_unit),
  };
}
