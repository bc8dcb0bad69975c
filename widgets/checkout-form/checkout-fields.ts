// Finding WooCommerce's checkout fields by their names and ids inside the checkout's forms, whatever wraps them
// (the stock columns in one form, or a page builder's modules each in its own form), and reading them as the
// legacy script did.
import { queryCheckout } from '../../core/dom/checkout-forms.ts';

/** The field named `name` in the checkout's forms (its `name`, else its id anywhere on the page). */
export function checkoutField(form: HTMLFormElement, name: string): HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null {
  const named = queryCheckout<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(form, `[name="${name}"]`);
  if (named) return named;
  const byId = document.getElementById(name);
  return byId instanceof HTMLInputElement || byId instanceof HTMLSelectElement || byId instanceof HTMLTextAreaElement ? byId : null;
}

export function fieldValue(form: HTMLFormElement, name: string): string {
  return checkoutField(form, name)?.value ?? '';
}

/** The chosen payment gateway's id ('' when none is chosen). */
export function chosenPaymentMethod(form: HTMLFormElement): string {
  return queryCheckout<HTMLInputElement>(form, 'input[name="payment_method"]:checked')?.value ?? '';
}

/** Shown: neither it nor an ancestor is hidden (display none, or the hidden attribute no inline display overrides). */
export function isShown(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (!(node instanceof HTMLElement)) continue;
    if ((node.hidden && node.style.display === '') || getComputedStyle(node).display === 'none') return false;
  }
  return true;
}

export function shipsToDifferentAddress(form: HTMLFormElement): boolean {
  return queryCheckout<HTMLInputElement>(form, '#ship-to-different-address input')?.checked === true;
}
