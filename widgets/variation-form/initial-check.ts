// The legacy constructor's first check, 100 ms after mount: check_variations for the server's pre-selected
// choice (its no-match says nothing), then wc_variation_form for plugins; after it a no-match is shown.
import type { FormScope } from './form-scope.ts';
import { legacyFormInstance } from './legacy-form-instance.ts';

const INITIAL_CHECK_MS = 100;

export function scheduleInitialCheck({ parts, state, fire, later }: FormScope): void {
  later(() => {
    fire('check_variations');
    fire('wc_variation_form', [legacyFormInstance(parts, () => state.variations)]);
    state.initialLoad = false;
  }, INITIAL_CHECK_MS);
}
