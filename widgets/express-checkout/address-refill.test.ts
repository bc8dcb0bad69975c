// After a cancelled wallet sheet the page takes the address the sheet sent: the cart's shipping calculator is
// filled and recalculated, the checkout's billing country/state/city/postcode filled; selects match an option's
// value or label; input and change events tell the page's scripts; CA and GB (redacted postcodes) are skipped.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refillAddressFields } from './address-refill.ts';
import type { WalletAddress } from './wallet-address.ts';

const countryOptions = '<option value="">Choisir un pays…</option><option value="BE">Belgique</option><option value="ES">Espagne</option><option value="FR">France</option><option value="GB">Royaume-Uni</option><option value="CA">Canada</option>';
const stateOptions = '<option value="">Choisir une région…</option><option value="B">Barcelone</option><option value="M">Madrid</option>';

const page = `
  <form class="woocommerce-shipping-calculator" action="/panier/" method="post">
    <select name="calc_shipping_country">${countryOptions}</select>
    <select name="calc_shipping_state">${stateOptions}</select>
    <input type="text" name="calc_shipping_city" value="Paris">
    <input type="text" name="calc_shipping_postcode" value="75001">
    <button type="submit" name="calc_shipping" value="1">Mettre à jour</button>
  </form>
  <form class="woocommerce-checkout" name="checkout" method="post">
    <select name="billing_country">${countryOptions}</select>
    <input type="text" name="billing_state" value="">
    <input type="text" name="billing_city" value="">
    <input type="text" name="billing_postcode" value="">
    <input type="text" name="billing_address_1" value="1 rue Existante">
  </form>`;

const madrid: WalletAddress = { line1: 'Calle Mayor 1', line2: null, city: 'Madrid', state: 'Madrid', postal_code: '28013', country: 'ES' };

let events: string[];
let recalculations: number;

const field = (name: string) => document.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!;
const values = (prefix: string) => ['country', 'state', 'city', 'postcode'].map((part) => field(`${prefix}_${part}`).value);

beforeEach(() => {
  // A new <body> per test, so the previous test's listeners are gone with the old one.
  document.documentElement.replaceChild(document.createElement('body'), document.body);
  document.body.innerHTML = page;
  events = [];
  recalculations = 0;
  for (const type of ['input', 'change']) {
    document.body.addEventListener(type, (event) => events.push(`${type}:${(event.target as HTMLInputElement).name}`));
  }
  field('calc_shipping').addEventListener('click', (event) => {
    event.preventDefault();
    recalculations += 1;
  });
});

afterEach(() => {
  document.body.replaceChildren();
});

describe('cart page', () => {
  it("fills the shipping calculator, selects by value and by label, then clicks its button", () => {
    refillAddressFields('cart', madrid);
    expect(values('calc_shipping')).toEqual(['ES', 'M', 'Madrid', '28013']);
    expect(recalculations).toBe(1);
    expect(values('billing')).toEqual(['', '', '', '']);
  });

  it('fires input then change on each filled field, bubbling', () => {
    refillAddressFields('cart', madrid);
    expect(events).toEqual([
      'input:calc_shipping_country', 'change:calc_shipping_country',
      'input:calc_shipping_state', 'change:calc_shipping_state',
      'input:calc_shipping_city', 'change:calc_shipping_city',
      'input:calc_shipping_postcode', 'change:calc_shipping_postcode',
    ]);
  });

  it('leaves a select without a matching option, and fields the wallet left out, untouched', () => {
    refillAddressFields('cart', { country: 'FR', state: 'Rhône', city: null, postal_code: '69002' });
    expect(values('calc_shipping')).toEqual(['FR', '', 'Paris', '69002']);
    expect(events).toEqual([
      'input:calc_shipping_country', 'change:calc_shipping_country',
      'input:calc_shipping_postcode', 'change:calc_shipping_postcode',
    ]);
    expect(recalculations).toBe(1);
  });

  it('finds the state field again after the country change replaced it', () => {
    field('calc_shipping_country').addEventListener('change', () => {
      const replacement = document.createElement('select');
      replacement.name = 'calc_shipping_state';
      replacement.innerHTML = '<option value="">—</option><option value="MAD">Madrid</option>';
      field('calc_shipping_state').replaceWith(replacement);
    });
    refillAddressFields('cart', madrid);
    expect(field('calc_shipping_state').value).toBe('MAD');
  });
});

describe('checkout page', () => {
  it('fills the billing country, state, city and postcode only', () => {
    refillAddressFields('checkout', { ...madrid, country: 'BE', state: '', city: 'Bruxelles', postal_code: '1000' });
    expect(values('billing')).toEqual(['BE', '', 'Bruxelles', '1000']);
    expect(field('billing_address_1').value).toBe('1 rue Existante');
    expect(values('calc_shipping')).toEqual(['', '', 'Paris', '75001']);
    expect(recalculations).toBe(0);
    expect(events.filter((event) => event.startsWith('change:'))).toEqual([
      'change:billing_country', 'change:billing_state', 'change:billing_city', 'change:billing_postcode',
    ]);
  });

  it('matches the country select by its label too', () => {
    refillAddressFields('checkout', { country: 'France', city: 'Lyon', postal_code: '69002', state: '' });
    expect(field('billing_country').value).toBe('FR');
  });
});

describe('skipped cases', () => {
  it.each(['CA', 'GB'])('skips %s, whose wallet postcodes are redacted', (country) => {
    refillAddressFields('cart', { country, state: '', city: 'London', postal_code: 'N1 C' });
    refillAddressFields('checkout', { country, state: '', city: 'London', postal_code: 'N1 C' });
    expect(values('calc_shipping')).toEqual(['', '', 'Paris', '75001']);
    expect(values('billing')).toEqual(['', '', '', '']);
    expect(events).toEqual([]);
    expect(recalculations).toBe(0);
  });

  it.each(['product', 'pay_for_order'])('does nothing on the %s page', (context) => {
    refillAddressFields(context, madrid);
    expect(events).toEqual([]);
    expect(recalculations).toBe(0);
  });

  it('does nothing when the page has no such form', () => {
    document.body.innerHTML = '<p>Panier vide</p>';
    const click = vi.fn();
    document.body.addEventListener('click', click);
    expect(() => refillAddressFields('cart', madrid)).not.toThrow();
    expect(() => refillAddressFields('checkout', madrid)).not.toThrow();
    expect(click).not.toHaveBeenCalled();
  });
});
