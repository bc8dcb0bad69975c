// The header and footer cart counts mounted by the real registry: French plural in the header, the bare number
// in the footer, the server's text kept until the first cart update, and no rendering after unmount.
import { afterEach, describe, expect, it } from 'vitest';
import twoItems from '../../core/cart/captures/15-wc-ajax-get_refreshed_fragments-2items.json';
import type { Registry } from '../../core/registry/registry.ts';
import { freshPage, settleRegistry, shopConfig, startRegistry } from '../../core/testing/shop-page.ts';

const page = `
  <header id="masthead">
    <ul id="site-header-cart"><li><a class="cart-contents" href="/panier/" title="Voir votre panier">
      <span class="woocommerce-Price-amount amount">26,70&nbsp;€</span> <span class="count">3 articles</span>
    </a></li></ul>
  </header>
  <footer class="storefront-handheld-footer-bar"><a class="footer-cart-contents" href="/panier/">Panier <span class="count">3</span></a></footer>`;

let registry: Registry | undefined;

async function mount(config: Record<string, unknown> = shopConfig, before: (cart: CartStore) => void = () => {}) {
  freshPage(page, config);
  const { $cart } = await import('../../core/stores/cart-store.ts');
  before($cart);
  const { cartCountWidget } = await import('./cart-count.widget.ts');
  registry = await startRegistry(cartCountWidget);
  expect(header().getAttribute('data-fondant-mounted')).toBe('cart-count');
  expect(footer().getAttribute('data-fondant-mounted')).toBe('cart-count');
  return { $cart };
}

type CartStore = typeof import('../../core/stores/cart-store.ts').$cart;

const header = () => document.querySelector<HTMLElement>('a.cart-contents')!;
const footer = () => document.querySelector<HTMLElement>('a.footer-cart-contents')!;
const headerCount = () => header().querySelector('.count')?.textContent;
const footerCount = () => footer().querySelector('.count')?.textContent;

function cartUpdate($cart: CartStore, count: number): void {
  $cart.set({ count, hash: `hash-${count}`, fragments: { 'a.footer-cart-contents': `<a class="footer-cart-contents"><span class="count">${count}</span></a>` } });
}

afterEach(() => {
  registry?.stop();
  registry = undefined;
});

describe('cart-count', () => {
  it("keeps the server's text until the first cart update", async () => {
    await mount();
    expect(headerCount()).toBe('3 articles');
    expect(footerCount()).toBe('3');
  });

  it.each([
    [1, '1 article', '1'],
    [2, '2 articles', '2'],
    [0, '0 article', '0'],
    [12, '12 articles', '12'],
  ])('renders a cart of %i as "%s" in the header and "%s" in the footer', async (count, label, bare) => {
    const { $cart } = await mount();
    cartUpdate($cart, count);
    expect(headerCount()).toBe(label);
    expect(footerCount()).toBe(bare);
  });

  it('follows every update', async () => {
    const { $cart } = await mount();
    const seen: Array<[string | undefined, string | undefined]> = [];
    for (const count of [1, 2, 0]) {
      cartUpdate($cart, count);
      seen.push([headerCount(), footerCount()]);
    }
    expect(seen).toEqual([
      ['1 article', '1'],
      ['2 articles', '2'],
      ['0 article', '0'],
    ]);
    expect(header().querySelector('.amount')?.textContent).toBe('26,70\u00a0€');
  });

  it('renders at mount when a cart update came first', async () => {
    await mount(shopConfig, ($cart) => cartUpdate($cart, 1));
    expect(headerCount()).toBe('1 article');
    expect(footerCount()).toBe('1');
  });

  it('uses the i18n overrides of the count strings', async () => {
    const { $cart } = await mount({ ...shopConfig, i18n: { cartCountOne: '{count} produit', cartCountOther: '{count} produits' } });
    cartUpdate($cart, 1);
    expect(headerCount()).toBe('1 produit');
    cartUpdate($cart, 4);
    expect(headerCount()).toBe('4 produits');
  });

  it('stops rendering once its element is removed from the page', async () => {
    const { $cart } = await mount();
    const removed = header();
    removed.remove();
    await settleRegistry(registry!);
    expect(removed.hasAttribute('data-fondant-mounted')).toBe(false);
    cartUpdate($cart, 5);
    expect(removed.querySelector('.count')?.textContent).toBe('3 articles');
    expect(footerCount()).toBe('5');
  });

  it('stops rendering when Fondant stops', async () => {
    const { $cart } = await mount();
    registry?.stop();
    cartUpdate($cart, 5);
    expect(headerCount()).toBe('3 articles');
    expect(footerCount()).toBe('3');
  });

  it('keeps the words of the server’s fragment (the site’s language) when its number is the cart’s', async () => {
    const { $cart } = await mount();
    const { applyFragments } = await import('../../core/cart/fragments.ts');
    applyFragments(twoItems.fragments, twoItems.cart_hash);
    expect(headerCount()).toBe('2 items');
    await settleRegistry(registry!);
    expect(header().getAttribute('data-fondant-mounted')).toBe('cart-count');
    expect($cart.get().count).toBe(2);
    expect(headerCount()).toBe('2 items');
    expect(footerCount()).toBe('2');
    cartUpdate($cart, 3);
    expect(headerCount()).toBe('3 articles');
  });

  it('leaves a link without a .count alone', async () => {
    const { $cart } = await mount();
    header().querySelector('.count')?.remove();
    cartUpdate($cart, 2);
    expect(header().textContent?.trim()).toBe('26,70\u00a0€');
    expect(footerCount()).toBe('2');
  });
});
