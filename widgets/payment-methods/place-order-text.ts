// The place-order button says what the chosen method will do: the radio's `data-order_button_text` when it
// has one (« Commander par chèque »), else the button's own `data-value` (its text as printed); a button with
// neither keeps its text.

/** `#place_order` of the block's form (the checkout prints it inside `#payment`), else of the page. */
export function placeOrderButton(payment: HTMLElement): HTMLElement | null {
  return payment.querySelector<HTMLElement>('#place_order') ?? payment.closest('form')?.querySelector<HTMLElement>('#place_order') ?? document.getElementById('place_order');
}

export function followChosenMethod(button: HTMLElement | null, radio: HTMLInputElement): void {
  if (!button) return;
  const text = radio.getAttribute('data-order_button_text') || button.getAttribute('data-value');
  if (text && button.textContent !== text) button.textContent = text;
}
