// sourcebuster's cookie text: WooCommerce's fork's escaping, the old unescape fallback, base64 and plain values.
import { describe, expect, it } from 'vitest';
import { decodeCookieText, encodeCookieText, readSbjsCookie } from './sbjs-cookies.ts';
import { TestCookieJar } from './test-data/cookie-jar.ts';

describe('sourcebuster cookie text', () => {
  it('escapes ! ~ * \' ( ) beyond encodeURIComponent, and decodes them back', () => {
    expect(encodeCookieText("(none)!~*'")).toBe('%28none%29%21%7E%2A%27');
    expect(decodeCookieText('%28none%29%21%7E%2A%27')).toBe("(none)!~*'");
  });
  it('falls back to unescape for old values', () => {
    expect(decodeCookieText('caf%E9')).toBe('café');
  });
  it('reads a base64 value (padding stripped) and a plain one, the first cookie of that name', () => {
    const jar = new TestCookieJar({ sbjs_a: btoa('typ%3Dutm').replace(/=+$/, ''), sbjs_b: 'typ%3Dtypein' });
    expect(readSbjsCookie(jar, 'sbjs_a')).toBe('typ=utm');
    expect(readSbjsCookie(jar, 'sbjs_b')).toBe('typ=typein');
    expect(readSbjsCookie(jar, 'sbjs_c')).toBeNull();
  });
});
