// Swapping the cart page from the server's answer: the form, the totals and the notices (sanitized), the
// emptied cart and its way back, kept notices, the coupon error, and the shipping radios' form attribute.
import { beforeEach, describe, expect, it } from 'vitest';
import { swapCart, swapTotals } from './cart-swap.ts';

const totalsHtml = (total: string) => `<div class="cart_totals"><table><tr class="order-total"><td>${total}</td></tr>
  <tr><td><input type="radio" name="shipping_method[0]" data-index="0" id="shipping_method_0_flat_rate1" value="flat_rate:1" form="woocommerce-cart-form" checked></td></tr></table></div>`;

const cartHtml = (quantity: string, total: string, notices = '') => `
  <div class="woocommerce">${notices}</div>
  <div class="woocommerce"><div class="woocommerce-notices-wrapper"></div>
    <form class="woocommerce-cart-form" id="woocommerce-cart-form" action="/cart/" method="post"><table class="woocommerce-cart-form__contents"><tbody>
      <tr class="cart_item"><td><input class="qty" name="cart[a][qty]" value="${quantity}"></td></tr>
      <tr><td class="actions"><div class="coupon"><input id="coupon_code" name="coupon_code" value=""></div>
        <button type="submit" name="update_cart" value="Mettre à jour le panier">Mettre à jour le panier</button></td></tr>
    </tbody></table></form>
    <div class="cart-collaterals">${totalsHtml(total)}</div>
  </div>`;

const emptyHtml = (notices = '') => `
  <div class="woocommerce">${notices}</div>
  <div class="woocommerce"><div class="woocommerce-notices-wrapper"></div><div class="wc-empty-cart-message"><div class="cart-empty woocommerce-info" role="status">Votre panier est actuellement vide.</div></div>
    <p class="return-to-shop"><a class="button wc-backward" href="/shop/">Retour à la boutique</a></p></div>`;

const page = (body: string) => new DOMParser().parseFromString(`<!DOCTYPE html><html><body>${body}</body></html>`, 'text/html');
const text = (selector: string) => document.querySelector(selector)?.textContent?.trim();

describe('swapCart', () => {
  beforeEach(() => {
    document.body.innerHTML = cartHtml('1', '10,00 €', '<div class="woocommerce-message" role="alert">Ancien message.</div>');
  });

  it('swaps the form, the totals and the notices', () => {
    const outcome = swapCart(document.body, page(cartHtml('3', '30,00 €', '<div class="woocommerce-message" role="alert">Panier mis à jour.</div>')), { keepNotices: false });
    expect(outcome).toBe('updated');
    expect(document.querySelector<HTMLInputElement>('input.qty')?.value).toBe('3');
    expect(text('.order-total td')).toBe('30,00 €');
    expect([...document.querySelectorAll('.woocommerce-message')].map((notice) => notice.textContent)).toEqual(['Panier mis à jour.']);
    expect(document.querySelector('.woocommerce-notices-wrapper .woocommerce-message')).not.toBeNull();
    expect(document.querySelectorAll('form.woocommerce-cart-form, .cart_totals')).toHaveLength(2);
  });

  it('keeps the notices shown when asked', () => {
    swapCart(document.body, page(cartHtml('1', '10,00 €', '<div class="woocommerce-message" role="alert">Nouveau.</div>')), { keepNotices: true });
    expect([...document.querySelectorAll('.woocommerce-message')].map((notice) => notice.textContent)).toEqual(['Ancien message.', 'Nouveau.']);
    expect(text('.woocommerce-notices-wrapper .woocommerce-message')).toBe('Nouveau.');
  });

  it('sanitizes what the server sent', () => {
    const hostile = cartHtml('1', '<img src="x" onerror="alert(1)">10 €<script>window.hacked = true</script>', '<div class="woocommerce-message" role="alert"><a href="javascript:alert(1)">Voir</a></div>');
    swapCart(document.body, page(hostile), { keepNotices: false });
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('.cart_totals img')?.hasAttribute('onerror')).toBe(false);
    expect(document.querySelector('.woocommerce-message a')?.getAttribute('href')).toBeNull();
  });

  it('puts back the shipping radios’ form attribute, which the sanitizer drops', () => {
    swapCart(document.body, page(cartHtml('2', '20,00 €')), { keepNotices: false });
    expect(document.querySelector('#shipping_method_0_flat_rate1')?.getAttribute('form')).toBe('woocommerce-cart-form');
  });

  it('empties: the cart container becomes the empty-cart one', () => {
    const outcome = swapCart(document.body, page(emptyHtml('<div class="woocommerce-message" role="alert">“Pâte” retiré. <a href="/cart/?undo_item=a" class="restore-item">Annuler ?</a></div>')), { keepNotices: false });
    expect(outcome).toBe('emptied');
    expect(document.querySelector('form.woocommerce-cart-form')).toBeNull();
    expect(document.querySelector('.cart_totals')).toBeNull();
    expect(text('.wc-empty-cart-message')).toBe('Votre panier est actuellement vide.');
    expect(document.querySelector('.woocommerce-notices-wrapper a.restore-item')).not.toBeNull();
    expect(text('.woocommerce-message')).toContain('Pâte');
    expect(document.querySelectorAll('.woocommerce-message')).toHaveLength(1);
  });

  it('comes back from the empty cart when the server prints a cart form again', () => {
    swapCart(document.body, page(emptyHtml()), { keepNotices: false });
    const outcome = swapCart(document.body, page(cartHtml('1', '10,00 €')), { keepNotices: false });
    expect(outcome).toBe('updated');
    expect(document.querySelector('.wc-empty-cart-message')).toBeNull();
    expect(document.querySelectorAll('form.woocommerce-cart-form')).toHaveLength(1);
    expect(text('.order-total td')).toBe('10,00 €');
  });

  it('keeps a coupon error and its code across the swap', () => {
    document.querySelector<HTMLInputElement>('#coupon_code')!.value = 'INCONNU';
    const error = document.createElement('p');
    error.id = 'coupon-error-notice';
    error.textContent = 'Le code promo « INCONNU » n’existe pas !';
    document.querySelector('.coupon')!.append(error);
    swapCart(document.body, page(cartHtml('1', '10,00 €')), { keepNotices: true });
    expect(document.querySelector<HTMLInputElement>('#coupon_code')?.value).toBe('INCONNU');
    expect(text('.coupon #coupon-error-notice')).toBe('Le code promo « INCONNU » n’existe pas !');
    expect(document.querySelector('#coupon_code')?.getAttribute('aria-invalid')).toBe('true');
  });

  it('touches nothing when the answer is no cart page', () => {
    const before = document.body.innerHTML;
    expect(swapCart(document.body, page('<div class="wp-die-message">Erreur critique</div>'), { keepNotices: false })).toBeNull();
    expect(document.body.innerHTML).toBe(before);
  });
});

describe('swapTotals', () => {
  beforeEach(() => {
    document.body.innerHTML = cartHtml('1', '10,00 €');
  });

  it('replaces the totals with update_shipping_method’s block', () => {
    expect(swapTotals(document.body, totalsHtml('5,00 €'))).toBe(true);
    expect(text('.order-total td')).toBe('5,00 €');
    expect(document.querySelectorAll('.cart_totals')).toHaveLength(1);
    expect(document.querySelector('#shipping_method_0_flat_rate1')?.getAttribute('form')).toBe('woocommerce-cart-form');
  });

  it('refuses an answer without totals', () => {
    expect(swapTotals(document.body, '<p>0</p>')).toBe(false);
    expect(text('.order-total td')).toBe('10,00 €');
  });
});
