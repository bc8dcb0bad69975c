// A gateway's own place-order button through WooCommerce's wc.customPlaceOrderButton registry: the payment switch
// asks it to hide the default button and show the chosen gateway's at mount, on a new choice, on a late
// registration and after an order review refresh, and clears it before the refresh; the place-order API it hands
// over validates the shown rows (required, terms) of every checkout form and submits the form.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emit } from '../../core/events/bridge.ts';
import type { Registry } from '../../core/registry/registry.ts';
import { freshPage, startRegistry } from '../../core/testing/shop-page.ts';
import { placeOrderApi, type PlaceOrderApi } from './custom-place-order-button.ts';

const checkoutForm = `
  <form class="checkout woocommerce-checkout">
    <p class="form-row validate-required" id="billing_first_name_field"><input class="input-text" id="billing_first_name" name="billing_first_name" value=""></p>
    <p class="form-row validate-required" id="terms_field"><input type="checkbox" id="terms" name="terms"></p>
    <div id="payment" class="woocommerce-checkout-payment">
      <ul class="wc_payment_methods payment_methods methods">
        <li><input id="payment_method_cheque" type="radio" name="payment_method" value="cheque" checked><div class="payment_box payment_method_cheque"></div></li>
        <li><input id="payment_method_paypal" type="radio" name="payment_method" value="paypal"><div class="payment_box payment_method_paypal" hidden></div></li>
      </ul>
      <button type="submit" id="place_order" data-value="Commander">Commander</button>
    </div>
  </form>`;

let registry: Registry | undefined;

function fakeRegistry() {
  const calls: string[] = [];
  const apis: PlaceOrderApi[] = [];
  (window as unknown as { wc: unknown }).wc = {
    customPlaceOrderButton: {
      __maybeShow: (gateway: string, api: PlaceOrderApi) => {
        calls.push(`show ${gateway}`);
        apis.push(api);
      },
      __maybeHideDefaultButtonOnInit: (gateway: string) => calls.push(`hide default for ${gateway}`),
      __cleanup: () => calls.push('cleanup'),
    },
  };
  return { calls, apis };
}

afterEach(() => {
  registry?.stop();
  registry = undefined;
  delete (window as unknown as { wc?: unknown }).wc;
});

describe('the custom place-order button registry', () => {
  it('is asked at mount, on a new choice, on a late registration, and around an order review refresh', async () => {
    const { calls } = fakeRegistry();
    freshPage(checkoutForm, { checkout: { isCheckout: true } });
    const { paymentMethodsWidget } = await import('./payment-methods.widget.ts');
    registry = await startRegistry(paymentMethodsWidget);
    expect(calls).toEqual(['hide default for cheque', 'show cheque']);
    const paypal = document.getElementById('payment_method_paypal') as HTMLInputElement;
    paypal.checked = true;
    paypal.dispatchEvent(new Event('change', { bubbles: true }));
    expect(calls.at(-1)).toBe('show paypal');
    emit('wc_custom_place_order_button_registered', ['paypal']);
    expect(calls.at(-1)).toBe('show paypal');
    emit('update_checkout');
    expect(calls.at(-1)).toBe('cleanup');
    emit('updated_checkout', [{}]);
    expect(calls.at(-1)).toBe('show paypal');
  });

  it('is left alone when the page has no such registry', async () => {
    freshPage(checkoutForm, { checkout: { isCheckout: true } });
    const { paymentMethodsWidget } = await import('./payment-methods.widget.ts');
    registry = await startRegistry(paymentMethodsWidget);
    expect(document.getElementById('payment')?.getAttribute('data-fondant-mounted')).toBe('payment-methods');
  });
});

describe('placeOrderApi', () => {
  function shownRows(form: HTMLFormElement): void {
    // happy-dom lays nothing out: every row and field counts as shown.
    for (const element of form.querySelectorAll<HTMLElement>('*')) element.getClientRects = () => [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList;
  }

  it('finds an empty required row and unticked terms, marks them, and submits the form', async () => {
    freshPage(checkoutForm, {});
    const form = document.querySelector('form')!;
    shownRows(form);
    const validated = vi.fn();
    form.addEventListener('validate', validated);
    const api = placeOrderApi(form);
    expect(await api.validate()).toEqual({ hasError: true });
    expect(validated).toHaveBeenCalled();
    expect(document.getElementById('billing_first_name_field')?.classList.contains('woocommerce-invalid-required-field')).toBe(true);
    expect(document.getElementById('terms_field')?.classList.contains('woocommerce-invalid')).toBe(true);

    (document.getElementById('billing_first_name') as HTMLInputElement).value = 'Camille';
    (document.getElementById('terms') as HTMLInputElement).checked = true;
    for (const row of form.querySelectorAll('.form-row')) row.classList.remove('woocommerce-invalid', 'woocommerce-invalid-required-field');
    expect(await api.validate()).toEqual({ hasError: false });

    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    api.submit();
    expect(submitted).toHaveBeenCalledOnce();
  });

  it('checks the billing module’s form too when a page builder prints one form.checkout per module', async () => {
    freshPage(`<div class="et_pb_wc_checkout_billing"><form class="checkout woocommerce-checkout"><p class="form-row validate-required" id="billing_first_name_field"><input class="input-text" id="billing_first_name" name="billing_first_name" value=""></p></form></div>
      <div class="et_pb_wc_checkout_payment_info"><form class="checkout woocommerce-checkout"><p class="form-row validate-required" id="terms_field"><input type="checkbox" id="terms" name="terms" checked></p></form></div>`, {});
    const [billing, payment] = [...document.querySelectorAll('form')];
    shownRows(billing!);
    shownRows(payment!);
    const validated = vi.fn();
    billing!.addEventListener('validate', validated);
    expect(await placeOrderApi(payment!).validate()).toEqual({ hasError: true });
    expect(validated).toHaveBeenCalled();
    expect(document.getElementById('billing_first_name_field')?.classList.contains('woocommerce-invalid-required-field')).toBe(true);
  });
});
