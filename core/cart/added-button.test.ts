// The `added` button state: classes and aria-busy, one 'Voir le panier' link from the page config (or the
// legacy params and i18n overrides), none on the cart page, and wc_cart_button_updated in every dialect.
import jQuery from 'jquery';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshPage, recordEvents, shopConfig } from '../testing/shop-page.ts';

const loopItem = `
  <ul class="products"><li class="product">
    <a href="/boutique/?add-to-cart=63" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart loading"
      aria-busy="true" data-product_id="63" role="button">Ajouter au panier</a>
  </li></ul>`;

async function load(config: Record<string, unknown> | null = shopConfig) {
  freshPage(loopItem, config);
  const { showAdded } = await import('./added-button.ts');
  const bridge = await import('../events/bridge.ts');
  const events = recordEvents('wc_cart_button_updated');
  const button = document.querySelector<HTMLElement>('.add_to_cart_button')!;
  return { showAdded, ...bridge, events, button };
}

const viewCartLinks = () => [...document.querySelectorAll<HTMLAnchorElement>('a.added_to_cart')];

afterEach(() => {
  jQuery(document.body).off();
  delete (window as Window & { jQuery?: unknown }).jQuery;
  delete (window as Window & { wc_add_to_cart_params?: unknown }).wc_add_to_cart_params;
});

describe('showAdded', () => {
  it('swaps loading for added and drops aria-busy', async () => {
    const { showAdded, button } = await load();
    showAdded(button);
    expect(button.className).toBe('button product_type_simple add_to_cart_button ajax_add_to_cart added');
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });

  it("puts one 'Voir le panier' link to the configured cart right after the button", async () => {
    const { showAdded, button } = await load();
    showAdded(button);
    const links = viewCartLinks();
    expect(links).toHaveLength(1);
    const link = links[0]!;
    expect(button.nextElementSibling).toBe(link);
    expect(link.getAttribute('href')).toBe('/panier/');
    expect(link.className).toBe('added_to_cart wc-forward');
    expect(link.title).toBe('Voir le panier');
    expect(link.textContent).toBe('Voir le panier');
  });

  it('creates the link once however often the button is added', async () => {
    const { showAdded, button, events } = await load();
    showAdded(button);
    showAdded(button);
    showAdded(button);
    expect(viewCartLinks()).toHaveLength(1);
    expect(events.wc_cart_button_updated).toHaveLength(3);
  });

  it('adds no link when the button’s parent already holds one (server-rendered)', async () => {
    const { showAdded, button } = await load();
    button.insertAdjacentHTML('afterend', '<a href="/cart/" class="added_to_cart wc-forward" title="Voir le panier">Voir le panier</a>');
    showAdded(button);
    expect(viewCartLinks()).toHaveLength(1);
    expect(viewCartLinks()[0]?.getAttribute('href')).toBe('/cart/');
  });

  it('uses the i18n override for the title and text', async () => {
    const { showAdded, button } = await load({ ...shopConfig, cartUrl: '/mon-panier/', i18n: { viewCart: 'Afficher le panier' } });
    showAdded(button);
    const link = viewCartLinks()[0];
    expect(link?.getAttribute('href')).toBe('/mon-panier/');
    expect(link?.title).toBe('Afficher le panier');
    expect(link?.textContent).toBe('Afficher le panier');
  });

  it('falls back to the legacy wc_add_to_cart_params without a JSON config', async () => {
    Object.assign(window, { wc_add_to_cart_params: { cart_url: '/panier-classique/', i18n_view_cart: 'Voir mon panier', is_cart: '' } });
    const { showAdded, button } = await load(null);
    showAdded(button);
    const link = viewCartLinks()[0];
    expect(link?.getAttribute('href')).toBe('/panier-classique/');
    expect(link?.title).toBe('Voir mon panier');
    expect(link?.textContent).toBe('Voir mon panier');
  });

  it('uses the defaults with neither config nor legacy params', async () => {
    const { showAdded, button } = await load(null);
    showAdded(button);
    expect(viewCartLinks()[0]?.getAttribute('href')).toBe('/cart/');
    expect(viewCartLinks()[0]?.textContent).toBe('Voir le panier');
  });

  it('adds no link on the cart page, but still shows added and tells the plugins', async () => {
    const { showAdded, button, events } = await load({ ...shopConfig, isCart: true });
    showAdded(button);
    expect(viewCartLinks()).toHaveLength(0);
    expect(button.classList.contains('added')).toBe(true);
    expect(events.wc_cart_button_updated).toEqual([[button]]);
  });

  it('emits wc_cart_button_updated with the button to on(), jQuery and native listeners', async () => {
    Object.assign(window, { jQuery });
    const { showAdded, button, on, events } = await load();
    const internal = vi.fn();
    const linksWhenHeard: number[] = [];
    const legacy = vi.fn((_event: JQuery.TriggeredEvent, _$button: JQuery) => void linksWhenHeard.push(viewCartLinks().length));
    on('wc_cart_button_updated', internal);
    jQuery(document.body).on('wc_cart_button_updated', legacy);

    showAdded(button);

    expect(internal).toHaveBeenCalledTimes(1);
    expect(internal).toHaveBeenCalledWith(button);
    expect(legacy).toHaveBeenCalledTimes(1);
    const $button = legacy.mock.calls[0]?.[1];
    expect($button).toBeInstanceOf(jQuery);
    expect($button?.[0]).toBe(button);
    expect(events.wc_cart_button_updated).toEqual([[button]]);
    // The link exists by the time the plugins hear of it.
    expect(linksWhenHeard).toEqual([1]);
  });
});
