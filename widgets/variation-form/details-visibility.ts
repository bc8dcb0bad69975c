// `.single_variation`, the variation's details: shown 300 ms after a match (the legacy delay, so screen readers
// notice the change), sliding down when it has text, then show_variation on it; a reset or a new check cancels
// a pending reveal; hidden by sliding up, then hide_variation on it.
import type { FormScope } from './form-scope.ts';
import type { FormState } from './form-state.ts';
import { show, slideDown, slideUp } from '../../core/dom/slide.ts';
import { isPurchasable, type Variation } from './variation-data.ts';

const DETAILS_DELAY_MS = 300;

export function cancelPendingDetails(state: FormState): void {
  state.cancelPendingDetails?.();
  state.cancelPendingDetails = undefined;
}

/** Replaces any reveal still pending; show_variation says whether the variation can be bought as found now. */
export function showDetailsLater({ parts: { details }, state, fire, later, setView }: FormScope, variation: Variation): void {
  const purchasable = isPurchasable(variation);
  cancelPendingDetails(state);
  state.cancelPendingDetails = later(() => {
    state.cancelPendingDetails = undefined;
    setView('shown', variation);
    if (details.textContent?.trim()) slideDown(details);
    else show(details);
    fire('show_variation', [variation, purchasable], details);
  }, DETAILS_DELAY_MS);
}

export function hideDetails({ parts: { details }, fire }: FormScope): void {
  slideUp(details);
  fire('hide_variation', [], details);
}
