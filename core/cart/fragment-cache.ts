// The cart fragments cache shared with the legacy cart-fragments.js: same storage keys and cookie, so old
// and new scripts trust each other's cache. Storage that is missing or throws (private mode) means no cache.
import Cookies from 'js-cookie';
import { pageConfig } from '../config/page-config.ts';
import { isFragmentMap } from './fragments.ts';

const CART_CREATED_KEY = 'wc_cart_created';
const CART_HASH_COOKIE = 'woocommerce_cart_hash';

type StorageName = 'sessionStorage' | 'localStorage';

export function readCachedFragments(): { fragments: Record<string, string>; hash: string; created: number | null } | null {
  const { fragmentName, cartHashKey } = pageConfig();
  const fragments = parseFragments(read('sessionStorage', fragmentName));
  if (!fragments) return null;
  const createdText = read('sessionStorage', CART_CREATED_KEY);
  const created = createdText ? Number(createdText) : Number.NaN;
  return {
    fragments,
    hash: read('sessionStorage', cartHashKey) ?? '',
    created: Number.isFinite(created) ? created : null,
  };
}

export function storeFragments(fragments: Record<string, string>, hash: string): void {
  const { fragmentName, cartHashKey } = pageConfig();
  write('sessionStorage', fragmentName, JSON.stringify(fragments));
  write('sessionStorage', cartHashKey, hash);
  write('localStorage', cartHashKey, hash);
  if (hash) write('sessionStorage', CART_CREATED_KEY, String(Date.now()));
}

export function cartHashCookie(): string {
  return Cookies.get(CART_HASH_COOKIE) ?? '';
}

function read(storage: StorageName, key: string): string | null {
  try {
    return window[storage].getItem(key);
  } catch {
    return null;
  }
}

function write(storage: StorageName, key: string, value: string): void {
  try {
    window[storage].setItem(key, value);
  } catch {
    // No storage (private mode, blocked cookies, full quota): the next page load asks the server instead.
  }
}

function parseFragments(json: string | null): Record<string, string> | null {
  if (json === null) return null;
  try {
    const value: unknown = JSON.parse(json);
    return isFragmentMap(value) ? value : null;
  } catch {
    return null;
  }
}
