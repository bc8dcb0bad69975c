// The form's own inputs and links as a found variation or a reset leaves them: the variation_id field, the
// quantity (clamped, or fixed at 1 and hidden), the reset link's visibility — each change announced with a
// bubbling `change`, like jQuery's trigger('change') that plugins listen to.
import { quantityFor } from './quantity-clamp.ts';
import { fadeIn } from '../../core/dom/slide.ts';
import type { Variation } from './variation-data.ts';

export function changeValue(input: HTMLInputElement | HTMLSelectElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

export function applyQuantity(input: HTMLInputElement | null, variation: Variation): void {
  if (!input) return;
  const setting = quantityFor(variation, input.value);
  input.setAttribute('min', setting.min);
  input.setAttribute('max', setting.max);
  changeValue(input, setting.value);
  const wrapper = input.closest<HTMLElement>('.quantity');
  if (wrapper) wrapper.style.display = setting.hidden ? 'none' : '';
}

/** Shown with `visibility` (no layout shift), faded in when it appears. */
export function toggleResetLink(link: HTMLElement | null, visible: boolean): void {
  if (!link) return;
  const wasVisible = getComputedStyle(link).visibility !== 'hidden';
  link.style.visibility = visible ? 'visible' : 'hidden';
  if (visible && !wasVisible) fadeIn(link);
}
