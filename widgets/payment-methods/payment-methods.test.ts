// The payment method switch mounted by the real registry on WooCommerce's `#payment` markup: the chosen box opens
// and the others close, the place-order text follows the radio, payment_method_selected only on a new choice (a
// jQuery change too), a lone method's radio hidden but checked, nothing checked → the first, and a block put in
// place of the old one (a checkout fragment) set up from its checked radio without animation or event.
import jQuery from 'jquery';
import { afterEach, describe, expect, it } from 'vitest';
import type { Registry } from '../../core/registry/registry.ts';
import { freshPage, recordEvents, settleRegistry, startRegistry } from '../../core/testing/shop-page.ts';

function method(id: string, title: string, { checked = false, buttonText = '' } = {}): string {
  return `
    <li class="wc_payment_method payment_method_${id}">
      <input id="payment_method_${id}" type="radio" class="input-radio" name="payment_method" value="${id}"${checked ? ' checked' : ''} data-order_button_text="${buttonText}">
      <label for="payment_method_${id}">${title}</label>
      <div class="payment_box payment_method_${id}"${checked ? '' : ' hidden'}><p>${title} : description</p></div>
    </li>`;
}

function paymentBlock(methods: string): string {
  return `
  <div id="payment" class="woocommerce-checkout-payment">
    <ul class="wc_payment_methods payment_methods methods">${methods}</ul>
    <div class="form-row place-order">
      <button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="Commander" data-value="Commander">Commander</button>
    </div>
  </div>`;
}

const twoMethods = (chosen: 'bacs' | 'cheque' | null) =>
  paymentBlock(method('bacs', 'Virement bancaire', { checked: chosen === 'bacs' }) + method('cheque', 'Paiement par chèque', { checked: chosen === 'cheque', buttonText: 'Commander par chèque' }));

const payment = () => document.getElementById('payment')!;
const radio = (id: string) => document.getElementById(`payment_method_${id}`) as HTMLInputElement;
const box = (id: string) => document.querySelector<HTMLElement>(`.payment_box.payment_method_${id}`)!;
const isShown = (element: HTMLElement) => !element.hidden && element.style.display !== 'none';
const button = () => document.getElementById('place_order')!;

let registry: Registry | undefined;

async function mountPage(html: string) {
  freshPage(`<form class="checkout woocommerce-checkout">${html}</form>`, { checkout: { isCheckout: true } });
  const events = recordEvents('payment_method_selected');
  const { paymentMethodsWidget } = await import('./payment-methods.widget.ts');
  registry = await startRegistry(paymentMethodsWidget);
  expect(payment().getAttribute('data-fondant-mounted')).toBe('payment-methods');
  return events;
}

function choose(id: string): void {
  radio(id).checked = true;
  radio(id).dispatchEvent(new Event('change', { bubbles: true }));
}

afterEach(() => {
  registry?.stop();
  registry = undefined;
  jQuery(document.body).off();
  delete (window as Window & { jQuery?: unknown }).jQuery;
});

describe('payment methods', () => {
  it('shows only the checked method’s box at mount, with its button text, firing nothing', async () => {
    const events = await mountPage(twoMethods('cheque'));
    expect(isShown(box('cheque'))).toBe(true);
    expect(isShown(box('bacs'))).toBe(false);
    expect(button().textContent).toBe('Commander par chèque');
    expect(events.payment_method_selected).toEqual([]);
  });

  it('switches the box and the button text on a change, and fires payment_method_selected once per new choice', async () => {
    const events = await mountPage(twoMethods('bacs'));
    expect(button().textContent).toBe('Commander');
    choose('cheque');
    expect(isShown(box('cheque'))).toBe(true);
    expect(button().textContent).toBe('Commander par chèque');
    expect(events.payment_method_selected).toHaveLength(1);
    choose('cheque');
    expect(events.payment_method_selected).toHaveLength(1);
    choose('bacs');
    expect(button().textContent).toBe('Commander');
    expect(events.payment_method_selected).toEqual([[], []]);
  });

  it('closes the other boxes (after the 250 ms slide)', async () => {
    await mountPage(twoMethods('bacs'));
    choose('cheque');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(isShown(box('bacs'))).toBe(false);
    expect(isShown(box('cheque'))).toBe(true);
  });

  it('hears a plugin’s jQuery change, and jQuery listeners hear payment_method_selected', async () => {
    (window as Window & { jQuery?: unknown }).jQuery = jQuery;
    await mountPage(twoMethods('bacs'));
    const heard: unknown[][] = [];
    jQuery(document.body).on('payment_method_selected', (_event, ...args) => heard.push(args));
    radio('cheque').checked = true;
    jQuery(radio('cheque')).trigger('change');
    expect(button().textContent).toBe('Commander par chèque');
    expect(heard).toEqual([[]]);
  });

  it('checks the first method when none is checked, without an event', async () => {
    const events = await mountPage(twoMethods(null));
    expect(radio('bacs').checked).toBe(true);
    expect(isShown(box('bacs'))).toBe(true);
    expect(isShown(box('cheque'))).toBe(false);
    expect(events.payment_method_selected).toEqual([]);
  });

  it('hides a lone method’s radio, keeps it checked and shows its box', async () => {
    await mountPage(paymentBlock(method('cheque', 'Paiement par chèque', { buttonText: 'Commander par chèque' })));
    expect(radio('cheque').checked).toBe(true);
    expect(radio('cheque').style.display).toBe('none');
    expect(isShown(box('cheque'))).toBe(true);
    expect(button().textContent).toBe('Commander par chèque');
  });

  it('sets up a block that replaced the old one from its checked radio, without animation or event, and keeps switching', async () => {
    const events = await mountPage(twoMethods('bacs'));
    payment().outerHTML = twoMethods('cheque');
    await settleRegistry(registry!);
    expect(payment().getAttribute('data-fondant-mounted')).toBe('payment-methods');
    expect(isShown(box('cheque'))).toBe(true);
    expect(box('cheque').classList.contains('fondant-slide')).toBe(false);
    expect(isShown(box('bacs'))).toBe(false);
    expect(button().textContent).toBe('Commander par chèque');
    expect(events.payment_method_selected).toEqual([]);
    choose('bacs');
    expect(button().textContent).toBe('Commander');
    expect(events.payment_method_selected).toHaveLength(1);
  });
});
