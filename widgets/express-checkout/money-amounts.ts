// Store API prices (integer strings in the cart's minor unit) → wallet amounts, integers in the currency's
// decimals: price × 10^(decimals − minor unit), as WooPayments' transformPrice. EUR: 2 and 2, so unchanged.
export const DEFAULT_CURRENCY_DECIMALS = 2;

/** Parses a Store API price as an integer (missing or unparsable → 0). */
export function parseMinorUnits(price: string | number | null | undefined): number {
  if (typeof price === 'number') return Number.isFinite(price) ? Math.trunc(price) : 0;
  const parsed = parseInt(price ?? '', 10);
  return Number.isNaN(parsed) ? 0 : parsed;
}

/** price × 10^(currencyDecimals − minorUnit), rounded to an integer. */
export function toWalletAmount(
  price: string | number | null | undefined,
  minorUnit: number,
  currencyDecimals: number = DEFAULT_CURRENCY_DECIMALS,
): number {
  const shift = currencyDecimals - minorUnit;
  const value = parseMinorUnits(price);
  const scaled = shift >= 0 ? value * 10 ** shift : value / 10 ** -shift;
  return Math.round(scaled) + 0;
}
