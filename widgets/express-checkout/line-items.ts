// Store API cart → the wallet total and line items, as WooPayments builds them: items, shipping, discount,
// fees, tax (apart only when prices are shown without it), refund, as integers; no line items when they add up
// to more than the total (rounding can do that, and Stripe refuses such a list).
import { expressText } from './express-strings.ts';
import { DEFAULT_CURRENCY_DECIMALS, parseMinorUnits, toWalletAmount } from './money-amounts.ts';
import { decodeHtmlEntities } from './plain-text.ts';
import type { StoreApiCart, StoreApiCartItem } from './store-api-types.ts';

export interface WalletLineItem {
  name: string;
  amount: number;
}

export interface LineItemOptions {
  /** WooCommerce's "display prices including tax" (false in the demo shop): taxes go into each line. */
  displayPricesWithTax?: boolean;
  currencyDecimals?: number;
}

/** "Name (x3) - Couleur: Bleu, Contenance: 50 g - Gravure: Léa": quantity, variation, item data. */
export function cartItemLabel(item: StoreApiCartItem): string {
  let label = item.name;
  if (item.quantity > 1) label += ` (x${item.quantity})`;
  const attributes = (item.variation ?? []).map((entry) => `${entry.attribute}: ${entry.value}`);
  if (attributes.length > 0) label += ` - ${attributes.join(', ')}`;
  const data = (item.item_data ?? []).map((entry) => `${entry.key ?? entry.name ?? ''}: ${entry.value ?? entry.display ?? ''}`);
  if (data.length > 0) label += ` - ${data.join(', ')}`;
  return decodeHtmlEntities(label);
}

/** The amount the wallet may charge: total_price minus any refund, in wallet minor units. */
export function walletTotal(cart: StoreApiCart, currencyDecimals: number = DEFAULT_CURRENCY_DECIMALS): number {
  const { totals } = cart;
  return toWalletAmount(parseMinorUnits(totals.total_price) - parseMinorUnits(totals.total_refund), totals.currency_minor_unit, currencyDecimals);
}

/** The wallet's line items; [] when their sum exceeds the total (Stripe refuses such lists). */
export function walletLineItems(cart: StoreApiCart, options: LineItemOptions = {}): WalletLineItem[] {
  const { totals } = cart;
  const withTax = options.displayPricesWithTax === true;
  const decimals = options.currencyDecimals ?? DEFAULT_CURRENCY_DECIMALS;
  const amount = (value: string | null | undefined, tax?: string | null) =>
    toWalletAmount(parseMinorUnits(value) + (withTax ? parseMinorUnits(tax) : 0), totals.currency_minor_unit, decimals);

  const lines: WalletLineItem[] = cart.items.map((item) => ({
    name: cartItemLabel(item),
    amount: amount(item.totals.line_subtotal, item.totals.line_subtotal_tax),
  }));
  if (cart.needs_shipping || parseMinorUnits(totals.total_shipping) !== 0) {
    lines.push({ name: expressText('shippingLine'), amount: amount(totals.total_shipping, totals.total_shipping_tax) });
  }
  const discount = amount(totals.total_discount, totals.total_discount_tax);
  if (discount !== 0) lines.push({ name: expressText('discountLine'), amount: -discount });
  const fees = amount(totals.total_fees, totals.total_fees_tax);
  if (fees !== 0) lines.push({ name: expressText('feesLine'), amount: fees });
  const tax = amount(totals.total_tax);
  if (!withTax && tax !== 0) lines.push({ name: expressText('taxLine'), amount: tax });
  const refund = amount(totals.total_refund);
  if (refund !== 0) lines.push({ name: expressText('refundLine'), amount: -refund });

  const sum = lines.reduce((total, line) => total + line.amount, 0);
  return sum > walletTotal(cart, decimals) ? [] : lines;
}
