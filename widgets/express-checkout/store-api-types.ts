// The parts of the WooCommerce Store API cart (GET /wc/store/v1/cart and the cart/* answers) that the
// express checkout reads. Prices are strings of integers in the currency's minor units.
export interface StoreApiShippingRate {
  rate_id: string;
  name: string;
  price: string;
  taxes: string;
  selected: boolean;
  meta_data?: { key: string; value: string }[];
}

export interface StoreApiShippingPackage {
  package_id: number;
  shipping_rates: StoreApiShippingRate[];
}

export interface StoreApiCartItem {
  key: string;
  name: string;
  quantity: number;
  variation?: { attribute: string; value: string }[];
  item_data?: { key?: string; name?: string; value?: string; display?: string }[];
  totals: { line_subtotal: string; line_subtotal_tax: string };
}

export interface StoreApiCartTotals {
  total_price: string;
  total_shipping?: string | null;
  total_shipping_tax?: string | null;
  total_discount?: string;
  total_discount_tax?: string;
  total_fees?: string;
  total_fees_tax?: string;
  total_tax?: string;
  total_refund?: string;
  currency_code: string;
  currency_minor_unit: number;
}

export interface StoreApiCart {
  items: StoreApiCartItem[];
  shipping_rates: StoreApiShippingPackage[];
  totals: StoreApiCartTotals;
  needs_shipping: boolean;
}

/** A Store API address as update-customer and checkout take it. */
export interface StoreApiAddress {
  first_name: string;
  last_name: string;
  company: string;
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
  phone: string;
}

export interface StoreApiBillingAddress extends StoreApiAddress {
  email: string;
}
