// What the React view of one variation form renders, as one nanostores map per form: the legacy event handlers
// set its keys (an unchanged value notifies no one) and the view reads it with useStore.
import { map, type MapStore } from 'nanostores';
import { unprunedField, type AttributeField, type PrunedField } from './option-pruner.ts';
import type { Variation } from './variation-data.ts';

export interface ViewState {
  /** Per attribute select (by attribute name): the options to render and the value to show. */
  options: Record<string, PrunedField>;
  /** The variation whose details `.single_variation` shows. */
  shown: Variation | null;
  /** The no-match (or check failed) message after `.single_variation`. */
  notice: string | null;
  /** The reset announcement is in `.reset_variations_alert`. */
  resetAnnounced: boolean;
}

export type ViewStore = MapStore<ViewState>;

/** The server's options as they are (`values`: the selects' values), no details, no message. */
export function createViewStore(fields: readonly AttributeField[], values: readonly string[]): ViewStore {
  const options: Record<string, PrunedField> = {};
  fields.forEach((field, index) => (options[field.name] = unprunedField(field, values[index]!)));
  return map<ViewState>({ options, shown: null, notice: null, resetAnnounced: false });
}
