// WooCommerce's saved payment methods list mounted by the real registry: the default card stays chosen (else the
// last entry), a saved card hides the new-card form and the save box, "new" shows them (the box only to someone
// with an account), an empty list loses its "new" entry, and "create an account" brings the save box.
import { afterEach, describe, expect, it } from 'vitest';
import type { Registry } from '../../core/registry/registry.ts';
import { freshPage, settleRegistry, shopConfig, startRegistry } from '../../core/testing/shop-page.ts';

function token(id: string, checked = false): string {
  return `<li class="woocommerce-SavedPaymentMethods-token"><input id="wc-woocommerce_payments-payment-token-${id}" type="radio" name="wc-woocommerce_payments-payment-token" value="${id}" class="woocommerce-SavedPaymentMethods-tokenInput"${checked ? ' checked' : ''}><label for="wc-woocommerce_payments-payment-token-${id}">Visa ${id}</label></li>`;
}

const NEW = '<li class="woocommerce-SavedPaymentMethods-new"><input id="wc-woocommerce_payments-payment-token-new" type="radio" name="wc-woocommerce_payments-payment-token" value="new" class="woocommerce-SavedPaymentMethods-tokenInput"><label for="wc-woocommerce_payments-payment-token-new">Utiliser un nouveau moyen de paiement</label></li>';

function box(tokens: string, count: number, { createAccount = false } = {}): string {
  return `${createAccount ? '<input type="checkbox" id="createaccount" name="createaccount">' : ''}
    <div class="payment_box payment_method_woocommerce_payments">
      <ul class="woocommerce-SavedPaymentMethods wc-saved-payment-methods" data-count="${count}">${tokens}${NEW}</ul>
      <fieldset class="wc-upe-form wc-payment-form"><div class="wcpay-upe-element"></div>
        <p class="form-row woocommerce-SavedPaymentMethods-saveNew"><input id="wc-woocommerce_payments-new-payment-method" type="checkbox"></p></fieldset>
    </div>`;
}

let registry: Registry | undefined;

async function mountPage(html: string, params: Record<string, unknown> = { is_logged_in: true, is_registration_required: false }) {
  freshPage(html, { ...shopConfig, tokenizationForm: params });
  const { savedPaymentMethodsWidget } = await import('./saved-payment-methods.widget.ts');
  registry = await startRegistry(savedPaymentMethodsWidget);
}

const shown = (selector: string) => document.querySelector<HTMLElement>(selector)!.style.display !== 'none';
const input = (id: string) => document.getElementById(`wc-woocommerce_payments-payment-token-${id}`) as HTMLInputElement;

function choose(id: string): void {
  input(id).checked = true;
  input(id).dispatchEvent(new Event('change', { bubbles: true }));
}

afterEach(async () => {
  if (registry) await settleRegistry(registry);
  registry?.stop();
  registry = undefined;
});

describe('saved payment methods', () => {
  it('keeps the default card chosen and hides the new-card form until "new" is chosen', async () => {
    await mountPage(box(token('7') + token('8', true), 2));
    expect(input('8').checked).toBe(true);
    expect(shown('.wc-payment-form')).toBe(false);
    expect(shown('.woocommerce-SavedPaymentMethods-saveNew')).toBe(false);
    choose('new');
    expect(shown('.wc-payment-form')).toBe(true);
    expect(shown('.woocommerce-SavedPaymentMethods-saveNew')).toBe(true);
    choose('7');
    expect(shown('.wc-payment-form')).toBe(false);
  });

  it('chooses the last entry when nothing is chosen', async () => {
    await mountPage(box(token('7'), 1));
    expect(input('new').checked).toBe(true);
    expect(shown('.wc-payment-form')).toBe(true);
  });

  it('drops "new" from a list with nothing saved, and keeps the new-card form shown', async () => {
    await mountPage(box('', 0));
    expect(document.querySelector('.woocommerce-SavedPaymentMethods-new')).toBeNull();
    expect(shown('.wc-payment-form')).toBe(true);
    expect(shown('.woocommerce-SavedPaymentMethods-saveNew')).toBe(true);
  });

  it('shows the save box to a guest only once "create an account" is ticked', async () => {
    await mountPage(box(token('7'), 1, { createAccount: true }), { is_logged_in: false });
    expect(shown('.wc-payment-form')).toBe(true);
    expect(shown('.woocommerce-SavedPaymentMethods-saveNew')).toBe(false);
    const create = document.getElementById('createaccount') as HTMLInputElement;
    create.checked = true;
    create.dispatchEvent(new Event('change', { bubbles: true }));
    expect(shown('.woocommerce-SavedPaymentMethods-saveNew')).toBe(true);
  });

  it('reads WooCommerce’s global params when the JSON config has none', async () => {
    freshPage(box(token('7'), 1), shopConfig);
    Object.assign(window, { wc_tokenization_form_params: { is_logged_in: '1', is_registration_required: '' } });
    const { readTokenizationSettings } = await import('./tokenization-settings.ts');
    expect(readTokenizationSettings({}, window)).toEqual({ loggedIn: true, registrationRequired: false });
    delete (window as unknown as Record<string, unknown>).wc_tokenization_form_params;
  });
});
