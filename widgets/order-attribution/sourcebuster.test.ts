// Our sourcebuster against WooCommerce's fork: the eight cookies of a visit in its format, sbjs.get decoded, pages
// and visits counted, sources kept or replaced as the fork decides.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseContainer, readSbjsCookie } from './sbjs-cookies.ts';
import { readSbjsData, runSourcebuster, type PageFacts } from './sourcebuster.ts';
import { TestCookieJar } from './test-data/cookie-jar.ts';

// WooCommerce's own call: sbjs.init({lifetime, session_length, base64, timezone_offset: '0'}).
const WOO_OPTIONS = { lifetime: 0.00001, session_length: 30, base64: false, timezone_offset: '0' };
const NOW = new Date('2026-11-25T13:04:05Z');

function page(overrides: Partial<PageFacts> = {}): PageFacts {
  const href = overrides.href ?? 'https://www.atelier-sucre.fr/boutique/';
  return { href, query: new URL(href).search.slice(1), hostname: new URL(href).hostname, referrer: '', userAgent: 'Mozilla/5.0 Test', now: NOW, ...overrides };
}

const visit = (url: string, referrer = '') => page({ href: url, referrer });

describe('runSourcebuster, cookies as WooCommerce writes them', () => {
  beforeEach(() => void vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
  afterEach(() => void vi.useRealTimers());

  it('writes the eight cookies of a first utm visit in the fork format (session cookies for 0.00001 month, .host without www)', () => {
    const jar = new TestCookieJar();
    runSourcebuster(WOO_OPTIONS, jar, visit('https://www.atelier-sucre.fr/?utm_source=newsletter&utm_medium=email&utm_campaign=noel'));
    expect(jar.written).toEqual([
      'sbjs_migrations=1418474375998%3D1;domain=.atelier-sucre.fr; path=/',
      'sbjs_current_add=fd%3D2026-11-25%2013%3A04%3A05%7C%7C%7Cep%3Dhttps%3A%2F%2Fwww.atelier-sucre.fr%2F%3Futm_source%3Dnewsletter%26utm_medium%3Demail%26utm_campaign%3Dnoel%7C%7C%7Crf%3D%28none%29;domain=.atelier-sucre.fr; path=/',
      'sbjs_first_add=fd%3D2026-11-25%2013%3A04%3A05%7C%7C%7Cep%3Dhttps%3A%2F%2Fwww.atelier-sucre.fr%2F%3Futm_source%3Dnewsletter%26utm_medium%3Demail%26utm_campaign%3Dnoel%7C%7C%7Crf%3D%28none%29;domain=.atelier-sucre.fr; path=/',
      'sbjs_current=typ%3Dutm%7C%7C%7Csrc%3Dnewsletter%7C%7C%7Cmdm%3Demail%7C%7C%7Ccmp%3Dnoel%7C%7C%7Ccnt%3D%28none%29%7C%7C%7Ctrm%3D%28none%29%7C%7C%7Cid%3D%28none%29%7C%7C%7Cplt%3D%28none%29%7C%7C%7Cfmt%3D%28none%29%7C%7C%7Ctct%3D%28none%29;domain=.atelier-sucre.fr; path=/',
      'sbjs_first=typ%3Dutm%7C%7C%7Csrc%3Dnewsletter%7C%7C%7Cmdm%3Demail%7C%7C%7Ccmp%3Dnoel%7C%7C%7Ccnt%3D%28none%29%7C%7C%7Ctrm%3D%28none%29%7C%7C%7Cid%3D%28none%29%7C%7C%7Cplt%3D%28none%29%7C%7C%7Cfmt%3D%28none%29%7C%7C%7Ctct%3D%28none%29;domain=.atelier-sucre.fr; path=/',
      'sbjs_udata=vst%3D1%7C%7C%7Cuip%3D%28none%29%7C%7C%7Cuag%3DMozilla%2F5.0%20Test;domain=.atelier-sucre.fr; path=/',
      `sbjs_session=pgs%3D1%7C%7C%7Ccpg%3Dhttps%3A%2F%2Fwww.atelier-sucre.fr%2F%3Futm_source%3Dnewsletter%26utm_medium%3Demail%26utm_campaign%3Dnoel; expires=${new Date(NOW.getTime() + 30 * 60_000).toUTCString()};domain=.atelier-sucre.fr; path=/`,
    ]);
  });

  it('returns sbjs.get: the containers by short name, values decoded', () => {
    const data = runSourcebuster(WOO_OPTIONS, new TestCookieJar(), visit('https://www.atelier-sucre.fr/?utm_source=news%20letter&utm_campaign=No%C3%ABl&utm_id=42'));
    expect(data.current).toEqual({ typ: 'utm', src: 'news letter', mdm: '(none)', cmp: 'Noël', cnt: '(none)', trm: '(none)', id: '42', plt: '(none)', fmt: '(none)', tct: '(none)' });
    // Every value is decoded twice on reading (the cookie, then the pair), the URLs too, as the fork does.
    expect(data.current_add).toEqual({ fd: '2026-11-25 13:04:05', ep: 'https://www.atelier-sucre.fr/?utm_source=news letter&utm_campaign=Noël&utm_id=42', rf: '(none)' });
    expect(data.udata).toEqual({ vst: '1', uip: '(none)', uag: 'Mozilla/5.0 Test' });
    expect(data.session).toEqual({ pgs: '1', cpg: 'https://www.atelier-sucre.fr/?utm_source=news letter&utm_campaign=Noël&utm_id=42' });
    expect(data.promo).toEqual({});
  });

  it('counts pages in a session and keeps the source while browsing; a new visit outside the session counts one more', () => {
    const jar = new TestCookieJar();
    runSourcebuster(WOO_OPTIONS, jar, visit('https://www.atelier-sucre.fr/?utm_source=newsletter'));
    runSourcebuster(WOO_OPTIONS, jar, visit('https://www.atelier-sucre.fr/boutique/', 'https://www.atelier-sucre.fr/'));
    const third = runSourcebuster(WOO_OPTIONS, jar, visit('https://www.atelier-sucre.fr/panier/', 'https://www.atelier-sucre.fr/boutique/'));
    expect(third.session.pgs).toBe('3');
    expect(third.current.src).toBe('newsletter');
    expect(third.udata.vst).toBe('1');
    for (const [key] of [...jar.cookies].filter(([key]) => key.startsWith('sbjs_session@'))) jar.cookies.delete(key);
    const later = runSourcebuster(WOO_OPTIONS, jar, visit('https://www.atelier-sucre.fr/'));
    expect(later.udata.vst).toBe('2');
    expect(later.session.pgs).toBe('1');
    expect(later.current.typ).toBe('utm');
  });

  it('keeps the first source when a later one replaces the current', () => {
    const jar = new TestCookieJar();
    runSourcebuster(WOO_OPTIONS, jar, visit('https://www.atelier-sucre.fr/?utm_source=newsletter'));
    const data = runSourcebuster(WOO_OPTIONS, jar, visit('https://www.atelier-sucre.fr/', 'https://www.google.fr/'));
    expect(data.current.typ).toBe('organic');
    expect(data.first.src).toBe('newsletter');
    expect(data.first_add.ep).toBe('https://www.atelier-sucre.fr/?utm_source=newsletter');
    expect(data.current_add.rf).toBe('https://www.google.fr/');
  });

  it('writes base64 cookies without padding when asked, and reads them back whatever the setting', () => {
    const jar = new TestCookieJar();
    runSourcebuster({ ...WOO_OPTIONS, base64: true }, jar, visit('https://www.atelier-sucre.fr/?utm_source=newsletter'));
    const raw = jar.raw('sbjs_current')!;
    expect(raw).toMatch(/^[A-Za-z0-9+/]+$/);
    expect(atob(raw.padEnd(Math.ceil(raw.length / 4) * 4, '='))).toMatch(/^typ%3Dutm%7C%7C%7Csrc%3Dnewsletter/);
    const data = runSourcebuster(WOO_OPTIONS, jar, visit('https://www.atelier-sucre.fr/boutique/'));
    expect(data.current.src).toBe('newsletter');
    expect(jar.raw('sbjs_current')).toMatch(/^typ%3Dutm/);
  });

  it('gives cookies an expiry of lifetime months × 30 days, 6 months for an invalid lifetime', () => {
    const expiry = (lifetime: unknown) => {
      const jar = new TestCookieJar();
      runSourcebuster({ ...WOO_OPTIONS, lifetime }, jar, visit('https://www.atelier-sucre.fr/'));
      return jar.written.find((cookie) => cookie.startsWith('sbjs_current='))!.match(/expires=([^;]+)/)?.[1];
    };
    expect(expiry(0.00001)).toBeUndefined();
    expect(expiry(1)).toBe(new Date(NOW.getTime() + 30 * 24 * 60 * 60_000).toUTCString());
    expect(expiry('abc')).toBe(new Date(NOW.getTime() + 6 * 30 * 24 * 60 * 60_000).toUTCString());
    expect(expiry(0)).toBe(new Date(NOW.getTime() + 6 * 30 * 24 * 60 * 60_000).toUTCString());
  });

  it('gives the session cookie the session length, 30 minutes for an invalid one', () => {
    const sessionExpiry = (session_length: unknown) => {
      const jar = new TestCookieJar();
      runSourcebuster({ ...WOO_OPTIONS, session_length }, jar, visit('https://www.atelier-sucre.fr/'));
      return jar.written.find((cookie) => cookie.startsWith('sbjs_session='))!.match(/expires=([^;]+)/)?.[1];
    };
    expect(sessionExpiry(10)).toBe(new Date(NOW.getTime() + 10 * 60_000).toUTCString());
    expect(sessionExpiry('x')).toBe(new Date(NOW.getTime() + 30 * 60_000).toUTCString());
    expect(sessionExpiry(-0)).toBe(new Date(NOW.getTime() + 30 * 60_000).toUTCString());
  });

  it('writes host-only cookies when the domain is isolated, and the given domain otherwise', () => {
    const isolated = new TestCookieJar();
    runSourcebuster({ ...WOO_OPTIONS, domain: { host: 'atelier-sucre.fr', isolate: true } }, isolated, visit('https://www.atelier-sucre.fr/'));
    expect(isolated.written.every((cookie) => !cookie.includes('domain='))).toBe(true);
    const shared = new TestCookieJar();
    runSourcebuster({ ...WOO_OPTIONS, domain: 'shop.example' }, shared, visit('https://www.atelier-sucre.fr/'));
    expect(shared.written.every((cookie) => cookie.includes(';domain=.shop.example; path=/'))).toBe(true);
  });

  it('writes a promo code once, zero-padded to the range maximum, 100000–999999 by default', () => {
    const jar = new TestCookieJar();
    const data = runSourcebuster({ ...WOO_OPTIONS, promocode: true }, jar, visit('https://www.atelier-sucre.fr/'));
    expect(Number(data.promo.code)).toBeGreaterThanOrEqual(100000);
    expect(Number(data.promo.code)).toBeLessThanOrEqual(999999);
    expect(runSourcebuster({ ...WOO_OPTIONS, promocode: true }, jar, visit('https://www.atelier-sucre.fr/')).promo.code).toBe(data.promo.code);
    const small = runSourcebuster({ ...WOO_OPTIONS, promocode: { min: 1, max: 9 } }, new TestCookieJar(), visit('https://www.atelier-sucre.fr/'));
    expect(small.promo.code).toMatch(/^[1-9]$/);
    const padded = runSourcebuster({ ...WOO_OPTIONS, promocode: { min: 5, max: 1000 } }, new TestCookieJar(), visit('https://www.atelier-sucre.fr/'));
    expect(padded.promo.code).toHaveLength(4);
  });

  it('reads and keeps cookies written by WooCommerce’s sourcebuster (a stored fork-format visit)', () => {
    // Cookies as the legacy script left them after a newsletter visit (copied from a browser's cookie store).
    const jar = new TestCookieJar({
      sbjs_migrations: '1418474375998%3D1',
      sbjs_current_add: 'fd%3D2026-11-20%2009%3A15%3A00%7C%7C%7Cep%3Dhttps%3A%2F%2Fwww.atelier-sucre.fr%2F%3Futm_source%3Dnewsletter%7C%7C%7Crf%3D%28none%29',
      sbjs_first_add: 'fd%3D2026-11-20%2009%3A15%3A00%7C%7C%7Cep%3Dhttps%3A%2F%2Fwww.atelier-sucre.fr%2F%3Futm_source%3Dnewsletter%7C%7C%7Crf%3D%28none%29',
      sbjs_current: 'typ%3Dutm%7C%7C%7Csrc%3Dnewsletter%7C%7C%7Cmdm%3Demail%7C%7C%7Ccmp%3Dnoel%7C%7C%7Ccnt%3D%28none%29%7C%7C%7Ctrm%3D%28none%29%7C%7C%7Cid%3D%28none%29%7C%7C%7Cplt%3D%28none%29%7C%7C%7Cfmt%3D%28none%29%7C%7C%7Ctct%3D%28none%29',
      sbjs_first: 'typ%3Dutm%7C%7C%7Csrc%3Dnewsletter%7C%7C%7Cmdm%3Demail%7C%7C%7Ccmp%3Dnoel%7C%7C%7Ccnt%3D%28none%29%7C%7C%7Ctrm%3D%28none%29%7C%7C%7Cid%3D%28none%29%7C%7C%7Cplt%3D%28none%29%7C%7C%7Cfmt%3D%28none%29%7C%7C%7Ctct%3D%28none%29',
      sbjs_udata: 'vst%3D2%7C%7C%7Cuip%3D%28none%29%7C%7C%7Cuag%3DMozilla%2F5.0',
      sbjs_session: 'pgs%3D4%7C%7C%7Ccpg%3Dhttps%3A%2F%2Fwww.atelier-sucre.fr%2Fpanier%2F',
    });
    const before = jar.raw('sbjs_current');
    const data = runSourcebuster(WOO_OPTIONS, jar, visit('https://www.atelier-sucre.fr/commande/', 'https://www.atelier-sucre.fr/panier/'));
    expect(jar.raw('sbjs_current')).toBe(before);
    expect(data.current).toMatchObject({ typ: 'utm', src: 'newsletter', mdm: 'email', cmp: 'noel' });
    expect(data.first_add.fd).toBe('2026-11-20 09:15:00');
    expect(data.session.pgs).toBe('5');
    expect(data.udata.vst).toBe('2');
    expect(jar.written.some((cookie) => cookie.startsWith('sbjs_current_add='))).toBe(false);
  });

  it('migrates a beta visitor’s single-| cookies once and resets the session’s page count (0 counts as 1, then this page)', () => {
    const jar = new TestCookieJar({
      sbjs_current: 'typ%3Dreferral%7Csrc%3Dblog.example%7Cmdm%3Dreferral',
      sbjs_first: 'typ%3Dreferral%7Csrc%3Dblog.example%7Cmdm%3Dreferral',
      sbjs_session: 'pgs%3D7%7Ccpg%3Dhttps%3A%2F%2Fwww.atelier-sucre.fr%2F',
    });
    const data = runSourcebuster(WOO_OPTIONS, jar, visit('https://www.atelier-sucre.fr/boutique/', 'https://www.atelier-sucre.fr/'));
    expect(data.current).toEqual({ typ: 'referral', src: 'blog.example', mdm: 'referral' });
    expect(data.session.pgs).toBe('2');
    expect(readSbjsCookie(jar, 'sbjs_migrations')).toBe('1418474375998=1');
  });

  it('parses a container with `=` inside a value (the value after the first one)', () => {
    expect(parseContainer('ep=https://x.fr/?a=b|||rf=(none)')).toEqual({ ep: 'https://x.fr/?a=b', rf: '(none)' });
  });

  it('reads an absent visitor as empty containers', () => {
    expect(readSbjsData(new TestCookieJar())).toEqual({ current: {}, current_add: {}, first: {}, first_add: {}, session: {}, udata: {}, promo: {} });
  });
});
