// What the shopper has chosen, read from the attribute selects the legacy way: key = data-attribute_name
// (else the select's name), value '' when nothing is chosen.
import type { AttributeMap } from './variation-data.ts';

export interface ChosenAttributes {
  /** Number of attribute selects. */
  count: number;
  /** Number of selects with a value. */
  chosenCount: number;
  data: AttributeMap;
}

export function attributeNameOf(select: HTMLSelectElement): string {
  return select.dataset.attribute_name || select.name;
}

export function readChosenAttributes(selects: readonly HTMLSelectElement[]): ChosenAttributes {
  const data: AttributeMap = {};
  let chosenCount = 0;
  for (const select of selects) {
    const value = select.value || '';
    if (value.length > 0) chosenCount++;
    data[attributeNameOf(select)] = value;
  }
  return { count: selects.length, chosenCount, data };
}

export function sameChoices(a: AttributeMap, b: AttributeMap): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}
