// Cart sync: an add or remove (Fondant's, a native plugin's or a jQuery plugin's) updates the button, the page's
// cart areas, this tab's fragment cache and the live region; refresh events re-read the cart once, through the queue.
import jQuery from 'jquery';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventHandler } from '../events/bridge.ts';
import { stubFetch, type PendingFetch } from '../http/fetch-stub.ts';
import { CART_HASH_KEY, FRAGMENT_NAME, endpointOf, eventually, formFields, freshPage, recordEvents, shopConfig, ticks } from '../testing/shop-page.ts';

const now = new Date('2026-11-22T09:30:00Z').getTime();
const addedMessage = '“Pâte à sucre blanche 1 kg” a été ajouté à votre panier';
const removedMessage = '“Kit de douilles inox 24 pièces” a été retiré de votre panier';

const page = `
  <header id="masthead">
    <a class="cart-contents" href="/panier/" title="Voir votre panier"><span class="count">1 article</span></a>
    <div class="widget_shopping_cart"><div class="widget_shopping_cart_content"></div></div>
  </header>
  <ul class="products">
    <li class="product"><a href="/boutique/?add-to-cart=63" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart loading"
      aria-busy="true" data-product_id="63" data-success_message="${addedMessage}" role="button">Ajouter au panier</a></li>
  </ul>
  <div class="widget_shopping_cart_content_sidebar"><a role="button" class="remove remove_from_cart_button" href="/panier/?remove_item=fc490ca4"
    data-cart_item_key="fc490ca4" data-success_message="${removedMessage}">×</a></div>
  <footer><a class="footer-cart-contents" href="/panier/">Panier <span class="count">1</span></a></footer>
  <div class="widget_shopping_cart_live_region screen-reader-text" role="status" aria-live="polite"></div>`;

const fragments = {
  'div.widget_shopping_cart_content':
    '<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart"><li class="woocommerce-mini-cart-item mini_cart_item">' +
    'Pâte à sucre blanche 1 kg <span class="quantity">2 × 8,90 €</span></li></ul></div>',
  'a.cart-contents': '<a class="cart-contents" href="/panier/" title="Voir votre panier"><span class="count">2 articles</span></a>',
  'a.footer-cart-contents': '<a class="footer-cart-contents" href="/panier/">Panier <span class="count">2</span></a>',
};
const hash = '7e9545f2f31f8cea94079cba36aa6526';

async function load(config: Record<string, unknown> = {}) {
  freshPage(page, { ...shopConfig, ...config });
  const sync = await import('./cart-sync.ts');
  const bridge = await import('../events/bridge.ts');
  const { queueWcAjax } = await import('../http/wc-ajax.ts');
  const { $cart } = await import('../stores/cart-store.ts');
  const events = recordEvents('wc_fragments_loaded', 'wc_fragments_refreshed', 'wc_fragments_ajax_error', 'wc_cart_button_updated');
  return { ...sync, ...bridge, queueWcAjax, $cart, events };
}

const button = () => document.querySelector<HTMLElement>('.add_to_cart_button')!;
const removeLink = () => document.querySelector<HTMLElement>('.remove_from_cart_button')!;
const viewCartLinks = () => [...document.querySelectorAll<HTMLAnchorElement>('a.added_to_cart')];
const liveRegion = () => document.querySelector('.widget_shopping_cart_live_region')!;
const headerCount = () => document.querySelector('a.cart-contents .count')?.textContent;
const footerCount = () => document.querySelector('a.footer-cart-contents .count')?.textContent;
const miniCartRows = () => document.querySelectorAll('div.widget_shopping_cart_content .woocommerce-mini-cart-item').length;

function withJQuery(): void {
  Object.assign(window, { jQuery });
}

function expectPageUpdatedAndCached(): void {
  expect(miniCartRows()).toBe(1);
  expect(headerCount()).toBe('2 articles');
  expect(footerCount()).toBe('2');
  expect(JSON.parse(sessionStorage.getItem(FRAGMENT_NAME) ?? 'null')).toEqual(fragments);
  expect(sessionStorage.getItem(CART_HASH_KEY)).toBe(hash);
  expect(localStorage.getItem(CART_HASH_KEY)).toBe(hash);
  expect(sessionStorage.getItem('wc_cart_created')).toBe(String(now));
}

function expectPageUntouched(): void {
  expect(miniCartRows()).toBe(0);
  expect(headerCount()).toBe('1 article');
  expect(sessionStorage.getItem(FRAGMENT_NAME)).toBeNull();
  expect(sessionStorage.getItem(CART_HASH_KEY)).toBeNull();
}

let calls: PendingFetch[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  calls = stubFetch();
});

afterEach(() => {
  vi.doUnmock('../events/bridge.ts');
  jQuery(document.body).off();
  delete (window as Window & { jQuery?: unknown }).jQuery;
  sessionStorage.clear();
  localStorage.clear();
  vi.useRealTimers();
});

describe('startCartSync', () => {
  it('does nothing before it is started', async () => {
    const { emit, events } = await load();
    emit('added_to_cart', [fragments, hash, button()]);
    expect(button().classList.contains('added')).toBe(false);
    expect(viewCartLinks()).toHaveLength(0);
    expect(events.wc_fragments_loaded).toHaveLength(0);
    expectPageUntouched();
  });

  it('subscribes to each event once however often it is called', async () => {
    freshPage(page, shopConfig);
    const subscribed: string[] = [];
    vi.doMock('../events/bridge.ts', async (importOriginal) => {
      const bridge = await importOriginal<typeof import('../events/bridge.ts')>();
      return { ...bridge, on: (name: string, handler: EventHandler) => (subscribed.push(name), bridge.on(name, handler)) };
    });
    const { startCartSync } = await import('./cart-sync.ts');
    startCartSync();
    startCartSync();
    startCartSync();
    expect(subscribed.sort()).toEqual(
      ['added_to_cart', 'removed_from_cart', 'updated_wc_div', 'wc-blocks_added_to_cart', 'wc-blocks_removed_from_cart', 'wc_fragment_refresh'],
    );
  });

  it('is idempotent: a second call changes nothing in what an add does', async () => {
    const { startCartSync, emit, events } = await load();
    startCartSync();
    startCartSync();
    emit('added_to_cart', [fragments, hash, button()]);
    expect(events.wc_fragments_loaded).toHaveLength(1);
    expect(events.wc_cart_button_updated).toEqual([[button()]]);
    expect(viewCartLinks()).toHaveLength(1);
  });
});

describe('added_to_cart', () => {
  it("from Fondant's bridge: button added with one 'Voir le panier' link, fragments applied and cached, message announced", async () => {
    const { startCartSync, emit, events, $cart } = await load();
    startCartSync();
    emit('added_to_cart', [fragments, hash, button()]);

    expect(button().className).toBe('button product_type_simple add_to_cart_button ajax_add_to_cart added');
    expect(button().hasAttribute('aria-busy')).toBe(false);
    const links = viewCartLinks();
    expect(links).toHaveLength(1);
    expect(button().nextElementSibling).toBe(links[0]);
    expect(links[0]?.getAttribute('href')).toBe('/panier/');
    expect(links[0]?.textContent).toBe('Voir le panier');
    expectPageUpdatedAndCached();
    expect($cart.get()).toEqual({ fragments, hash, count: 2 });
    expect(events.wc_fragments_loaded).toEqual([[]]);
    expect(liveRegion().textContent).toBe(addedMessage);
    // Our own added_to_cart also fires wc-blocks_added_to_cart, which must not come back as a refresh.
    await ticks();
    expect(calls).toHaveLength(0);
  });

  it('from a jQuery plugin: the same, exactly once, with the button unwrapped', async () => {
    withJQuery();
    const { startCartSync, events } = await load();
    startCartSync();
    const loadedInJQuery = vi.fn();
    jQuery(document.body).on('wc_fragments_loaded', loadedInJQuery);

    jQuery(document.body).trigger('added_to_cart', [fragments, hash, jQuery(button())]);

    expect(button().classList.contains('added')).toBe(true);
    expect(button().classList.contains('loading')).toBe(false);
    expect(viewCartLinks()).toHaveLength(1);
    expect(viewCartLinks()[0]?.textContent).toBe('Voir le panier');
    expectPageUpdatedAndCached();
    expect(events.wc_fragments_loaded).toHaveLength(1);
    expect(loadedInJQuery).toHaveBeenCalledTimes(1);
    expect(events.wc_cart_button_updated).toEqual([[button()]]);
    expect(liveRegion().textContent).toBe(addedMessage);
    await ticks();
    expect(calls).toHaveLength(0);
  });

  it('from a plugin firing the native event: the same', async () => {
    const { startCartSync, events } = await load();
    startCartSync();
    document.body.dispatchEvent(new CustomEvent('added_to_cart', { bubbles: true, detail: [fragments, hash, button()] }));
    expect(button().classList.contains('added')).toBe(true);
    expect(viewCartLinks()).toHaveLength(1);
    expectPageUpdatedAndCached();
    expect(events.wc_fragments_loaded).toHaveLength(1);
    expect(liveRegion().textContent).toBe(addedMessage);
  });

  it('adds the link only once when the same button is added twice', async () => {
    const { startCartSync, emit, events } = await load();
    startCartSync();
    emit('added_to_cart', [fragments, hash, button()]);
    emit('added_to_cart', [fragments, hash, button()]);
    expect(viewCartLinks()).toHaveLength(1);
    expect(events.wc_fragments_loaded).toHaveLength(2);
    expect(events.wc_cart_button_updated).toHaveLength(2);
  });

  it('adds no link on the cart page (config isCart)', async () => {
    const { startCartSync, emit } = await load({ isCart: true });
    startCartSync();
    emit('added_to_cart', [fragments, hash, button()]);
    expect(button().classList.contains('added')).toBe(true);
    expect(viewCartLinks()).toHaveLength(0);
    expectPageUpdatedAndCached();
  });

  it('without a button: applies the fragments, announces nothing, touches no button', async () => {
    const { startCartSync, emit, events } = await load();
    startCartSync();
    emit('added_to_cart', [fragments, hash]);
    expectPageUpdatedAndCached();
    expect(events.wc_fragments_loaded).toHaveLength(1);
    expect(events.wc_cart_button_updated).toHaveLength(0);
    expect(button().classList.contains('added')).toBe(false);
    expect(liveRegion().textContent).toBe('');
  });
});

describe('removed_from_cart', () => {
  it('applies and caches the fragments, fires wc_fragments_loaded and announces, without any button state', async () => {
    const { startCartSync, emit, events } = await load();
    startCartSync();
    emit('removed_from_cart', [fragments, hash, removeLink()]);
    expectPageUpdatedAndCached();
    expect(events.wc_fragments_loaded).toEqual([[]]);
    expect(liveRegion().textContent).toBe(removedMessage);
    expect(removeLink().classList.contains('added')).toBe(false);
    expect(viewCartLinks()).toHaveLength(0);
    expect(events.wc_cart_button_updated).toHaveLength(0);
    await ticks();
    expect(calls).toHaveLength(0);
  });

  it('from a jQuery plugin: the same, once', async () => {
    withJQuery();
    const { startCartSync, events } = await load();
    startCartSync();
    jQuery(document.body).trigger('removed_from_cart', [fragments, hash, jQuery(removeLink())]);
    expectPageUpdatedAndCached();
    expect(events.wc_fragments_loaded).toHaveLength(1);
    expect(liveRegion().textContent).toBe(removedMessage);
    expect(viewCartLinks()).toHaveLength(0);
  });

  it('ignores fragments that are not selector → HTML strings', async () => {
    const { startCartSync, emit, events } = await load();
    startCartSync();
    emit('removed_from_cart', [{ 'a.cart-contents': 3 }, hash, removeLink()]);
    expectPageUntouched();
    expect(events.wc_fragments_loaded).toHaveLength(0);
    expect(liveRegion().textContent).toBe(removedMessage);
  });
});

describe('refresh requests', () => {
  const triggers: Array<[string, () => void]> = [
    ['wc_fragment_refresh (jQuery trigger)', () => jQuery(document.body).trigger('wc_fragment_refresh')],
    ['wc_fragment_refresh (native event)', () => document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh', { bubbles: true }))],
    ['updated_wc_div (jQuery trigger)', () => jQuery(document.body).trigger('updated_wc_div')],
    ['wc-blocks_added_to_cart (blocks event)', () => document.body.dispatchEvent(new CustomEvent('wc-blocks_added_to_cart', { bubbles: true, detail: { preserveCartData: false } }))],
    ['wc-blocks_removed_from_cart (blocks event)', () => document.body.dispatchEvent(new CustomEvent('wc-blocks_removed_from_cart', { bubbles: true, detail: { preserveCartData: false } }))],
  ];

  it.each(triggers)('%s POSTs one get_refreshed_fragments and applies its answer', async (_name, trigger) => {
    withJQuery();
    const { startCartSync, events, $cart } = await load();
    startCartSync();
    trigger();
    await ticks();

    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/?wc-ajax=get_refreshed_fragments');
    expect(calls[0]?.init.method).toBe('POST');
    expect(formFields(calls[0])).toEqual([['time', String(now)]]);

    calls[0]?.respond({ fragments, cart_hash: hash });
    await eventually(() => expect(events.wc_fragments_refreshed).toHaveLength(1));
    expectPageUpdatedAndCached();
    expect($cart.get()).toEqual({ fragments, hash, count: 2 });
    expect(events.wc_fragments_ajax_error).toHaveLength(0);
    expect(button().classList.contains('added')).toBe(false);
  });

  it('shares one request among concurrent refreshes, and sends a new one once it has settled', async () => {
    withJQuery();
    const { startCartSync, refreshFragments, events } = await load();
    startCartSync();
    jQuery(document.body).trigger('wc_fragment_refresh');
    jQuery(document.body).trigger('updated_wc_div');
    document.body.dispatchEvent(new CustomEvent('wc-blocks_added_to_cart', { detail: { preserveCartData: false } }));
    const first = refreshFragments();
    expect(refreshFragments()).toBe(first);
    await ticks();
    expect(calls).toHaveLength(1);

    calls[0]?.respond({ fragments, cart_hash: hash });
    await first;
    expect(events.wc_fragments_refreshed).toHaveLength(1);

    jQuery(document.body).trigger('wc_fragment_refresh');
    await ticks();
    expect(calls.map(endpointOf)).toEqual(['get_refreshed_fragments', 'get_refreshed_fragments']);
  });

  it('waits in the add/remove queue: the refresh starts only after the request ahead of it', async () => {
    withJQuery();
    const { startCartSync, queueWcAjax, events } = await load();
    startCartSync();
    const add = queueWcAjax('add_to_cart', { product_id: 63 });
    jQuery(document.body).trigger('wc_fragment_refresh');
    await ticks();
    expect(calls.map(endpointOf)).toEqual(['add_to_cart']);

    calls[0]?.respond({ fragments: {}, cart_hash: 'older' });
    await add;
    await eventually(() => expect(calls.map(endpointOf)).toEqual(['add_to_cart', 'get_refreshed_fragments']));
    calls[1]?.respond({ fragments, cart_hash: hash });
    await eventually(() => expect(events.wc_fragments_refreshed).toHaveLength(1));
    expect(sessionStorage.getItem(CART_HASH_KEY)).toBe(hash);
  });

  const failures: Array<[string, (call: PendingFetch) => void]> = [
    ['HTTP 500', (call) => call.respond('{"success":false}', { status: 500 })],
    ['a network error', (call) => call.fail()],
    ['a body that is not JSON', (call) => call.respond('<!DOCTYPE html><p>Erreur critique</p>')],
    ['JSON null', (call) => call.respond('null')],
    ['an answer without fragments', (call) => call.respond({ cart_hash: hash })],
    ['fragments that are not strings', (call) => call.respond({ fragments: { 'a.cart-contents': 2 }, cart_hash: hash })],
  ];

  it.each(failures)('%s emits wc_fragments_ajax_error and changes nothing', async (_name, fail) => {
    withJQuery();
    const { startCartSync, events } = await load();
    startCartSync();
    jQuery(document.body).trigger('wc_fragment_refresh');
    await ticks();
    fail(calls[0]!);
    await eventually(() => expect(events.wc_fragments_ajax_error).toEqual([[]]));
    expect(events.wc_fragments_refreshed).toHaveLength(0);
    expectPageUntouched();

    // The failed refresh is over: the next one asks again.
    jQuery(document.body).trigger('wc_fragment_refresh');
    await ticks();
    expect(calls).toHaveLength(2);
  });
});
