// The add-to-cart button and its wrapper as the legacy show_variation / hide_variation handlers leave them:
// enabled, unavailable (a variation that cannot be bought) or selection needed; and the alert a click on the
// disabled button gets.
import { t } from '../../core/config/strings.ts';

export type ButtonState = 'enabled' | 'unavailable' | 'selection-needed';

const SELECTION_NEEDED = 'wc-variation-selection-needed';
const UNAVAILABLE = 'wc-variation-is-unavailable';

export function setButtonState(button: HTMLElement | null, wrapper: HTMLElement | null, state: ButtonState): void {
  if (button) {
    button.classList.toggle('disabled', state !== 'enabled');
    button.classList.toggle(SELECTION_NEEDED, state === 'selection-needed');
    button.classList.toggle(UNAVAILABLE, state === 'unavailable');
    // The class keeps the button focusable and clickable (its alert explains why); assistive tech hears it too.
    if (state === 'enabled') button.removeAttribute('aria-disabled');
    else button.setAttribute('aria-disabled', 'true');
  }
  wrapper?.classList.toggle('woocommerce-variation-add-to-cart-enabled', state === 'enabled');
  wrapper?.classList.toggle('woocommerce-variation-add-to-cart-disabled', state !== 'enabled');
}

/** The alert text for a click on the button, or null when the button is enabled. */
export function disabledButtonMessage(button: HTMLElement): string | null {
  if (!button.classList.contains('disabled')) return null;
  if (button.classList.contains(UNAVAILABLE)) return t('variationUnavailable');
  if (button.classList.contains(SELECTION_NEEDED)) return t('variationMakeSelection');
  return null;
}
