// Forgetting a visitor's attribution: every cookie sourcebuster may have written, deleted on each domain it may
// have used (this host, this host without `www.` — sourcebuster's default — and host-only).
import { forgetCookies } from '../../core/dom/forget-cookies.ts';
import { MIGRATIONS_COOKIE, SBJS_CONTAINERS } from './sbjs-migrations.ts';
import type { CookieJar } from './sbjs-cookies.ts';

export const TRACKING_COOKIES: readonly string[] = [...Object.values(SBJS_CONTAINERS), MIGRATIONS_COOKIE];

export function removeTrackingCookies(jar: CookieJar, hostname: string): void {
  forgetCookies(TRACKING_COOKIES, hostname, (cookieText) => jar.write(cookieText));
}
