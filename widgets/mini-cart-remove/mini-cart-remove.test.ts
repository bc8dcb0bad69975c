// The mini-cart remove link mounted by the real registry: the row blocked while the request runs, one request
// per link, removed_from_cart with the server's fragments, and the link's own href after any failure but one with
// the browser offline (the row given back with a French notice, the next click sending again).
import jQuery from 'jquery';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import emptyCart from '../../core/cart/captures/10-wc-ajax-get_refreshed_fragments-empty.json';
import { stubFetch, type PendingFetch } from '../../core/http/fetch-stub.ts';
import type { WidgetDefinition } from '../../core/registry/define-widget.ts';
import type { Registry } from '../../core/registry/registry.ts';
import { click, endpointOf, eventually, formFields, freshPage, recordEvents, settleRegistry, shopConfig, startRegistry, ticks } from '../../core/testing/shop-page.ts';

const itemKey = '03afdbd66e7929b125f8597834fa83a4';
const removeHref = `/panier/?remove_item=${itemKey}&_wpnonce=3cf6d4f3ab`;
const removedMessage = '“Pâte à sucre blanche 1 kg” a été retiré de votre panier';

const page = `
  <div class="widget_shopping_cart"><div class="widget_shopping_cart_content">
    <ul class="woocommerce-mini-cart cart_list product_list_widget">
      <li class="woocommerce-mini-cart-item mini_cart_item">
        <a role="button" href="${removeHref.replace('&', '&amp;')}" class="remove remove_from_cart_button" aria-label="Retirer Pâte à sucre blanche 1 kg du panier"
          data-product_id="63" data-cart_item_key="${itemKey}" data-product_sku="PAS-BL-1KG" data-success_message="${removedMessage}">×</a>
        <a href="/produit/pate-a-sucre-blanche-1-kg/">Pâte à sucre blanche 1 kg</a>
        <span class="quantity">1 × <span class="woocommerce-Price-amount amount"><bdi>8,90&nbsp;€</bdi></span></span>
      </li>
    </ul>
  </div></div>
  <div class="widget_shopping_cart_live_region screen-reader-text" role="status" aria-live="polite"></div>`;

let registry: Registry | undefined;
let calls: PendingFetch[];
let link: HTMLElement;
let row: HTMLElement;

async function mount() {
  freshPage(page, shopConfig);
  link = document.querySelector<HTMLElement>('.remove_from_cart_button')!;
  row = document.querySelector<HTMLElement>('.woocommerce-mini-cart-item')!;
  const { miniCartRemoveWidget } = await import('./mini-cart-remove.widget.ts');
  const events = recordEvents('removed_from_cart', 'wc-blocks_removed_from_cart', 'wc_fragments_loaded');
  registry = await startRegistry(miniCartRemoveWidget);
  link.dispatchEvent(new Event('pointerover'));
  await settleRegistry(registry);
  expect(link.getAttribute('data-fondant-mounted')).toBe('mini-cart-remove');
  return events;
}

function spyOnNavigation() {
  return vi.spyOn(window.location, 'assign').mockImplementation(() => {});
}

beforeEach(() => {
  calls = stubFetch();
});

afterEach(() => {
  registry?.stop();
  registry = undefined;
  jQuery(document.body).off();
  delete (window as Window & { jQuery?: unknown }).jQuery;
  sessionStorage.clear();
  localStorage.clear();
});

describe('removing a line', () => {
  it('blocks the row under an overlay while the request runs, and POSTs the cart item key', async () => {
    await mount();
    const event = click(link);
    expect(event.defaultPrevented).toBe(true);
    expect(row.classList.contains('fondant-blocked')).toBe(true);
    expect(row.getAttribute('aria-busy')).toBe('true');
    expect(row.querySelectorAll('.fondant-block-overlay')).toHaveLength(1);
    expect(row.querySelector('.fondant-block-message')).toBeNull();

    await ticks();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/?wc-ajax=remove_from_cart');
    expect(calls[0]?.init.method).toBe('POST');
    expect(formFields(calls[0])).toEqual([['cart_item_key', itemKey]]);
    expect(row.classList.contains('fondant-blocked')).toBe(true);
  });

  it('emits removed_from_cart with the fragments, the hash and the link, and the mini-cart is replaced', async () => {
    const assign = spyOnNavigation();
    const events = await mount();
    click(link);
    await ticks();
    calls[0]?.respond(emptyCart);

    await eventually(() => expect(events.removed_from_cart).toEqual([[emptyCart.fragments, '', link]]));
    // A classic page (no mini-cart block): WooCommerce fires no blocks event there, nor does Fondant.
    expect(events['wc-blocks_removed_from_cart']).toEqual([]);
    expect(events.wc_fragments_loaded).toHaveLength(1);
    expect(document.querySelectorAll('.woocommerce-mini-cart-item')).toHaveLength(0);
    expect(document.querySelector('.woocommerce-mini-cart__empty-message')?.textContent).toBe('No products in the cart.');
    expect(link.isConnected).toBe(false);
    expect(document.querySelector('.widget_shopping_cart_live_region')?.textContent).toBe(removedMessage);
    expect(assign).not.toHaveBeenCalled();
    // The blocks echo of our own event asks nothing more of the server.
    await ticks();
    expect(calls.map(endpointOf)).toEqual(['remove_from_cart']);
  });

  it('gives jQuery plugins removed_from_cart with [fragments, cart_hash, $link]', async () => {
    Object.assign(window, { jQuery });
    await mount();
    const heard = vi.fn();
    jQuery(document.body).on('removed_from_cart', heard);
    click(link);
    await ticks();
    calls[0]?.respond({ fragments: emptyCart.fragments, cart_hash: 'c0ffee' });
    await eventually(() => expect(heard).toHaveBeenCalledTimes(1));
    const [, fragments, hash, $link] = heard.mock.calls[0] as [unknown, unknown, unknown, JQuery];
    expect(fragments).toEqual(emptyCart.fragments);
    expect(hash).toBe('c0ffee');
    expect($link[0]).toBe(link);
  });

  it('sends one request for a double click', async () => {
    await mount();
    click(link);
    const second = click(link);
    await ticks();
    expect(second.defaultPrevented).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('Space on the link removes the line too', async () => {
    await mount();
    const event = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    await ticks();
    expect(event.defaultPrevented).toBe(true);
    expect(calls.map(endpointOf)).toEqual(['remove_from_cart']);
  });

  it('Space pressed on the focused link while the chunk still downloads removes the line once, without scrolling', async () => {
    freshPage(page, shopConfig);
    link = document.querySelector<HTMLElement>('.remove_from_cart_button')!;
    const { miniCartRemoveWidget } = await import('./mini-cart-remove.widget.ts');
    const { createRegistry } = await import('../../core/registry/registry.ts');
    registry = createRegistry();
    registry.register(miniCartRemoveWidget as unknown as WidgetDefinition);
    registry.start();
    expect(link.hasAttribute('data-fondant-mounted')).toBe(false);
    const scroll = vi.spyOn(window, 'scrollBy').mockImplementation(() => {});
    link.focus();
    link.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    const space = new KeyboardEvent('keydown', { key: ' ', code: 'Space', bubbles: true, cancelable: true });
    link.dispatchEvent(space);
    link.dispatchEvent(new KeyboardEvent('keyup', { key: ' ', code: 'Space', bubbles: true, cancelable: true }));
    expect(space.defaultPrevented, 'the page must not scroll').toBe(true);
    await settleRegistry(registry);
    await ticks();
    expect(link.getAttribute('data-fondant-mounted')).toBe('mini-cart-remove');
    expect(calls.map(endpointOf)).toEqual(['remove_from_cart']);
    expect(scroll).not.toHaveBeenCalled();
  });
});

describe('failures follow the link', () => {
  it.each<[string, (call: PendingFetch) => void]>([
    ['HTTP 500', (call) => call.respond('{"success":false}', { status: 500 })],
    ['a network error', (call) => call.fail()],
    ['a body that is not JSON', (call) => call.respond('<!DOCTYPE html><p>Erreur</p>')],
    ['{success: false}', (call) => call.respond({ success: false })],
    ['JSON null', (call) => call.respond('null')],
  ])('%s → window.location.assign(link href)', async (_name, fail) => {
    const assign = spyOnNavigation();
    const events = await mount();
    click(link);
    await ticks();
    fail(calls[0]!);
    await eventually(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith(new URL(removeHref, document.baseURI).href);
    expect(events.removed_from_cart).toHaveLength(0);
    expect(row.classList.contains('fondant-blocked')).toBe(true);
    await ticks();
    expect(calls).toHaveLength(1);
  });
});

describe('offline', () => {
  it('gives the row back with a French notice instead of following the link; the next click sends again', async () => {
    const assign = spyOnNavigation();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const events = await mount();
    click(link);
    await ticks();
    calls[0]!.fail();
    await eventually(() => expect(row.querySelector('.fondant-notice[role="alert"]')?.textContent).toBe('L’article n’a pas pu être retiré du panier. Vous êtes probablement hors ligne. Veuillez réessayer.'));
    expect(row.hasAttribute('aria-busy'), 'the row is given back').toBe(false);
    expect(assign).not.toHaveBeenCalled();

    online.mockReturnValue(true);
    click(link);
    await ticks();
    expect(calls).toHaveLength(2);
    calls[1]!.respond(emptyCart);
    await eventually(() => expect(events.removed_from_cart).toHaveLength(1));
    expect(assign).not.toHaveBeenCalled();
  });
});
