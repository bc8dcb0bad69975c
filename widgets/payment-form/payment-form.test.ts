// The pay-for-order and add-payment-method forms mounted by the real registry: a submit blocks the form (white
// 0.6 overlay, `processing`) and a second one is cancelled; a gateway's checkout_place_order_<id> veto (jQuery
// on the form, or native) and a page script's cancel leave it unblocked; a plugin's jQuery submit is treated
// alike; a bfcache return unblocks; the terms link opens the inline terms; the checkout's own page is left
// alone; init_add_payment_method at mount.
import jQuery from 'jquery';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Registry } from '../../core/registry/registry.ts';
import { click, freshPage, recordEvents, startRegistry } from '../../core/testing/shop-page.ts';

const orderPay = `
  <div class="woocommerce"><form id="order_review" method="post">
    <div id="payment">
      <ul class="wc_payment_methods payment_methods methods">
        <li class="wc_payment_method payment_method_bacs"><input id="payment_method_bacs" type="radio" class="input-radio" name="payment_method" value="bacs" checked>
          <label for="payment_method_bacs">Virement bancaire</label><div class="payment_box payment_method_bacs"><p>Virement</p></div></li>
        <li class="wc_payment_method payment_method_cheque"><input id="payment_method_cheque" type="radio" class="input-radio" name="payment_method" value="cheque" data-order_button_text="Commander par chèque">
          <label for="payment_method_cheque">Paiement par chèque</label><div class="payment_box payment_method_cheque" hidden><p>Chèque</p></div></li>
      </ul>
      <div class="form-row">
        <input type="hidden" name="woocommerce_pay" value="1">
        <div class="woocommerce-terms-and-conditions-wrapper">
          <div class="woocommerce-terms-and-conditions" hidden><p>Conditions générales de vente.</p></div>
          <p class="form-row validate-required"><label class="checkbox"><input type="checkbox" name="terms" id="terms">
            <span class="woocommerce-terms-and-conditions-checkbox-text">J’ai lu et j’accepte les <a href="/conditions-generales-de-vente/" class="woocommerce-terms-and-conditions-link" target="_blank">conditions générales</a></span></label></p>
        </div>
        <button type="submit" class="button alt" id="place_order" value="Payer la commande" data-value="Payer la commande">Payer la commande</button>
      </div>
    </div>
  </form></div>`;

const addPaymentMethod = `
  <div class="woocommerce"><form id="add_payment_method" method="post">
    <div id="payment" class="woocommerce-Payment">
      <ul class="woocommerce-PaymentMethods payment_methods methods"><li class="woocommerce-PaymentMethod payment_method_woocommerce_payments">
        <input id="payment_method_woocommerce_payments" type="radio" class="input-radio" name="payment_method" value="woocommerce_payments" checked>
        <label for="payment_method_woocommerce_payments">Carte bancaire</label>
        <div class="woocommerce-PaymentBox payment_box payment_method_woocommerce_payments"><div id="wcpay-upe-element"></div></div></li></ul>
      <div class="form-row"><button type="submit" class="woocommerce-Button button alt" id="place_order" value="Ajouter un moyen de paiement">Ajouter un moyen de paiement</button></div>
    </div>
  </form></div>`;

let registry: Registry | undefined;
const form = () => document.querySelector<HTMLFormElement>('form')!;
const terms = () => document.querySelector<HTMLElement>('.woocommerce-terms-and-conditions')!;
const termsLink = () => document.querySelector<HTMLElement>('.woocommerce-terms-and-conditions-link')!;
const isBlocked = () => form().classList.contains('processing') && form().querySelector('.fondant-block-overlay') !== null;

async function mountPage(html: string, isCheckout = false) {
  freshPage(html, { checkout: { isCheckout } });
  const events = recordEvents('init_add_payment_method');
  const { paymentFormWidget } = await import('./payment-form.widget.ts');
  registry = await startRegistry(paymentFormWidget);
  return events;
}

/** A shopper's submit; true when it went through (not cancelled). */
function submit(): boolean {
  return form().dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}

/** happy-dom's PageTransitionEvent ignores `persisted`: a plain event carrying it. */
function pageshow(persisted: boolean): Event {
  return Object.defineProperty(new Event('pageshow'), 'persisted', { value: persisted });
}

afterEach(() => {
  registry?.stop();
  registry = undefined;
  jQuery(document.body).off();
  delete (window as Window & { jQuery?: unknown }).jQuery;
});

describe('payment form', () => {
  it('blocks the pay-for-order form under a white overlay while it posts, and cancels a second submit', async () => {
    await mountPage(orderPay);
    expect(form().getAttribute('data-fondant-mounted')).toBe('payment-form');
    expect(submit()).toBe(true);
    expect(isBlocked()).toBe(true);
    expect(form().querySelector<HTMLElement>('.fondant-block-overlay')!.style.backgroundColor).toBe('#fff');
    expect(form().querySelector('.fondant-block-message')).toBeNull();
    expect(submit()).toBe(false);
  });

  it('leaves the browser’s field checks to the server on the pay-for-order form', async () => {
    await mountPage(orderPay);
    expect(form().noValidate).toBe(true);
  });

  it('honours the chosen gateway’s checkout_place_order_<id> veto from jQuery on the form', async () => {
    (window as Window & { jQuery?: unknown }).jQuery = jQuery;
    await mountPage(orderPay);
    const asked: unknown[] = [];
    jQuery(form()).on('checkout_place_order_cheque', (_event, ...args) => {
      asked.push(args[0]);
      return false;
    });
    const cheque = document.getElementById('payment_method_cheque') as HTMLInputElement;
    cheque.checked = true;
    expect(submit()).toBe(false);
    expect(isBlocked()).toBe(false);
    const instance = asked[0] as { $order_review: JQuery; $checkout_form: JQuery; get_payment_method(): string };
    expect(instance.$order_review[0]).toBe(form());
    expect(instance.$checkout_form).toHaveLength(0);
    expect(instance.get_payment_method()).toBe('cheque');
    (document.getElementById('payment_method_bacs') as HTMLInputElement).checked = true;
    expect(submit()).toBe(true);
    expect(isBlocked()).toBe(true);
  });

  it('treats a plugin’s jQuery submit alike: blocked, the native submit run once, a vetoed one not at all', async () => {
    (window as Window & { jQuery?: unknown }).jQuery = jQuery;
    await mountPage(orderPay);
    const nativeSubmit = vi.fn();
    form().submit = nativeSubmit;
    jQuery(form()).trigger('submit');
    expect(nativeSubmit).toHaveBeenCalledTimes(1);
    expect(isBlocked()).toBe(true);
    jQuery(form()).trigger('submit');
    expect(nativeSubmit).toHaveBeenCalledTimes(1);
  });

  it('does not run the native submit of a jQuery submit the gateway vetoed', async () => {
    (window as Window & { jQuery?: unknown }).jQuery = jQuery;
    await mountPage(orderPay);
    const nativeSubmit = vi.fn();
    form().submit = nativeSubmit;
    jQuery(form()).on('checkout_place_order_bacs', () => false);
    jQuery(form()).trigger('submit');
    expect(nativeSubmit).not.toHaveBeenCalled();
    expect(isBlocked()).toBe(false);
  });

  it('honours a native veto and a page script’s cancel', async () => {
    await mountPage(orderPay);
    const veto = (event: Event) => event.preventDefault();
    form().addEventListener('checkout_place_order_bacs', veto);
    expect(submit()).toBe(false);
    expect(isBlocked()).toBe(false);
    form().removeEventListener('checkout_place_order_bacs', veto);
    document.addEventListener('submit', veto, { once: true });
    expect(submit()).toBe(false);
    expect(isBlocked()).toBe(false);
  });

  it('unblocks when the page comes back from the back-forward cache', async () => {
    await mountPage(orderPay);
    submit();
    window.dispatchEvent(pageshow(false));
    expect(form().classList.contains('processing')).toBe(true);
    window.dispatchEvent(pageshow(true));
    expect(form().classList.contains('processing')).toBe(false);
    expect(form().getAttribute('aria-busy')).toBeNull();
    expect(submit()).toBe(true);
  });

  it('opens and closes the inline terms from their link', async () => {
    await mountPage(orderPay);
    expect(termsLink().getAttribute('aria-expanded')).toBe('false');
    expect(termsLink().getAttribute('aria-controls')).toBe(terms().id);
    expect(click(termsLink()).defaultPrevented).toBe(true);
    expect(terms().hidden).toBe(false);
    expect(terms().style.display).not.toBe('none');
    expect(termsLink().getAttribute('aria-expanded')).toBe('true');
    expect(termsLink().classList.contains('woocommerce-terms-and-conditions-link--open')).toBe(true);
    click(termsLink());
    expect(termsLink().getAttribute('aria-expanded')).toBe('false');
    expect(termsLink().classList.contains('woocommerce-terms-and-conditions-link--closed')).toBe(true);
  });

  it('blocks the add-payment-method form and fires init_add_payment_method at mount', async () => {
    const events = await mountPage(addPaymentMethod);
    expect(events.init_add_payment_method).toEqual([[]]);
    expect(form().noValidate).toBe(false);
    expect(submit()).toBe(true);
    expect(isBlocked()).toBe(true);
    expect(submit()).toBe(false);
  });

  it('leaves a form#order_review alone on the checkout page itself', async () => {
    await mountPage(orderPay, true);
    expect(submit()).toBe(true);
    expect(isBlocked()).toBe(false);
  });
});
