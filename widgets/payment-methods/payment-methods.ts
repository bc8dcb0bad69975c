// The payment method switch of WooCommerce's `#payment` block: choosing a method (a shopper's change, or a
// plugin's jQuery or native `change`) opens its description box and closes the others, sets the place-order
// button's text, and fires `payment_method_selected` when the choice changed. A mount — the first, or on the
// block a checkout fragment put in place of the old one — takes the checked radio (else checks the first) and
// shows its box at once, firing nothing. A single method's radio is hidden, still checked, as WooCommerce does.
// A gateway's own place-order button (custom-place-order-button.ts) follows the choice too.
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { emit } from '../../core/events/bridge.ts';
import { customPlaceOrderButtons, showCustomPlaceOrderButton } from './custom-place-order-button.ts';
import { closeBox, openBox, paymentBoxOf, paymentRadios } from './payment-boxes.ts';
import { followChosenMethod, placeOrderButton } from './place-order-text.ts';

function hideLoneRadio(radio: HTMLInputElement, { onCleanup }: MountContext<NoAttributes>): void {
  const display = radio.style.display;
  radio.style.display = 'none';
  onCleanup(() => (radio.style.display = display));
}

export function mount(context: MountContext<NoAttributes>): void {
  const { element: payment, on } = context;
  const radios = paymentRadios(payment);
  if (radios.length === 0) return;
  let chosen = radios.find((radio) => radio.checked);
  if (!chosen) {
    chosen = radios[0]!;
    chosen.checked = true;
  }
  if (radios.length === 1) hideLoneRadio(chosen, context);
  const checkedRadio = () => paymentRadios(payment).find((candidate) => candidate.checked);

  /** Opens the radio's box, closes the others, and sets the button's text. */
  const showMethod = (radio: HTMLInputElement, animate: boolean) => {
    const box = paymentBoxOf(payment, radio);
    for (const other of paymentRadios(payment)) {
      const otherBox = paymentBoxOf(payment, other);
      if (otherBox && otherBox !== box) closeBox(otherBox, { animate });
    }
    if (box) openBox(box, { animate });
    followChosenMethod(placeOrderButton(payment), radio);
    showCustomPlaceOrderButton(payment, radio.value);
  };
  customPlaceOrderButtons()?.__maybeHideDefaultButtonOnInit?.(chosen.value);
  showMethod(chosen, false);
  on('wc_custom_place_order_button_registered', (gatewayId: unknown) => {
    if (typeof gatewayId === 'string') showCustomPlaceOrderButton(payment, gatewayId);
  });
  // The order review refresh may replace this block: the gateway's button goes first, and comes back at the new
  // block's mount or, when the block stayed, once the refresh is done.
  on('update_checkout', () => customPlaceOrderButtons()?.__cleanup?.());
  on('updated_checkout', () => {
    const radio = checkedRadio();
    if (payment.isConnected && radio) showCustomPlaceOrderButton(payment, radio.value);
  });

  // Any change inside the block (a radio, or a field in a box): showing the checked method again is harmless.
  on(
    'change',
    () => {
      const radio = checkedRadio();
      if (!radio) return;
      showMethod(radio, true);
      if (radio === chosen) return;
      chosen = radio;
      emit('payment_method_selected');
    },
    { target: payment },
  );
}
