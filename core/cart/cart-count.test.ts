// Item counts from the captured WooCommerce fragments and from French-looking variants of them.
import { describe, expect, it } from 'vitest';
import { countFromFragments } from './cart-count.ts';
import emptyCart from './captures/10-wc-ajax-get_refreshed_fragments-empty.json';
import oneItem from './captures/11-wc-ajax-add_to_cart-success.json';
import twoItems from './captures/15-wc-ajax-get_refreshed_fragments-2items.json';

const frenchMiniCart = `<div class="widget_shopping_cart_content">
  <ul class="woocommerce-mini-cart cart_list product_list_widget">
    <li class="woocommerce-mini-cart-item mini_cart_item">
      <a role="button" href="/panier/?remove_item=abc" class="remove remove_from_cart_button" data-cart_item_key="abc">&times;</a>
      <a href="/produit/colorant-alimentaire-en-gel/">Colorant alimentaire en gel – Rouge, 100 g</a>
      <span class="quantity">2 &times; <span class="woocommerce-Price-amount amount"><bdi>17,90&nbsp;<span class="woocommerce-Price-currencySymbol">&euro;</span></bdi></span></span>
    </li>
    <li class="woocommerce-mini-cart-item mini_cart_item">
      <a href="/produit/formation-cake-designer-intermediaire-10-jours/">Formation Cake Designer Intermédiaire – 10 jours</a>
      <span class="quantity">1 &times; <span class="woocommerce-Price-amount amount"><bdi>1&nbsp;850,00&nbsp;&euro;</bdi></span></span>
    </li>
    <li class="woocommerce-mini-cart-item mini_cart_item">
      <a href="/produit/pate-a-sucre-blanche-1-kg/">Pâte à sucre blanche 1 kg</a>
      <span class="quantity">12 &times; <span class="woocommerce-Price-amount amount"><bdi>8,90&nbsp;&euro;</bdi></span></span>
    </li>
  </ul>
  <p class="woocommerce-mini-cart__total total"><strong>Sous-total :</strong> 1&nbsp;992,60&nbsp;&euro;</p>
</div>`;
const frenchEmptyMiniCart =
  '<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">Votre panier est vide.</p></div>';
const frenchCartLink = '<a class="cart-contents" href="/panier/" title="Voir votre panier"><span class="amount">33,80&nbsp;€</span> <span class="count">3 articles</span></a>';
const frenchFooterLink = '<a class="footer-cart-contents" href="/panier/">Panier <span class="count">4</span></a>';

describe('countFromFragments', () => {
  it('sums the mini-cart quantities of the captured responses', () => {
    expect(countFromFragments(oneItem.fragments)).toBe(1);
    expect(countFromFragments(twoItems.fragments)).toBe(2);
  });

  it('is 0 for the captured empty mini-cart', () => {
    expect(countFromFragments(emptyCart.fragments)).toBe(0);
  });

  it('sums French mini-cart quantities ("2 × 17,90 €") and reads the French empty message as 0', () => {
    expect(countFromFragments({ 'div.widget_shopping_cart_content': frenchMiniCart, 'a.cart-contents': frenchCartLink })).toBe(15);
    expect(countFromFragments({ 'div.widget_shopping_cart_content': frenchEmptyMiniCart, 'a.cart-contents': frenchCartLink })).toBe(0);
  });

  it('falls back to the cart link count when the mini-cart fragment is absent', () => {
    const { 'div.widget_shopping_cart_content': _miniCart, ...linksOnly } = twoItems.fragments;
    expect(countFromFragments(linksOnly)).toBe(2);
    expect(countFromFragments({ 'a.cart-contents': frenchCartLink })).toBe(3);
    expect(countFromFragments({ 'a.footer-cart-contents': frenchFooterLink })).toBe(4);
  });

  it('uses the first fragment that has a count', () => {
    expect(countFromFragments({ 'div.notices': '<div>12 notices</div>', 'a.footer-cart-contents': frenchFooterLink, 'a.cart-contents': frenchCartLink })).toBe(4);
  });

  it('is undefined when no fragment tells the count', () => {
    expect(countFromFragments({})).toBeUndefined();
    expect(countFromFragments({ 'div.notices': '<div class="count">beaucoup</div>' })).toBeUndefined();
  });
});
