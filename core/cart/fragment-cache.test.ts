// The cache uses cart-fragments.js's exact keys and survives storage that is missing or throws.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import oneItem from './captures/11-wc-ajax-add_to_cart-success.json';

const cartHashKey = 'wc_cart_hash_071ebeee24c7328ddd5d65fd451cab7a';
const fragmentName = 'wc_fragments_071ebeee24c7328ddd5d65fd451cab7a';
const now = new Date('2026-11-22T01:20:00Z').getTime();

async function loadCache() {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'fondant-config';
  script.textContent = JSON.stringify({ cartHashKey, fragmentName });
  document.body.append(script);
  return import('./fragment-cache.ts');
}

function quotaExceeded(): never {
  throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
}

function insecure(): never {
  throw new DOMException('The operation is insecure.', 'SecurityError');
}

/** Both storages replaced by doubles (happy-dom caches its Storage methods, so spying on them is unreliable). */
function replaceStorages(double: Partial<Storage>): void {
  vi.spyOn(window, 'sessionStorage', 'get').mockReturnValue(double as Storage);
  vi.spyOn(window, 'localStorage', 'get').mockReturnValue(double as Storage);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
  document.cookie = 'woocommerce_cart_hash=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  document.body.replaceChildren();
  vi.useRealTimers();
  vi.resetModules();
});

describe('storeFragments', () => {
  it('writes the legacy keys: fragments in session, hash in both storages, creation time in session', async () => {
    const { storeFragments } = await loadCache();
    storeFragments(oneItem.fragments, oneItem.cart_hash);

    expect(JSON.parse(sessionStorage.getItem(fragmentName) ?? 'null')).toEqual(oneItem.fragments);
    expect(sessionStorage.getItem(cartHashKey)).toBe('2f9d756cd17c90df1bf7b642229643c6');
    expect(localStorage.getItem(cartHashKey)).toBe('2f9d756cd17c90df1bf7b642229643c6');
    expect(sessionStorage.getItem('wc_cart_created')).toBe(String(now));
  });

  it('leaves the creation time alone for an empty cart hash', async () => {
    const { storeFragments } = await loadCache();
    sessionStorage.setItem('wc_cart_created', '1795300000000');
    storeFragments({ 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"></div>' }, '');

    expect(sessionStorage.getItem('wc_cart_created')).toBe('1795300000000');
    expect(sessionStorage.getItem(cartHashKey)).toBe('');
    expect(localStorage.getItem(cartHashKey)).toBe('');
  });

  it('does not throw when storage refuses writes (Safari private mode)', async () => {
    const { storeFragments, readCachedFragments } = await loadCache();
    const setItem = vi.fn(quotaExceeded);
    replaceStorages({ getItem: () => null, setItem });
    expect(() => storeFragments(oneItem.fragments, oneItem.cart_hash)).not.toThrow();
    expect(setItem).toHaveBeenCalledTimes(4);
    expect(readCachedFragments()).toBeNull();
  });

  it('does not throw when storage cannot even be reached', async () => {
    const { storeFragments, readCachedFragments } = await loadCache();
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(insecure);
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(insecure);
    expect(() => storeFragments(oneItem.fragments, oneItem.cart_hash)).not.toThrow();
    expect(readCachedFragments()).toBeNull();
  });
});

describe('readCachedFragments', () => {
  it('reads back what storeFragments wrote', async () => {
    const { storeFragments, readCachedFragments } = await loadCache();
    storeFragments(oneItem.fragments, oneItem.cart_hash);
    expect(readCachedFragments()).toEqual({ fragments: oneItem.fragments, hash: oneItem.cart_hash, created: now });
  });

  it('reads a cache written by the legacy cart-fragments.js', async () => {
    const { readCachedFragments } = await loadCache();
    sessionStorage.setItem(fragmentName, JSON.stringify(oneItem.fragments));
    sessionStorage.setItem(cartHashKey, oneItem.cart_hash);
    sessionStorage.setItem('wc_cart_created', '1795310400000');
    expect(readCachedFragments()).toEqual({ fragments: oneItem.fragments, hash: oneItem.cart_hash, created: 1795310400000 });
  });

  it('gives an empty hash and a null creation time when only fragments are stored', async () => {
    const { readCachedFragments } = await loadCache();
    sessionStorage.setItem(fragmentName, JSON.stringify(oneItem.fragments));
    expect(readCachedFragments()).toEqual({ fragments: oneItem.fragments, hash: '', created: null });
  });

  it('is null without fragments, with corrupt fragments, or when storage throws', async () => {
    const { readCachedFragments } = await loadCache();
    expect(readCachedFragments()).toBeNull();
    sessionStorage.setItem(fragmentName, '{"div.widget_shopping_cart_content":');
    expect(readCachedFragments()).toBeNull();
    sessionStorage.setItem(fragmentName, '{"div.widget_shopping_cart_content": 3}');
    expect(readCachedFragments()).toBeNull();
    replaceStorages({ getItem: insecure });
    expect(readCachedFragments()).toBeNull();
  });
});

describe('cartHashCookie', () => {
  it("reads the server's woocommerce_cart_hash cookie, '' when absent", async () => {
    const { cartHashCookie } = await loadCache();
    expect(cartHashCookie()).toBe('');
    document.cookie = 'woocommerce_cart_hash=2f9d756cd17c90df1bf7b642229643c6; path=/';
    expect(cartHashCookie()).toBe('2f9d756cd17c90df1bf7b642229643c6');
  });
});
