// sourcebuster's cookies as WooCommerce's copy (sourcebuster 1.1.2) writes and reads them, so a visitor keeps their
// attribution when a shop switches between that script and Fondant: the whole value percent-encoded with
// encodeURIComponent plus ! ~ * ' ( ), optionally base64 without `=` padding, path /, `domain=.<host>` unless
// isolated, no expiry for 0 minutes (a browser-session cookie). A value made only of base64 letters is read as
// base64 whatever the setting; pairs are `alias=value` joined by `|||`, each value decoded once more on reading.

export const SBJS_DELIMITER = '|||';

/** What the cookies are read from and written to (document.cookie on a page). */
export interface CookieJar {
  read(): string;
  write(cookie: string): void;
}

export const documentJar: CookieJar = {
  read: () => document.cookie,
  write: (cookie) => {
    document.cookie = cookie;
  },
};

export interface CookiePlacement {
  /** Minutes to live; 0 = until the browser closes; negative = deleted. */
  minutes: number;
  /** The registrable host (no `www.`); the cookie is shared with its sub-domains unless `isolate`. */
  domain: string;
  isolate: boolean;
  base64: boolean;
}

export function encodeCookieText(text: string): string {
  return encodeURIComponent(text).replace(/[!~*'()]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function decodeCookieText(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    // Values written by old escape()-based versions.
    try {
      return unescape(text);
    } catch {
      return '';
    }
  }
}

const BASE64_ONLY = /^[A-Za-z0-9+/]+$/;

function fromBase64(content: string): string {
  if (!BASE64_ONLY.test(content)) return content;
  try {
    return atob(content.padEnd(Math.ceil(content.length / 4) * 4, '='));
  } catch {
    return content;
  }
}

/** The decoded value of the first cookie called `name`, or null. */
export function readSbjsCookie(jar: CookieJar, name: string): string | null {
  const prefix = `${encodeCookieText(name)}=`;
  for (const part of jar.read().split(';')) {
    const cookie = part.replace(/^ +/, '');
    if (cookie.startsWith(prefix)) return decodeCookieText(fromBase64(cookie.slice(prefix.length)));
  }
  return null;
}

export function writeSbjsCookie(jar: CookieJar, name: string, value: string, placement: CookiePlacement): void {
  const expires = placement.minutes ? `; expires=${new Date(Date.now() + placement.minutes * 60_000).toUTCString()}` : '';
  const domain = placement.domain && !placement.isolate ? `;domain=.${placement.domain}` : '';
  let content = encodeCookieText(value);
  if (placement.base64) content = btoa(content).replace(/=+$/, '');
  jar.write(`${encodeCookieText(name)}=${content}${expires}${domain}; path=/`);
}

/** A container's `alias=value|||…` text as a record (the value after the first `=`, decoded again). */
export function parseContainer(text: string | null): Record<string, string> {
  const pairs: Record<string, string> = {};
  if (!text) return pairs;
  for (const pair of text.split(SBJS_DELIMITER)) {
    const [alias = '', ...rest] = pair.split('=');
    pairs[alias] = decodeCookieText(rest.join('='));
  }
  return pairs;
}

export function packContainer(entries: ReadonlyArray<readonly [string, string | number]>): string {
  return entries.map(([alias, value]) => `${alias}=${value}`).join(SBJS_DELIMITER);
}
