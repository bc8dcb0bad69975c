// The store notice cookie's name rules and value, as woocommerce.js reads and writes them.
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isNoticeDismissed, noticeCookieName, rememberNoticeDismissed } from './notice-cookie.ts';

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

describe('noticeCookieName', () => {
  it.each([
    ['5d41402abc4b2a76b9719d911017c592', 'store_notice5d41402abc4b2a76b9719d911017c592'],
    [undefined, 'store_notice'],
    ['', 'store_notice'],
  ])('id %j → %j', (id, name) => {
    expect(noticeCookieName(id)).toBe(name);
  });
});

describe('isNoticeDismissed', () => {
  it('is true only for the value hidden under this notice’s own name', () => {
    Cookies.set('store_noticeabc', 'hidden', { path: '/' });
    Cookies.set('store_noticedef', 'shown', { path: '/' });
    expect(isNoticeDismissed('abc')).toBe(true);
    expect(isNoticeDismissed('def')).toBe(false);
    expect(isNoticeDismissed('xyz')).toBe(false);
    expect(isNoticeDismissed(undefined)).toBe(false);
    Cookies.set('store_notice', 'hidden', { path: '/' });
    expect(isNoticeDismissed(undefined)).toBe(true);
    expect(isNoticeDismissed('')).toBe(true);
  });
});

describe('rememberNoticeDismissed', () => {
  it('writes `hidden` for the whole site, as a session cookie', () => {
    const written = vi.spyOn(document, 'cookie', 'set');
    rememberNoticeDismissed('abc');
    expect(written).toHaveBeenCalledWith('store_noticeabc=hidden; path=/');
    expect(isNoticeDismissed('abc')).toBe(true);
  });

  it('still writes it when a plugin added an enumerable member to Object.prototype', () => {
    Object.defineProperty(Object.prototype, 'foo', { value: 1, enumerable: true, configurable: true, writable: true });
    try {
      rememberNoticeDismissed('pollué');
    } finally {
      delete (Object.prototype as { foo?: unknown }).foo;
    }
    expect(isNoticeDismissed('pollué')).toBe(true);
  });
});
