// Forgetting a visitor's attribution: every cookie sourcebuster may have written, deleted on each domain it may
// have used (this host, this host without `www.` — sourcebuster's default — and host-only).
import { hostWithoutWww } from './sbjs-options.ts';
import { MIGRATIONS_COOKIE, SBJS_CONTAINERS } from './sbjs-migrations.ts';
import type { CookieJar } from './sbjs-cookies.ts';

export const TRACKING_COOKIES: readonly string[] = [...Object.values(SBJS_CONTAINERS), MIGRATIONS_COOKIE];

export function removeTrackingCookies(jar: CookieJar, hostname: string): void {
  const domains = new Set([`; domain=.${hostname}`, `; domain=.${hostWithoutWww(hostname)}`, '']);
  for (const name of TRACKING_COOKIES) {
    for (const domain of domains) jar.write(`${name}=; path=/; max-age=-999${domain}`);
  }
}
