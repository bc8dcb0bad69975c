// One sourcebuster run for this page view, as WooCommerce's sourcebuster writes it: migrations, the current
// source (new or kept) and the first one, the first-visit extras (date, entry page, referrer) when a new source is
// seen, the visit count (+1 outside a session), the session's page count (+1), the promo code once; then the
// containers read back, as `sbjs.get`.
import { NONE, sourcebusterSettings, type SourcebusterOptions, type SourcebusterSettings } from './sbjs-options.ts';
import { packContainer, parseContainer, readSbjsCookie, writeSbjsCookie, type CookieJar, type CookiePlacement } from './sbjs-cookies.ts';
import { runMigrations, SBJS_CONTAINERS } from './sbjs-migrations.ts';
import { fireDate } from './sbjs-date.ts';
import { detectTrafficSource, type TrafficSource } from './traffic-source.ts';

export type SbjsData = Record<keyof typeof SBJS_CONTAINERS, Record<string, string>>;

/** The page as sourcebuster sees it. */
export interface PageFacts {
  href: string;
  /** The query string without `?`. */
  query: string;
  hostname: string;
  referrer: string;
  userAgent: string;
  now: Date;
}

export function livePageFacts(): PageFacts {
  return {
    href: document.location.href,
    query: document.location.search.slice(1),
    hostname: document.location.hostname,
    referrer: document.referrer,
    userAgent: navigator.userAgent,
    now: new Date(),
  };
}

function mainText(source: TrafficSource): string {
  return packContainer([
    ['typ', source.type], ['src', source.source], ['mdm', source.medium], ['cmp', source.campaign], ['cnt', source.content],
    ['trm', source.term], ['id', source.id], ['plt', source.platform], ['fmt', source.format], ['tct', source.tactic],
  ]);
}

const extraText = (page: PageFacts, settings: SourcebusterSettings): string =>
  packContainer([['fd', fireDate(page.now, settings.timezoneOffset)], ['ep', page.href], ['rf', page.referrer || NONE]]);

const sessionText = (page: PageFacts) => (pages: number): string => packContainer([['pgs', pages], ['cpg', page.href]]);

function promoCode({ min, max }: { min: number; max: number }): string {
  return String(Math.floor(Math.random() * (max - min + 1)) + min).padStart(String(max).length, '0');
}

/** A number stored in a container, or 1 when it is not one. */
function storedCount(jar: CookieJar, container: string, alias: string): number {
  return parseInt(parseContainer(readSbjsCookie(jar, container))[alias] ?? '', 10) || 1;
}

export function readSbjsData(jar: CookieJar): SbjsData {
  const entries = Object.entries(SBJS_CONTAINERS).map(([key, name]) => [key, parseContainer(readSbjsCookie(jar, name))]);
  return Object.fromEntries(entries) as SbjsData;
}

export function runSourcebuster(options: SourcebusterOptions, jar: CookieJar, page: PageFacts): SbjsData {
  const settings = sourcebusterSettings(options, page.hostname);
  const lasting: CookiePlacement = { minutes: settings.lifetimeMinutes, domain: settings.domain.host, isolate: settings.domain.isolate, base64: settings.base64 };
  const has = (name: string) => Boolean(readSbjsCookie(jar, name));
  runMigrations(jar, lasting, sessionText(page));

  const source = detectTrafficSource(
    { query: page.query, referrer: page.referrer, hasSession: has(SBJS_CONTAINERS.session), seenBefore: has(SBJS_CONTAINERS.first) || has(SBJS_CONTAINERS.current) },
    settings,
  );
  if (source) {
    writeSbjsCookie(jar, SBJS_CONTAINERS.current_add, extraText(page, settings), lasting);
    if (!has(SBJS_CONTAINERS.first_add)) writeSbjsCookie(jar, SBJS_CONTAINERS.first_add, extraText(page, settings), lasting);
  }
  writeSbjsCookie(jar, SBJS_CONTAINERS.current, source ? mainText(source) : (readSbjsCookie(jar, SBJS_CONTAINERS.current) ?? ''), lasting);
  if (!has(SBJS_CONTAINERS.first)) writeSbjsCookie(jar, SBJS_CONTAINERS.first, readSbjsCookie(jar, SBJS_CONTAINERS.current) ?? '', lasting);

  const inSession = has(SBJS_CONTAINERS.session);
  const visits = has(SBJS_CONTAINERS.udata) ? storedCount(jar, SBJS_CONTAINERS.udata, 'vst') + (inSession ? 0 : 1) : 1;
  writeSbjsCookie(jar, SBJS_CONTAINERS.udata, packContainer([['vst', visits], ['uip', settings.userIp], ['uag', page.userAgent]]), lasting);
  const pages = inSession ? storedCount(jar, SBJS_CONTAINERS.session, 'pgs') + 1 : 1;
  writeSbjsCookie(jar, SBJS_CONTAINERS.session, sessionText(page)(pages), { ...lasting, minutes: settings.sessionMinutes });

  if (settings.promo && !has(SBJS_CONTAINERS.promo)) writeSbjsCookie(jar, SBJS_CONTAINERS.promo, packContainer([['code', promoCode(settings.promo)]]), lasting);
  return readSbjsData(jar);
}
