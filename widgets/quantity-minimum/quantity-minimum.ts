// Raises a quantity input below its minimum to that minimum, once, like woocommerce.js does on load
// (a value without a number, or an input without a non-negative min, is left alone).
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';

export function raiseToMinimum(input: HTMLInputElement): void {
  const min = parseFloat(input.getAttribute('min') ?? '');
  if (min >= 0 && parseFloat(input.value) < min) input.value = String(min);
}

export function mount({ element }: MountContext<NoAttributes>): void {
  if (element instanceof HTMLInputElement && !element.closest('.product-quantity')) raiseToMinimum(element);
}
