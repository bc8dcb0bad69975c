// The coupon error under its field, as WooCommerce's cart marks it up, inserted as text.
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCouponError, isErrorAnswer, showCouponError } from './coupon-error.ts';

describe('coupon error', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div class="coupon"><label for="coupon_code">Code promo :</label><input id="coupon_code" name="coupon_code"><button name="apply_coupon">Appliquer</button></div>';
  });

  it('puts p#coupon-error-notice.coupon-error-notice in the field’s wrapper and marks the field', () => {
    const notice = showCouponError(document.body, '  Le code promo « X » n’existe pas !\n');
    expect(notice?.outerHTML).toBe('<p id="coupon-error-notice" class="coupon-error-notice" role="alert">Le code promo « X » n’existe pas !</p>');
    expect(notice?.parentElement?.className).toBe('coupon');
    const field = document.querySelector('#coupon_code')!;
    expect(field.classList.contains('has-error')).toBe(true);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe('coupon-error-notice');
  });

  it('inserts the message as text', () => {
    showCouponError(document.body, '<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('#coupon-error-notice')?.textContent).toBe('<img src=x onerror=alert(1)>');
  });

  it('shows one notice at a time, and none for an empty message', () => {
    showCouponError(document.body, 'Un');
    showCouponError(document.body, 'Deux');
    expect([...document.querySelectorAll('.coupon-error-notice')].map((notice) => notice.textContent)).toEqual(['Deux']);
    clearCouponError(document.body);
    expect(showCouponError(document.body, '   ')).toBeNull();
    expect(document.querySelector('.coupon-error-notice')).toBeNull();
  });

  it('clearing unmarks the field', () => {
    showCouponError(document.body, 'Erreur');
    clearCouponError(document.body);
    const field = document.querySelector('#coupon_code')!;
    expect(document.querySelector('#coupon-error-notice')).toBeNull();
    expect(field.classList.contains('has-error')).toBe(false);
    expect(field.hasAttribute('aria-invalid')).toBe(false);
    expect(field.hasAttribute('aria-describedby')).toBe(false);
  });

  it('tells error answers from success ones (classic and blocks notices)', () => {
    expect(isErrorAnswer('<ul class="woocommerce-error" role="alert"><li>Non</li></ul>')).toBe(true);
    expect(isErrorAnswer('<div class="wc-block-components-notice-banner is-error">Non</div>')).toBe(true);
    expect(isErrorAnswer('<div class="woocommerce-message" role="alert">Code promo appliqué avec succès.</div>')).toBe(false);
  });
});
