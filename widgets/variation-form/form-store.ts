// What the React view of one variation form renders, as a tiny external store the legacy event handlers write
// and the view reads with useSyncExternalStore.
import type { PrunedField } from './option-pruner.ts';
import type { Variation } from './variation-data.ts';

export interface FormState {
  /** Per attribute select (by attribute name): the options to render and the value to show. */
  options: Record<string, PrunedField>;
  /** The variation whose details `.single_variation` shows. */
  shown: Variation | null;
  /** The no-match (or check failed) message after `.single_variation`. */
  notice: string | null;
  /** The reset announcement is in `.reset_variations_alert`. */
  resetAnnounced: boolean;
}

export interface FormStore {
  get(): FormState;
  update(change: Partial<FormState>): void;
  subscribe(listener: () => void): () => void;
}

export function createFormStore(initial: FormState): FormStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    update(change) {
      state = { ...state, ...change };
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
