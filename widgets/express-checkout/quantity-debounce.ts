// Quantity typing on a product page: the price is read again 250 ms after the last keystroke, not on each
// one; meanwhile the button counts as refreshing, so a click is refused rather than charging the old price.
import type { ButtonScope } from './button-scope.ts';

const QUANTITY_DEBOUNCE_MS = 250;

export function debounceQuantity({ context, state }: ButtonScope, quantity: HTMLInputElement, settled: () => void): void {
  context.listen(quantity, 'input', () => {
    state.quantityPending = true;
    clearTimeout(state.quantityTimer);
    state.quantityTimer = setTimeout(context.guard(() => {
      state.quantityPending = false;
      settled();
    }), QUANTITY_DEBOUNCE_MS);
  });
  context.onCleanup(() => clearTimeout(state.quantityTimer));
}
