// The add-to-cart button follows the details' legacy events, whoever fires them: show_variation [variation,
// purchasable] enables it (or marks it unavailable), hide_variation asks for a selection again.
import { setButtonState } from './add-to-cart-state.ts';
import type { FormScope } from './form-scope.ts';

export function obeyButtonEvents({ parts: { button, addToCart }, obey }: FormScope): void {
  obey('show_variation', (_variation: unknown, purchasable: unknown) => {
    setButtonState(button, addToCart, purchasable ? 'enabled' : 'unavailable');
  });
  obey('hide_variation', () => setButtonState(button, addToCart, 'selection-needed'));
}
