// Prices from minor units (the Store API sends "185000" for 1 850,00 €) formatted with Intl for the shop's
// locale and currency. fr-FR output uses U+202F (narrow no-break space) between thousands and U+00A0
// (no-break space) before the symbol: formatMoney(185000) === '1\u202f850,00\u00a0€'.
import { pageConfig } from './page-config.ts';

export function formatMoney(
  minorUnits: number | string,
  currency: { code: string; minorUnit: number } = pageConfig().currency,
  locale: string = pageConfig().locale,
): string {
  const digits = currency.minorUnit;
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.code,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return format.format(parseMinor(minorUnits) / 10 ** digits);
}

/** An integer amount in minor units, from a number or a Store API string; throws on anything else. */
export function parseMinor(value: number | string): number {
  const amount = typeof value === 'number' ? value : /^\s*-?\d+\s*$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(amount)) throw new TypeError(`[fondant] not an amount in minor units: ${JSON.stringify(value)}`);
  return amount;
}
