// Mini-cart hydration mounted by the real registry: this tab's cached fragments when their hash matches the cookie
// and they are under 24 h old, else one refresh; again on another tab's cart change or a back/forward-cache return.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import twoItems from '../../core/cart/captures/15-wc-ajax-get_refreshed_fragments-2items.json';
import { stubFetch, type PendingFetch } from '../../core/http/fetch-stub.ts';
import type { Registry } from '../../core/registry/registry.ts';
import {
  CART_HASH_KEY,
  FRAGMENT_NAME,
  endpointOf,
  eventually,
  formFields,
  freshPage,
  recordEvents,
  settleRegistry,
  shopConfig,
  startRegistry,
  ticks,
} from '../../core/testing/shop-page.ts';

const now = new Date('2026-11-22T09:30:00Z').getTime();
const DAY_MS = 24 * 60 * 60 * 1000;

/** Storefront prints the mini-cart empty, in the header dropdown and in the sidebar widget. */
const page = `
  <header id="masthead">
    <a class="cart-contents" href="/panier/"><span class="count">0 article</span></a>
    <div class="widget woocommerce widget_shopping_cart"><div class="widget_shopping_cart_content"></div></div>
  </header>
  <aside id="secondary"><div class="widget woocommerce widget_shopping_cart"><div class="widget_shopping_cart_content"></div></div></aside>`;

/** What this tab cached on an earlier page (the same two-item cart the server holds). */
const cachedFragments = {
  ...twoItems.fragments,
  'div.widget_shopping_cart_content': twoItems.fragments['div.widget_shopping_cart_content'].replace('Subtotal:', 'Sous-total (cache) :'),
};

let registry: Registry | undefined;
let calls: PendingFetch[];

function cache(fragments: Record<string, string> | string, hash: string, created: number | null): void {
  sessionStorage.setItem(FRAGMENT_NAME, typeof fragments === 'string' ? fragments : JSON.stringify(fragments));
  sessionStorage.setItem(CART_HASH_KEY, hash);
  localStorage.setItem(CART_HASH_KEY, hash);
  if (created !== null) sessionStorage.setItem('wc_cart_created', String(created));
}

function setCartHashCookie(hash: string): void {
  document.cookie = `woocommerce_cart_hash=${hash}; path=/`;
}

async function mount() {
  freshPage(page, shopConfig);
  const { cartFragmentsWidget } = await import('./cart-fragments.widget.ts');
  const { $cart } = await import('../../core/stores/cart-store.ts');
  const events = recordEvents('wc_fragments_loaded', 'wc_fragments_refreshed', 'wc_fragments_ajax_error');
  registry = await startRegistry(cartFragmentsWidget);
  return { events, $cart };
}

const miniCarts = () => [...document.querySelectorAll<HTMLElement>('div.widget_shopping_cart_content')];
const miniCartTexts = () => miniCarts().map((element) => element.querySelector('.woocommerce-mini-cart__total strong')?.textContent ?? null);
const rowCounts = () => miniCarts().map((element) => element.querySelectorAll('.woocommerce-mini-cart-item').length);

function expectRefreshRequested(): void {
  expect(calls.map(endpointOf)).toEqual(['get_refreshed_fragments']);
  expect(calls[0]?.init.method).toBe('POST');
  expect(formFields(calls[0])).toEqual([['time', String(now)]]);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  calls = stubFetch();
});

afterEach(() => {
  registry?.stop();
  registry = undefined;
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
  document.cookie = 'woocommerce_cart_hash=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  vi.useRealTimers();
});

describe('hydration from the cache', () => {
  it('applies fresh cached fragments whose hash equals the cookie, with no request', async () => {
    cache(cachedFragments, twoItems.cart_hash, now - 60_000);
    setCartHashCookie(twoItems.cart_hash);
    const { events, $cart } = await mount();

    expect(miniCartTexts()).toEqual(['Sous-total (cache) :', 'Sous-total (cache) :']);
    expect(rowCounts()).toEqual([2, 2]);
    expect(events.wc_fragments_loaded).toEqual([[]]);
    expect($cart.get()).toEqual({ fragments: cachedFragments, hash: twoItems.cart_hash, count: 2 });
    await ticks();
    expect(calls).toHaveLength(0);
  });

  it('still trusts the cache a millisecond before it is 24 h old', async () => {
    cache(cachedFragments, twoItems.cart_hash, now - DAY_MS + 1);
    setCartHashCookie(twoItems.cart_hash);
    const { events } = await mount();
    expect(events.wc_fragments_loaded).toHaveLength(1);
    await ticks();
    expect(calls).toHaveLength(0);
  });

  it('does not hydrate again when the replaced mini-carts mount', async () => {
    cache(cachedFragments, twoItems.cart_hash, now - 60_000);
    setCartHashCookie(twoItems.cart_hash);
    const { events } = await mount();
    await settleRegistry(registry!);
    // The fragments replaced both elements; the registry mounted the new ones.
    expect(miniCarts().map((element) => element.getAttribute('data-fondant-mounted'))).toEqual(['cart-fragments', 'cart-fragments']);
    expect(events.wc_fragments_loaded).toHaveLength(1);
    await ticks();
    expect(calls).toHaveLength(0);
  });
});

describe('hydration from the server', () => {
  it.each<[string, () => void]>([
    ['the cached hash differs from the cookie', () => {
      cache(cachedFragments, twoItems.cart_hash, now - 60_000);
      setCartHashCookie('0123456789abcdef0123456789abcdef');
    }],
    ['there is no cart hash cookie', () => cache(cachedFragments, twoItems.cart_hash, now - 60_000)],
    ['the cache is 24 h old', () => {
      cache(cachedFragments, twoItems.cart_hash, now - DAY_MS);
      setCartHashCookie(twoItems.cart_hash);
    }],
    ['the cache has no creation time', () => {
      cache(cachedFragments, twoItems.cart_hash, null);
      setCartHashCookie(twoItems.cart_hash);
    }],
    ['the cache lacks the mini-cart', () => {
      cache({ 'a.footer-cart-contents': twoItems.fragments['a.footer-cart-contents'] }, twoItems.cart_hash, now - 60_000);
      setCartHashCookie(twoItems.cart_hash);
    }],
    ['the cache is not JSON', () => {
      cache('{"div.widget_shopping_cart_content": <div', twoItems.cart_hash, now - 60_000);
      setCartHashCookie(twoItems.cart_hash);
    }],
    ['nothing is cached', () => setCartHashCookie(twoItems.cart_hash)],
  ])('sends one refresh when %s', async (_name, arrange) => {
    arrange();
    const { events } = await mount();
    await ticks();
    expectRefreshRequested();
    expect(events.wc_fragments_loaded).toHaveLength(0);
    expect(miniCartTexts()).toEqual([null, null]);

    calls[0]?.respond(twoItems);
    await eventually(() => expect(events.wc_fragments_refreshed).toEqual([[]]));
    expect(miniCartTexts()).toEqual(['Subtotal:', 'Subtotal:']);
    expect(sessionStorage.getItem(CART_HASH_KEY)).toBe(twoItems.cart_hash);

    // The mini-carts the answer put in the page mount without hydrating again.
    await settleRegistry(registry!);
    expect(miniCarts().map((element) => element.getAttribute('data-fondant-mounted'))).toEqual(['cart-fragments', 'cart-fragments']);
    await ticks();
    expect(calls).toHaveLength(1);
  });

  it('sends one refresh when storage is unavailable', async () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(blocked);
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(blocked);
    setCartHashCookie(twoItems.cart_hash);
    const { events } = await mount();
    await ticks();
    expectRefreshRequested();
    calls[0]?.respond(twoItems);
    await eventually(() => expect(events.wc_fragments_refreshed).toHaveLength(1));
    expect(rowCounts()).toEqual([2, 2]);
  });

  it('reports a failed refresh with wc_fragments_ajax_error and leaves the mini-carts as printed', async () => {
    const { events } = await mount();
    await ticks();
    calls[0]?.respond('', { status: 500 });
    await eventually(() => expect(events.wc_fragments_ajax_error).toHaveLength(1));
    expect(events.wc_fragments_refreshed).toHaveLength(0);
    expect(rowCounts()).toEqual([0, 0]);
  });
});

describe('later refreshes', () => {
  /** A page hydrated from the cache, so that any request seen afterwards is the one under test. */
  async function mountHydratedFromCache() {
    cache(cachedFragments, twoItems.cart_hash, now - 60_000);
    setCartHashCookie(twoItems.cart_hash);
    const mounted = await mount();
    await ticks();
    expect(calls).toHaveLength(0);
    return mounted;
  }

  function storageEvent(key: string | null, newValue: string | null): StorageEvent {
    return new StorageEvent('storage', { key, newValue, oldValue: twoItems.cart_hash });
  }

  it('refreshes once when another tab stores a different cart hash', async () => {
    const { events } = await mountHydratedFromCache();
    window.dispatchEvent(storageEvent(CART_HASH_KEY, '0123456789abcdef0123456789abcdef'));
    await ticks();
    expectRefreshRequested();
    calls[0]?.respond(twoItems);
    await eventually(() => expect(events.wc_fragments_refreshed).toHaveLength(1));
  });

  it('refreshes when another tab clears the cart hash', async () => {
    await mountHydratedFromCache();
    window.dispatchEvent(storageEvent(CART_HASH_KEY, null));
    await ticks();
    expectRefreshRequested();
  });

  it('ignores a storage event carrying the hash this tab already shows', async () => {
    await mountHydratedFromCache();
    window.dispatchEvent(storageEvent(CART_HASH_KEY, twoItems.cart_hash));
    await ticks();
    expect(calls).toHaveLength(0);
  });

  it('ignores storage events for other keys', async () => {
    await mountHydratedFromCache();
    window.dispatchEvent(storageEvent('wc_cart_hash_other_site', 'ffff'));
    window.dispatchEvent(storageEvent(FRAGMENT_NAME, '{}'));
    await ticks();
    expect(calls).toHaveLength(0);
  });

  it('refreshes once when the page comes back from the back/forward cache', async () => {
    await mountHydratedFromCache();
    window.dispatchEvent(pageshow(true));
    await ticks();
    expectRefreshRequested();
  });

  it('does not refresh on an ordinary pageshow', async () => {
    await mountHydratedFromCache();
    window.dispatchEvent(pageshow(false));
    await ticks();
    expect(calls).toHaveLength(0);
  });

  it('stops listening once the mini-carts are unmounted', async () => {
    await mountHydratedFromCache();
    registry!.stop();
    window.dispatchEvent(storageEvent(CART_HASH_KEY, '0123456789abcdef0123456789abcdef'));
    window.dispatchEvent(pageshow(true));
    await ticks();
    expect(calls).toHaveLength(0);
  });

  it('refreshes again on each return from the back/forward cache', async () => {
    const { events } = await mountHydratedFromCache();
    window.dispatchEvent(pageshow(true));
    await ticks();
    calls[0]?.respond(twoItems);
    await eventually(() => expect(events.wc_fragments_refreshed).toHaveLength(1));
    // The refresh replaced the mini-carts; their new elements mount a task later.
    await eventually(() => expect(miniCarts().every((element) => element.hasAttribute('data-fondant-mounted'))).toBe(true));
    window.dispatchEvent(pageshow(true));
    await ticks();
    expect(calls.map(endpointOf)).toEqual(['get_refreshed_fragments', 'get_refreshed_fragments']);
  });
});

/** happy-dom's PageTransitionEvent ignores `persisted`: set it on the event. */
function pageshow(persisted: boolean): Event {
  const event = new Event('pageshow');
  Object.defineProperty(event, 'persisted', { value: persisted });
  return event;
}
