// Fragment replacement on a page shaped like Storefront's header, sidebar widget and footer bar.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $cart } from '../stores/cart-store.ts';
import { applyFragments } from './fragments.ts';
import emptyCart from './captures/10-wc-ajax-get_refreshed_fragments-empty.json';
import oneItem from './captures/11-wc-ajax-add_to_cart-success.json';

function renderStorefrontPage(): void {
  document.body.innerHTML = `
    <header id="header"><a class="cart-contents" href="/panier/">vide</a>
      <div class="widget_shopping_cart"><div class="widget_shopping_cart_content"></div></div></header>
    <aside id="sidebar"><div class="widget_shopping_cart"><div class="widget_shopping_cart_content"></div></div></aside>
    <footer id="footer"><a class="footer-cart-contents" href="/panier/">Panier</a></footer>`;
}

beforeEach(() => {
  renderStorefrontPage();
  $cart.set({ count: 0, hash: '', fragments: {} });
});

describe('applyFragments', () => {
  it('replaces every element matching each selector with the captured fragment', () => {
    applyFragments(oneItem.fragments, oneItem.cart_hash);

    const miniCarts = document.querySelectorAll('div.widget_shopping_cart_content');
    expect(miniCarts).toHaveLength(2);
    for (const miniCart of miniCarts) {
      expect(miniCart.querySelectorAll('li.woocommerce-mini-cart-item')).toHaveLength(1);
      expect(miniCart.querySelector('.remove_from_cart_button')?.getAttribute('data-cart_item_key')).toBe('03afdbd66e7929b125f8597834fa83a4');
    }
    expect(miniCarts[0]).not.toBe(miniCarts[1]);
    expect(document.querySelector('#header a.cart-contents .count')?.textContent).toBe('1 item');
    expect(document.querySelector('#footer a.footer-cart-contents .count')?.textContent).toBe('1');
  });

  it('inserts all nodes of a fragment, text included, where the element was', () => {
    applyFragments({ 'a.footer-cart-contents': '\n\t<a class="footer-cart-contents" href="/panier/">Panier <span class="count">3</span></a>\n<span class="extra">!</span>' }, '');

    const footer = document.getElementById('footer');
    expect([...(footer?.childNodes ?? [])].map((node) => node.nodeName)).toEqual(['#text', 'A', '#text', 'SPAN']);
    expect(footer?.textContent).toBe('\n\tPanier 3\n!');
  });

  it('sanitises the server HTML: keeps data-*, aria-* and role, drops scripts and handlers', () => {
    applyFragments(
      {
        'a.footer-cart-contents':
          '<a class="footer-cart-contents" role="button" aria-label="Panier" data-count="3" onclick="steal()">Panier<script>steal()</script><img src="x.png" onerror="steal()"></a>',
      },
      '',
    );

    const link = document.querySelector('#footer a.footer-cart-contents');
    expect(link?.getAttribute('role')).toBe('button');
    expect(link?.getAttribute('aria-label')).toBe('Panier');
    expect(link?.getAttribute('data-count')).toBe('3');
    expect(link?.hasAttribute('onclick')).toBe(false);
    expect(link?.querySelector('script')).toBeNull();
    expect(link?.querySelector('img')?.hasAttribute('onerror')).toBe(false);
  });

  it('updates the cart store with the fragments, the hash and the count', () => {
    applyFragments(oneItem.fragments, oneItem.cart_hash);
    expect($cart.get()).toEqual({ fragments: oneItem.fragments, hash: '2f9d756cd17c90df1bf7b642229643c6', count: 1 });

    applyFragments(emptyCart.fragments, emptyCart.cart_hash);
    expect($cart.get()).toEqual({ fragments: emptyCart.fragments, hash: '', count: 0 });
  });

  it('keeps the previous count when the fragments do not tell it', () => {
    applyFragments(oneItem.fragments, oneItem.cart_hash);
    applyFragments({ 'div.woocommerce-notices': '<div class="woocommerce-notices">Mis à jour</div>' }, 'newhash');
    expect($cart.get().count).toBe(1);
    expect($cart.get().hash).toBe('newhash');
  });

  it('reports an invalid selector once and still applies the other fragments', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    applyFragments({ 'a.cart-contents[': '<b>cassé</b>', 'a.footer-cart-contents': '<a class="footer-cart-contents"><span class="count">5</span></a>' }, '');

    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toMatch(/^\[fondant\] cart fragment selector "a.cart-contents\[" is not a valid CSS selector/);
    expect(document.querySelector('#footer .count')?.textContent).toBe('5');
    expect($cart.get().count).toBe(5);
  });
});
