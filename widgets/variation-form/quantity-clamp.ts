// The quantity a found variation allows (legacy found_variation): sold individually → 1 and the field hidden;
// otherwise the current value clamped into min_qty..max_qty ('' = no bound), a non-number becoming min_qty.
import type { Variation } from './variation-data.ts';

export interface QuantitySetting {
  value: string;
  min: string;
  /** '' when unlimited. */
  max: string;
  hidden: boolean;
}

export function clampQuantity(current: string, min: number | string | undefined, max: number | string | undefined): string {
  let value = parseFloat(current);
  if (Number.isNaN(value)) return String(min ?? '');
  // In this order, like the legacy script: a minimum above the maximum wins.
  if (value > parseFloat(String(max))) value = Number(max);
  if (value < parseFloat(String(min))) value = Number(min);
  return String(value);
}

export function quantityFor(variation: Variation, current: string): QuantitySetting {
  if (variation.is_sold_individually === 'yes') return { value: '1', min: '1', max: '', hidden: true };
  return {
    value: clampQuantity(current, variation.min_qty, variation.max_qty),
    min: String(variation.min_qty ?? ''),
    max: String(variation.max_qty ?? ''),
    hidden: false,
  };
}
