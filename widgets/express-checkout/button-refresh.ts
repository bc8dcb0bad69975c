// One refresh of the express button: read what it would charge, then make the Stripe element the first
// time the total is above 0 (one creation, however many refreshes overlap it; a failed one is tried again by
// the next refresh) or update its amount after. Refreshes are numbered: a superseded one never publishes,
// and any failure hides the button until a refresh works.
import type { ButtonScope } from './button-scope.ts';
import { publish } from './button-visibility.ts';
import { chargedTotal, readCharge } from './charge-reader.ts';
import { addToCartState } from './product-selection.ts';
import { createStripeElement } from './stripe-element.ts';

async function chargeAmount(scope: ButtonScope, total: number): Promise<void> {
  const { state } = scope;
  if (!state.creation) {
    state.creation = createStripeElement(scope, total).catch((error: unknown) => {
      state.creation = null;
      throw error;
    });
    await state.creation;
    return;
  }
  await state.creation;
  state.elements?.update({ amount: total });
}

export async function refreshButton(scope: ButtonScope): Promise<void> {
  const { state, settings, productForm } = scope;
  if (state.removed || !settings.publishableKey) return;
  // The chosen options cannot be bought: keep what the button shows until they can.
  if (productForm && addToCartState(productForm) !== 'enabled' && !state.product) return;
  const number = ++state.refreshNumber;
  state.refreshing = true;
  try {
    const fresh = state.product ? null : await readCharge(scope);
    if (number !== state.refreshNumber) return;
    state.cart = fresh;
    const total = chargedTotal(state, settings);
    state.eligible = total > 0;
    if (state.eligible) await chargeAmount(scope, total);
  } catch {
    if (number === state.refreshNumber) state.eligible = false;
  } finally {
    if (number === state.refreshNumber) {
      state.refreshing = false;
      publish(scope);
    }
  }
}
