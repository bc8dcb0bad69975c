// What survives sanitising: the WooCommerce markup and its data-*, aria-* and role attributes; what does not:
// scripts, styles, event handlers and javascript: URLs.
import { describe, expect, it } from 'vitest';
import { sanitizeToFragment } from './sanitize.ts';
import oneItem from '../cart/captures/11-wc-ajax-add_to_cart-success.json';

function htmlOf(fragment: DocumentFragment): string {
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}

describe('sanitizeToFragment', () => {
  it('returns a DocumentFragment with every top-level node, leading text included', () => {
    const fragment = sanitizeToFragment('\n\t<a class="cart-contents" href="/panier/">Panier</a>\n<span class="count">2</span>');
    expect(fragment).toBeInstanceOf(DocumentFragment);
    expect([...fragment.childNodes].map((node) => node.nodeName)).toEqual(['#text', 'A', '#text', 'SPAN']);
  });

  it('keeps data-*, aria-* and role attributes', () => {
    const html =
      '<a role="button" href="/panier/?remove_item=abc" class="remove remove_from_cart_button" aria-label="Retirer Pâte à sucre du panier" data-product_id="63" data-cart_item_key="03afdbd66e7929b125f8597834fa83a4" data-success_message="“Pâte à sucre” a été retiré de votre panier">×</a>';
    expect(htmlOf(sanitizeToFragment(html))).toBe(html);
  });

  it('drops script and style elements, event handlers and javascript: URLs', () => {
    const html = htmlOf(
      sanitizeToFragment(
        '<div class="widget_shopping_cart_content" onmouseover="steal()"><script>steal()</script><style>body{display:none}</style>' +
          '<a href="javascript:steal()" onclick="steal()">Panier</a><img src="x.png" onerror="steal()" alt=""><p>Votre panier est vide.</p></div>',
      ),
    );
    expect(html).toBe('<div class="widget_shopping_cart_content"><a>Panier</a><img src="x.png" alt=""><p>Votre panier est vide.</p></div>');
  });

  it('leaves the captured mini-cart fragment intact', () => {
    const fragment = sanitizeToFragment(oneItem.fragments['div.widget_shopping_cart_content']);
    const remove = fragment.querySelector('.remove_from_cart_button');
    expect(remove?.getAttribute('role')).toBe('button');
    expect(remove?.getAttribute('aria-label')).toBe('Remove Pâte à sucre blanche 1 kg from cart');
    expect(remove?.getAttribute('data-success_message')).toBe('“Pâte à sucre blanche 1 kg” has been removed from your cart');
    expect(remove?.getAttribute('href')).toBe('http://127.0.0.1:8088/cart/?remove_item=03afdbd66e7929b125f8597834fa83a4&_wpnonce=3cf6d4f3ab');
    expect(fragment.querySelector('img')?.getAttribute('srcset')).toContain('324w');
    expect(fragment.querySelector('.woocommerce-Price-currencySymbol')?.getAttribute('translate')).toBe('no');
    expect(fragment.querySelector('.quantity')?.textContent).toBe('1 × 8,90\u00a0€');
  });
});
