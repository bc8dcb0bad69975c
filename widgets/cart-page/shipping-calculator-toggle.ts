// The shipping calculator's link opens and closes its form (jQuery's "slow" slide, 600 ms; at once under reduced
// motion) and says so with aria-expanded; as cart.js does, the country fields are told to refresh
// (`change`, then `country_to_state_changed`).
import { slideDown, slideUp } from '../../core/dom/slide.ts';
import { emit } from '../../core/events/bridge.ts';

export const CALCULATOR_SLIDE_MS = 600;

/** The calculator starts closed: its link says so. */
export function markCalculatorClosed(root: ParentNode): void {
  for (const button of root.querySelectorAll('.shipping-calculator-button')) {
    if (!button.hasAttribute('aria-expanded')) button.setAttribute('aria-expanded', 'false');
  }
}

export function toggleCalculator(button: HTMLElement): void {
  const form = button.closest('form, .cart_totals')?.querySelector<HTMLElement>('.shipping-calculator-form');
  if (!form) return;
  const opening = button.getAttribute('aria-expanded') !== 'true';
  button.setAttribute('aria-expanded', String(opening));
  if (opening) {
    // The server hides it with the `hidden` attribute; the slide starts from display: none.
    form.style.display = 'none';
    form.hidden = false;
    slideDown(form, CALCULATOR_SLIDE_MS);
  } else {
    slideUp(form, CALCULATOR_SLIDE_MS);
  }
  for (const field of form.querySelectorAll('select.country_to_state, input.country_to_state')) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
  emit('country_to_state_changed');
}
