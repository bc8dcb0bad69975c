// Pinterest for WooCommerce sends a product's AddToCart event in the add-to-cart answer's fragments: a script
// (`script#pinterest-tag-placeholder`) calling `pintrk('track', 'AddToCart', {…})`, which jQuery's fragment swap
// ran. Fondant sanitises fragments (no script runs), so the calls are read from that script's text instead: the
// event name and its JSON data, nothing else.
import type { TagEvent } from './marketing-tags-settings.ts';

const PINTEREST_FRAGMENT = 'script#pinterest-tag-placeholder';
const TRACK_CALL = /pintrk\(\s*'track'\s*,\s*'([A-Za-z]+)'\s*(?:,\s*(\{[\s\S]*?\}))?\s*\)\s*;/g;

function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The events the plugin's fragment script tracks; none when the fragments carry no such script. */
export function trackedInFragments(fragments: unknown): TagEvent[] {
  if (typeof fragments !== 'object' || fragments === null) return [];
  const script = (fragments as Record<string, unknown>)[PINTEREST_FRAGMENT];
  if (typeof script !== 'string') return [];
  return Array.from(script.matchAll(TRACK_CALL)).flatMap(([, name, json]) => {
    const data = json === undefined ? {} : jsonObject(json);
    return name && data ? [{ name, data }] : [];
  });
}
