// The split test's cookies, written as the theme writes them (plain `name=value`, path `/`, an expiry in days; 0
// days removes the cookie) and read with js-cookie. Their names and values are the theme's: digits, letters and `_`.
import Cookies from 'js-cookie';

const DAY_MS = 24 * 60 * 60 * 1000;

export function cookieValue(name: string): string | undefined {
  return Cookies.get(name);
}

export function setCookie(name: string, value: string, days: number): void {
  const expires = new Date(Date.now() + days * DAY_MS).toUTCString();
  document.cookie = `${name}=${value}; expires=${expires}; path=/`;
}

export function removeCookie(name: string): void {
  setCookie(name, '', -1);
}
