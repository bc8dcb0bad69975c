// Ajax mode's check (data-product_variations="false"): a complete choice is asked of get_variation, one request
// at a time, the form blocked under a white overlay meanwhile. A newer check abandons the request on its way;
// a fault keeps the choice and says in French why it could not be checked.
import { t } from '../../core/config/strings.ts';
import { block, unblock } from '../../core/dom/block-overlay.ts';
import { HttpError } from '../../core/http/http-error.ts';
import type { ChosenAttributes } from './chosen-attributes.ts';
import type { FormScope } from './form-scope.ts';
import { fetchVariation } from './variation-request.ts';

export function abortRequest({ state, parts }: FormScope): void {
  if (!state.request) return;
  state.request.abort();
  state.request = undefined;
  unblock(parts.form);
}

/** `initial`: the first load's check, whose no-match says nothing. */
export async function askServer(scope: FormScope, attributes: ChosenAttributes, initial: boolean): Promise<void> {
  const { state, parts, fire, setView } = scope;
  const controller = new AbortController();
  state.request = controller;
  block(parts.form, { message: null, background: '#fff' });
  try {
    const variation = await fetchVariation({ chosen: attributes.data, productId: scope.productId, customData: scope.customData }, controller.signal);
    if (controller.signal.aborted) return;
    if (variation) {
      fire('found_variation', [variation]);
    } else {
      fire('reset_data');
      if (!initial) setView('notice', t('variationNoMatch'));
    }
  } catch (error) {
    if (controller.signal.aborted) return;
    // The choice stays: a new choice, or the same one again, asks again.
    fire('reset_data');
    const reason = error instanceof HttpError ? error.message : t('unknownError');
    setView('notice', `${t('variationCheckFailed')} ${reason} ${t('tryAgain')}`);
  } finally {
    if (state.request === controller) {
      state.request = undefined;
      unblock(parts.form);
    }
  }
}
