// Store API shipping rates of package 0 → the wallet's shipping rates, as WooPayments lists them: selected
// first, at most 9, integer amounts; or the 'pending' placeholder at 0 while no address, hence no rate, is known.
import { expressText } from './express-strings.ts';
import { DEFAULT_CURRENCY_DECIMALS, parseMinorUnits, toWalletAmount } from './money-amounts.ts';
import { decodeHtmlEntities } from './plain-text.ts';
import type { StoreApiCart, StoreApiShippingRate } from './store-api-types.ts';

/** Stripe's Express Checkout Element lists more than this badly (WooPayments issue #10490). */
export const MAX_WALLET_SHIPPING_RATES = 9;
export const SHIPPING_PACKAGE_ID = 0;
export const PENDING_RATE_ID = 'pending';

export interface WalletShippingRate {
  id: string;
  displayName: string;
  amount: number;
  deliveryEstimate?: string;
}

export interface ShippingRateOptions {
  /** WooCommerce's "display prices including tax" (false in the demo shop): taxes go into each rate. */
  displayPricesWithTax?: boolean;
  currencyDecimals?: number;
}

/** 'pickup_address - pickup_details' from a local pickup rate's meta data, when present. */
export function pickupDeliveryEstimate(rate: StoreApiShippingRate): string | undefined {
  const meta = (key: string) => rate.meta_data?.find((entry) => entry.key === key)?.value ?? '';
  const parts = [meta('pickup_address'), meta('pickup_details')].filter((part) => part !== '');
  return parts.length > 0 ? decodeHtmlEntities(parts.join(' - ')) : undefined;
}

/** The rates of package 0 as wallet rates; empty when none are known. */
export function walletShippingRates(cart: StoreApiCart, options: ShippingRateOptions = {}): WalletShippingRate[] {
  const rates = cart.shipping_rates.find((pkg) => pkg.package_id === SHIPPING_PACKAGE_ID)?.shipping_rates
    ?? cart.shipping_rates[0]?.shipping_rates
    ?? [];
  const selectedFirst = [...rates.filter((rate) => rate.selected), ...rates.filter((rate) => !rate.selected)];
  const minorUnit = cart.totals.currency_minor_unit;
  return selectedFirst.slice(0, MAX_WALLET_SHIPPING_RATES).map((rate) => {
    const price = parseMinorUnits(rate.price) + (options.displayPricesWithTax ? parseMinorUnits(rate.taxes) : 0);
    const walletRate: WalletShippingRate = {
      id: rate.rate_id,
      displayName: decodeHtmlEntities(rate.name),
      amount: toWalletAmount(price, minorUnit, options.currencyDecimals ?? DEFAULT_CURRENCY_DECIMALS),
    };
    const estimate = pickupDeliveryEstimate(rate);
    if (estimate !== undefined) walletRate.deliveryEstimate = estimate;
    return walletRate;
  });
}

/** The placeholder rate offered while no address (hence no rate) is known. */
export function pendingShippingRate(): WalletShippingRate {
  return { id: PENDING_RATE_ID, displayName: expressText('pendingShippingRate'), amount: 0 };
}

/** Rates for the click-time sheet: the real ones, or the single placeholder when there are none. */
export function walletShippingRatesOrPending(cart: StoreApiCart | null, options: ShippingRateOptions = {}): WalletShippingRate[] {
  const rates = cart ? walletShippingRates(cart, options) : [];
  return rates.length > 0 ? rates : [pendingShippingRate()];
}
