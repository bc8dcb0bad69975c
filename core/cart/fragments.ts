// Applies WooCommerce cart fragments (selector → server HTML) like jQuery's $(selector).replaceWith(html):
// every matching element is replaced by the sanitised fragment; then the cart store is updated. In the same task
// where the browser sanitizes (as WooCommerce's script), after DOMPurify's download where it does not.
import { sanitizeToFragment, withSanitizer } from '../dom/sanitize.ts';
import { $cart } from '../stores/cart-store.ts';
import { countFromFragments } from './cart-count.ts';

/** A fragments map as WooCommerce sends it: an object of selector → HTML strings. */
export function isFragmentMap(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((html) => typeof html === 'string');
}

/** Replaces the fragments' elements, updates the cart store, then runs `afterwards` (the events that follow);
 *  the promise settles once that is done. */
export function applyFragments(fragments: Record<string, string>, hash: string, afterwards?: () => void): Promise<void> {
  return withSanitizer(() => {
    for (const [selector, html] of Object.entries(fragments)) {
      for (const target of matching(selector)) target.replaceWith(sanitizeToFragment(html));
    }
    $cart.set({ fragments, hash, count: countFromFragments(fragments) ?? $cart.get().count });
    afterwards?.();
  });
}

function matching(selector: string): Element[] {
  try {
    return [...document.querySelectorAll(selector)];
  } catch (error) {
    console.error(`[fondant] cart fragment selector "${selector}" is not a valid CSS selector; fragment skipped.`, error);
    return [];
  }
}
