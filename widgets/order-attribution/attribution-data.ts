// The attribution values of the order fields: each field's dot path (`current.src`) read from sourcebuster's
// data; null for every field while tracking is off or before sourcebuster ran.
import type { SbjsData } from './sourcebuster.ts';

export type AttributionValues = Record<string, string | null>;

function valueAt(data: SbjsData, path: string): string | null {
  let node: unknown = data;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return null;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : null;
}

export function attributionValues(fields: Record<string, string>, data: SbjsData | null): AttributionValues {
  return Object.fromEntries(Object.entries(fields).map(([field, path]) => [field, data ? valueAt(data, path) : null]));
}
