// check_variations, the legacy check of the choice (fired by a change, by the initial check, or by a plugin,
// maybe with its own chosen attributes): any pending reveal and request are dropped; a complete choice is
// matched against the inline variations (found_variation, or reset_data and the no-match message except on the
// first load) or asked of the server; an incomplete one resets. The reset link shows only with a choice left.
import { t } from '../../core/config/strings.ts';
import { readChosenAttributes, type ChosenAttributes } from './chosen-attributes.ts';
import { cancelPendingDetails } from './details-visibility.ts';
import { toggleResetLink } from './form-fields.ts';
import type { FormScope } from './form-scope.ts';
import { abortRequest, askServer } from './server-check.ts';
import type { Variation } from './variation-data.ts';
import { findMatchingVariations } from './variation-matcher.ts';

/** The legacy handler's optional argument: chosen attributes a plugin read itself. */
function isChosenAttributes(value: unknown): value is ChosenAttributes {
  const candidate = value as ChosenAttributes | null;
  return typeof candidate?.count === 'number' && typeof candidate.chosenCount === 'number' && typeof candidate.data === 'object' && candidate.data !== null;
}

/** Inline data: prunes, then fires found_variation or reset_data; false when nothing matched. */
function matchInline({ fire, setView }: FormScope, variations: Variation[], attributes: ChosenAttributes, firstLoad: boolean): boolean {
  fire('update_variation_values');
  const [variation] = findMatchingVariations(variations, attributes.data);
  if (variation) {
    fire('found_variation', [variation]);
    return true;
  }
  fire('reset_data');
  if (!firstLoad) setView('notice', t('variationNoMatch'));
  return false;
}

export function obeyCheckVariations(scope: FormScope): void {
  const { parts, state, fire, obey } = scope;
  obey('check_variations', (given?: unknown) => {
    const attributes = isChosenAttributes(given) ? given : readChosenAttributes(parts.selects);
    // Read before any event below: a reset they cause changes the selects, which is not the shopper choosing.
    const firstLoad = state.initialLoad;
    let hasChoice = attributes.chosenCount > 0;
    cancelPendingDetails(state);
    abortRequest(scope);
    if (attributes.count === 0 || attributes.count !== attributes.chosenCount) {
      fire('update_variation_values');
      fire('reset_data');
    } else if (state.variations === false) {
      void askServer(scope, attributes, firstLoad);
    } else {
      hasChoice = matchInline(scope, state.variations, attributes, firstLoad);
    }
    toggleResetLink(parts.resetLink, hasChoice);
  });
}
