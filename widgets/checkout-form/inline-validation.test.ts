// The inline validation rules on WooCommerce's rows: required (text and checkbox), e-mail and phone formats,
// the classes and aria-invalid they set, typing clearing them, and the events that run them.
import { beforeEach, describe, expect, it } from 'vitest';
import { testMount } from '../../core/testing/test-mount.ts';
import { freshPage } from '../../core/testing/shop-page.ts';
import { checkoutConfig, checkoutPage } from './checkout-test-markup.ts';
import { isValidEmail, isValidPhone, validateAll, validateField, watchInlineValidation } from './inline-validation.ts';

const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const row = (id: string) => document.getElementById(`${id}_field`)!;

describe('rules', () => {
  it('accepts e-mail addresses with a domain and a dot, accents included', () => {
    expect(isValidEmail('camille@example.fr')).toBe(true);
    expect(isValidEmail('élodie.durand+atelier@exemple.fr')).toBe(true);
    expect(isValidEmail('camille@')).toBe(false);
    expect(isValidEmail('camille@example')).toBe(false);
    expect(isValidEmail('camille martin@example.fr')).toBe(false);
  });

  it('allows only whitespace, #, digits, _, -, +, /, parentheses and dots in a phone number', () => {
    expect(isValidPhone('+33 (0)6 12.34-56/78 #2_')).toBe(true);
    expect(isValidPhone('06 12 AB')).toBe(false);
    expect(isValidPhone('')).toBe(true);
  });
});

describe('validateField', () => {
  beforeEach(() => freshPage(checkoutPage(), checkoutConfig));

  it('marks an empty required field and its row, then validates it once filled', () => {
    expect(validateField(field('billing_city'))).toBe(false);
    expect(row('billing_city').className).toContain('woocommerce-invalid woocommerce-invalid-required-field');
    expect(field('billing_city').getAttribute('aria-invalid')).toBe('true');
    field('billing_city').value = 'Lyon';
    expect(validateField(field('billing_city'))).toBe(true);
    expect(row('billing_city').classList.contains('woocommerce-invalid')).toBe(false);
    expect(row('billing_city').classList.contains('woocommerce-validated')).toBe(true);
    expect(field('billing_city').hasAttribute('aria-invalid')).toBe(false);
  });

  it('an unticked required checkbox is invalid', () => {
    expect(validateField(field('terms'))).toBe(false);
    field('terms').checked = true;
    expect(validateField(field('terms'))).toBe(true);
  });

  it('marks a bad e-mail and a bad phone with their own classes', () => {
    field('billing_email').value = 'camille@';
    field('billing_phone').value = '06 AB';
    validateAll(document.querySelector('form.checkout')!);
    expect(row('billing_email').classList.contains('woocommerce-invalid-email')).toBe(true);
    expect(row('billing_phone').classList.contains('woocommerce-invalid-phone')).toBe(true);
  });
});

describe('watchInlineValidation', () => {
  beforeEach(() => freshPage(checkoutPage(), checkoutConfig));

  it('checks on change, focusout and validate; typing clears the verdict and the server’s inline error', () => {
    const form = document.querySelector<HTMLFormElement>('form.checkout')!;
    watchInlineValidation(form, testMount(form).context);
    for (const type of ['focusout', 'change', 'validate']) {
      row('billing_city').className = 'form-row address-field validate-required';
      field('billing_city').dispatchEvent(new Event(type, { bubbles: true }));
      expect(row('billing_city').classList.contains('woocommerce-invalid'), type).toBe(true);
    }
    const message = document.createElement('p');
    message.className = 'checkout-inline-error-message';
    row('billing_city').append(message);
    field('billing_city').setAttribute('aria-describedby', 'billing_city_description');
    field('billing_city').dispatchEvent(new Event('input', { bubbles: true }));
    expect(row('billing_city').classList.contains('woocommerce-invalid')).toBe(false);
    expect(field('billing_city').hasAttribute('aria-invalid')).toBe(false);
    expect(field('billing_city').hasAttribute('aria-describedby')).toBe(false);
    expect(row('billing_city').querySelector('.checkout-inline-error-message')).toBeNull();
  });
});
