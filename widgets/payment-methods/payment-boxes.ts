// The description box of each payment method (`div.payment_box.<radio id>`) and how it opens and closes: a
// box the server printed hidden (style display:none or the `hidden` attribute) counts as closed; opening and
// closing slide over 250 ms (none under reduced motion), or happen at once when the block is first set up.
import { show, slideDown, slideUp } from '../../core/dom/slide.ts';

export const PAYMENT_BOX_SLIDE_MS = 250;

export function paymentRadios(payment: HTMLElement): HTMLInputElement[] {
  return [...payment.querySelectorAll<HTMLInputElement>('input[name="payment_method"]')];
}

/** The radio's box: the `payment_box` carrying the radio's id as a class, else the one in the radio's list item. */
export function paymentBoxOf(payment: HTMLElement, radio: HTMLInputElement): HTMLElement | null {
  const byId = radio.id ? payment.querySelector<HTMLElement>(`div.payment_box.${CSS.escape(radio.id)}`) : null;
  return byId ?? radio.closest('li')?.querySelector<HTMLElement>('.payment_box') ?? null;
}

function isClosed(box: HTMLElement): boolean {
  return box.hidden || getComputedStyle(box).display === 'none';
}

/** The `hidden` attribute becomes display:none, so the slides (which work on display) can open the box. */
function closedByStyle(box: HTMLElement): void {
  if (!box.hidden) return;
  box.style.display = 'none';
  box.hidden = false;
}

export function openBox(box: HTMLElement, { animate }: { animate: boolean }): void {
  if (!isClosed(box)) return;
  closedByStyle(box);
  if (animate) slideDown(box, PAYMENT_BOX_SLIDE_MS);
  else show(box);
}

export function closeBox(box: HTMLElement, { animate }: { animate: boolean }): void {
  if (isClosed(box)) return;
  if (animate) slideUp(box, PAYMENT_BOX_SLIDE_MS);
  else box.style.display = 'none';
}
