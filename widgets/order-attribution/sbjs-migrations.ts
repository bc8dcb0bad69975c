// sourcebuster's one cookie migration (id 1418474375998, from its beta's single `|` delimiter to `|||`), so cookies
// of any version read back: a new visitor only gets the "done" marker; a visitor with cookies but no marker has every
// container rewritten with `|||` (lone `|` replaced), the session's page count reset, then the marker (`=0` if it failed).
import { readSbjsCookie, writeSbjsCookie, type CookieJar, type CookiePlacement } from './sbjs-cookies.ts';

export const MIGRATIONS_COOKIE = 'sbjs_migrations';
const MIGRATION_ID = '1418474375998';

export const SBJS_CONTAINERS = {
  current: 'sbjs_current',
  current_add: 'sbjs_current_add',
  first: 'sbjs_first',
  first_add: 'sbjs_first_add',
  session: 'sbjs_session',
  udata: 'sbjs_udata',
  promo: 'sbjs_promo',
} as const;

export function runMigrations(jar: CookieJar, placement: CookiePlacement, sessionText: (pages: number) => string): void {
  if (readSbjsCookie(jar, MIGRATIONS_COOKIE)) return;
  if (!readSbjsCookie(jar, SBJS_CONTAINERS.first)) {
    writeSbjsCookie(jar, MIGRATIONS_COOKIE, `${MIGRATION_ID}=1`, placement);
    return;
  }
  try {
    for (const name of Object.values(SBJS_CONTAINERS)) {
      const text = readSbjsCookie(jar, name);
      if (!text) continue;
      const renewed = text.replace(/(\|)?\|(\|)?/g, (match, before?: string, after?: string) => (before || after ? match : '|||'));
      writeSbjsCookie(jar, name, '', { ...placement, minutes: -1 });
      writeSbjsCookie(jar, name, '', { ...placement, minutes: -1, isolate: !placement.isolate });
      writeSbjsCookie(jar, name, renewed, placement);
    }
    if (readSbjsCookie(jar, SBJS_CONTAINERS.session)) writeSbjsCookie(jar, SBJS_CONTAINERS.session, sessionText(0), placement);
    writeSbjsCookie(jar, MIGRATIONS_COOKIE, `${MIGRATION_ID}=1`, placement);
  } catch {
    writeSbjsCookie(jar, MIGRATIONS_COOKIE, `${MIGRATION_ID}=0`, placement);
  }
}
