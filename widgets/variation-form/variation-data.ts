// A product variation as WooCommerce describes it (one element of data-product_variations, or the
// get_variation answer): the fields the form reads, a shape check for untrusted JSON, and "purchasable".

/** `attribute_<slug>` → value; '' (or a missing key) means "any". */
export type AttributeMap = Record<string, string>;

export interface VariationImage {
  src?: string;
  srcset?: string;
  sizes?: string;
  title?: string;
  caption?: string;
  alt?: string;
  full_src?: string;
  full_src_w?: number | string;
  full_src_h?: number | string;
  src_w?: number | string;
  src_h?: number | string;
  gallery_thumbnail_src?: string;
}

export interface Variation {
  variation_id: number;
  attributes: AttributeMap;
  price_html?: string;
  availability_html?: string;
  variation_description?: string;
  sku?: string;
  weight?: string;
  weight_html?: string;
  dimensions?: unknown;
  dimensions_html?: string;
  image?: VariationImage;
  image_id?: number | string;
  /** Numbers, or '' when unlimited. */
  min_qty?: number | string;
  max_qty?: number | string;
  is_sold_individually?: string;
  is_purchasable?: boolean;
  is_in_stock?: boolean;
  variation_is_visible?: boolean;
  variation_is_active?: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isVariation(value: unknown): value is Variation {
  return (
    isRecord(value) &&
    typeof value.variation_id === 'number' &&
    isRecord(value.attributes) &&
    Object.values(value.attributes).every((attribute) => typeof attribute === 'string')
  );
}

/** data-product_variations: the variations, or `false` when the form must ask the server (ajax mode). */
export function isVariationData(value: unknown): value is Variation[] | false {
  return value === false || (Array.isArray(value) && value.every(isVariation));
}

/** Reads data-product_variations (again, for reload_product_variations), with a readable error when bad. */
export function parseVariationData(raw: string | null): Variation[] | false {
  let value: unknown;
  try {
    value = JSON.parse(raw ?? '');
  } catch {
    throw new Error('data-product_variations must be valid JSON');
  }
  if (!isVariationData(value)) throw new Error('data-product_variations must be false or a list of variations');
  return value;
}

/** What enables the add-to-cart button. */
export function isPurchasable(variation: Variation): boolean {
  return Boolean(variation.is_purchasable && variation.is_in_stock && variation.variation_is_visible);
}
