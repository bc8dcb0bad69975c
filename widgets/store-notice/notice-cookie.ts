// The store notice's dismissal cookie, the one woocommerce.js reads and writes (same js-cookie encoding, so a
// notice dismissed under either script stays hidden under the other): `store_notice` + the notice id (just
// `store_notice` without one), value `hidden`, path `/`, no expiry (a session cookie). It is written directly:
// js-cookie's set walks its attributes with for…in, so a plugin's enumerable Object.prototype member made it throw.
import Cookies from 'js-cookie';

const COOKIE_PREFIX = 'store_notice';
const HIDDEN = 'hidden';

export function noticeCookieName(noticeId: string | undefined): string {
  return COOKIE_PREFIX + (noticeId ?? '');
}

export function isNoticeDismissed(noticeId: string | undefined): boolean {
  return Cookies.get(noticeCookieName(noticeId)) === HIDDEN;
}

export function rememberNoticeDismissed(noticeId: string | undefined): void {
  document.cookie = `${encodeURIComponent(noticeCookieName(noticeId))}=${HIDDEN}; path=/`;
}
