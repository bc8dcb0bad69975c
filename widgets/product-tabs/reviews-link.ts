// The summary's review link ("(2 avis client)"): opens the reviews tab, scrolls to it smoothly (at once when
// the shopper prefers reduced motion), gives it focus and puts #reviews in the URL as a new history entry.
import { prefersReducedMotion } from '../../core/a11y/reduced-motion.ts';
import type { ProductTab } from './tab-set.ts';

export const REVIEW_LINK_SELECTOR = 'a.woocommerce-review-link';

function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}

/** Call after the reviews tab is selected. Back returns to where the shopper was, like following the anchor would. */
export function goToReviews(reviews: ProductTab): void {
  if (window.location.hash !== '#reviews') window.history.pushState(null, '', '#reviews');
  reviews.item.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  reviews.link.focus({ preventScroll: true });
}
