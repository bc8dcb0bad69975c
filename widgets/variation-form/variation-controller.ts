// The variation form's behaviour, wired like add-to-cart-variation.js: the legacy events are the control flow
// (a change triggers check_variations, which triggers found_variation or reset_data, …), fired through the
// bridge on the form, so a plugin's own trigger of any of them (jQuery or native) is obeyed the same way. Each
// concern obeys its events in a module of its own, all sharing one scope and its state.
import { obeyButtonEvents } from './button-events.ts';
import { obeyCheckVariations } from './check-variations.ts';
import { createFormScope, type VariationFormSetup } from './form-scope.ts';
import { obeyFoundVariation } from './found-variation.ts';
import { scheduleInitialCheck } from './initial-check.ts';
import { obeyOptionUpdates } from './option-updates.ts';
import { obeyResetData } from './reset-data.ts';
import { enableResetLink } from './reset-link.ts';
import { obeySelectionChange } from './selection-change.ts';
import { abortRequest } from './server-check.ts';
import type { Variation } from './variation-data.ts';

export interface VariationFormController {
  /** The variation the shopper has chosen, once found. */
  current(): Variation | null;
}

export function startVariationForm(setup: VariationFormSetup): VariationFormController {
  const scope = createFormScope(setup);
  obeySelectionChange(scope);
  obeyCheckVariations(scope);
  obeyOptionUpdates(scope);
  obeyFoundVariation(scope);
  obeyResetData(scope);
  obeyButtonEvents(scope);
  enableResetLink(scope);
  scheduleInitialCheck(scope);
  setup.context.onCleanup(() => abortRequest(scope));
  return { current: () => scope.state.current };
}
