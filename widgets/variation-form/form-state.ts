// What the variation form remembers between legacy events (the legacy VariationForm kept it on `this`): one
// object the handler modules share, so each event's handler can live in a module of its own.
import { readChosenAttributes } from './chosen-attributes.ts';
import type { AttributeMap, Variation } from './variation-data.ts';

export interface FormState {
  /** data-product_variations as last read; false: each complete choice is asked of the server. */
  variations: Variation[] | false;
  /** Until the initial check has run or the shopper has chosen: a choice without a match says nothing. */
  initialLoad: boolean;
  /** The choices at the last select change: a change event that leaves them equal is no change. */
  lastChoices: AttributeMap;
  /** The found variation, the one the ajax add to cart adds; null once reset. */
  current: Variation | null;
  /** Cancels the details' reveal scheduled after a match, while it is pending. */
  cancelPendingDetails: (() => void) | undefined;
  /** The get_variation request on its way (ajax mode). */
  request: AbortController | undefined;
}

export function createFormState(variations: Variation[] | false, selects: readonly HTMLSelectElement[]): FormState {
  return {
    variations,
    initialLoad: true,
    lastChoices: readChosenAttributes(selects).data,
    current: null,
    cancelPendingDetails: undefined,
    request: undefined,
  };
}
