// Which product tab the URL opens, as single-product.js decides: the reviews tab for #reviews, #tab-reviews, a hash containing
// `comment-`, or a URL with comment-page- / cpage=; then #tab-<key> for that tab; else the first. Pure functions.

const REVIEWS = 'reviews';

/** The hash as the rules may use it: only letters, digits, dash, underscore and pipe survive (no `#`). */
export function cleanHash(hash: string): string {
  return hash.replace(/[^A-Za-z0-9_|-]/g, '');
}

function hashNamesReviews(cleaned: string): boolean {
  return cleaned === REVIEWS || cleaned === 'tab-reviews' || cleaned.toLowerCase().includes('comment-');
}

/** `#tab-<key>` opens that tab: any tab of the page (its own link writes it), not only the spec's additional_information. */
function hashNamesTab(cleaned: string, keys: readonly string[]): string | null {
  const key = cleaned.startsWith('tab-') ? cleaned.slice('tab-'.length) : null;
  return key !== null && keys.includes(key) ? key : null;
}

/** The tab a hash names, or null: what a hash change (an in-page link, back/forward) opens. */
export function tabForHash(hash: string, keys: readonly string[]): string | null {
  const cleaned = cleanHash(hash);
  if (keys.includes(REVIEWS) && hashNamesReviews(cleaned)) return REVIEWS;
  return hashNamesTab(cleaned, keys);
}

/** The tab to open on load: the reviews rules (hash, then the review pages' URLs), then #tab-<key>, then the first. */
export function initialTab(location: { hash: string; href: string }, keys: readonly string[]): string | undefined {
  const cleaned = cleanHash(location.hash);
  const address = location.href.split('#')[0] ?? '';
  if (keys.includes(REVIEWS)) {
    if (hashNamesReviews(cleaned) || address.includes('comment-page-') || address.includes('cpage=')) return REVIEWS;
  }
  return hashNamesTab(cleaned, keys) ?? keys[0];
}
