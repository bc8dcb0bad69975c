// Where a visit comes from, in sourcebuster's order (utm, organic, referral, typed in): utm parameters, ad clicks,
// search engines and their terms, referrers inside and outside a session.
import { describe, expect, it } from 'vitest';
import { sourcebusterSettings, type SourcebusterOptions } from './sbjs-options.ts';
import { detectTrafficSource, type VisitFacts } from './traffic-source.ts';

const settings = (options: SourcebusterOptions = {}) => sourcebusterSettings(options, 'www.atelier-sucre.fr');
const detect = (facts: Partial<VisitFacts>, options: SourcebusterOptions = {}) =>
  detectTrafficSource({ query: '', referrer: '', hasSession: false, seenBefore: false, ...facts }, settings(options));

describe('detectTrafficSource (sourcebuster’s order: utm, organic, referral, typein)', () => {
  it('takes every utm parameter, (none) for the missing ones, raw values', () => {
    expect(detect({ query: 'utm_source=newsletter&utm_medium=email&utm_campaign=noel&utm_content=bas&utm_term=gateau&utm_id=7&utm_source_platform=brevo&utm_creative_format=texte&utm_marketing_tactic=relance' })).toEqual({
      type: 'utm', source: 'newsletter', medium: 'email', campaign: 'noel', content: 'bas', term: 'gateau', id: '7', platform: 'brevo', format: 'texte', tactic: 'relance',
    });
    expect(detect({ query: 'utm_campaign=No%C3%ABl' })).toMatchObject({ source: '(none)', medium: '(none)', campaign: 'No%C3%ABl', id: '(none)' });
  });

  it('wins over a search engine referrer and inside a session', () => {
    expect(detect({ query: 'utm_source=a', referrer: 'https://www.google.fr/', hasSession: true, seenBefore: true })?.type).toBe('utm');
  });

  it('fills Google Ads and Yandex Direct clicks (gclid / yclid) as cpc', () => {
    expect(detect({ query: 'gclid=abc' })).toMatchObject({ type: 'utm', source: 'google', medium: 'cpc', campaign: 'google_cpc' });
    expect(detect({ query: 'yclid=abc' })).toMatchObject({ type: 'utm', source: 'yandex', medium: 'cpc', campaign: 'yandex_cpc' });
    expect(detect({ query: 'gclid=abc&utm_source=x' })).toMatchObject({ source: 'x', medium: 'cpc' });
  });

  it('takes the Yandex search text as the term, and the shop’s own campaign, term and content parameters', () => {
    expect(detect({ query: 'utm_source=y', referrer: 'https://yandex.ru/search/?text=tarte' })?.term).toBe('tarte');
    expect(detect({ query: 'promo=hiver&kw=sucre&ad=b' }, { campaign_param: 'promo', term_param: 'kw', content_param: 'ad' }))
      .toMatchObject({ type: 'utm', campaign: 'hiver', term: 'sucre', content: 'b' });
  });

  it('ignores a utm name without a value, and treats utm_id= as (none)', () => {
    expect(detect({ query: 'utm_source' })?.type).toBe('typein');
    expect(detect({ query: 'utm_id=' })).toMatchObject({ type: 'utm', id: '(none)' });
  });

  it('joins a repeated parameter’s values with commas', () => {
    expect(detect({ query: 'utm_source=a&utm_source=b' })?.source).toBe('a,b');
  });

  it('names search engines: Google (any google.<tld>), Yandex with text=, the built-in list with their parameter', () => {
    expect(detect({ referrer: 'https://www.google.fr/' })).toMatchObject({ type: 'organic', source: 'google', medium: 'organic', campaign: '(none)', content: '(none)' });
    expect(detect({ referrer: 'https://yandex.ru/search/?text=x' })).toMatchObject({ type: 'organic', source: 'yandex' });
    expect(detect({ referrer: 'https://www.bing.com/search?q=tarte' })).toMatchObject({ type: 'organic', source: 'bing' });
    expect(detect({ referrer: 'https://fr.search.yahoo.com/search?p=tarte' })).toMatchObject({ type: 'organic', source: 'yahoo' });
    expect(detect({ referrer: 'https://www.bing.com/' })).toMatchObject({ type: 'referral', source: 'bing.com' });
    expect(detect({ referrer: 'https://qwant.com/?q=x' }, { organics: [{ host: 'qwant.com', param: 'q', display: 'qwant' }] })?.source).toBe('qwant');
  });

  it('counts a search engine even inside a session, but another site only outside one', () => {
    expect(detect({ referrer: 'https://www.google.fr/', hasSession: true, seenBefore: true })?.type).toBe('organic');
    expect(detect({ referrer: 'https://blog.example/recettes/tarte', hasSession: true, seenBefore: true })).toBeNull();
    expect(detect({ referrer: 'https://blog.example/recettes/tarte', seenBefore: true })).toMatchObject({
      type: 'referral', source: 'blog.example', medium: 'referral', content: '/recettes/tarte', campaign: '(none)',
    });
  });

  it('names known referrers: t.co as twitter.com, the shop’s own with their medium', () => {
    expect(detect({ referrer: 'https://t.co/abc' })?.source).toBe('twitter.com');
    expect(detect({ referrer: 'https://www.facebook.com/' }, { referrals: [{ host: 'facebook.com', medium: 'social', display: 'facebook' }] }))
      .toMatchObject({ source: 'facebook', medium: 'social' });
    expect(detect({ referrer: 'https://www.marmiton.org/' })?.source).toBe('marmiton.org');
  });

  it('does not count the shop’s own pages or its sub-domains as referrers, unless the domain is isolated', () => {
    expect(detect({ referrer: 'https://www.atelier-sucre.fr/panier/', seenBefore: true })).toBeNull();
    expect(detect({ referrer: 'https://blog.atelier-sucre.fr/', seenBefore: true })).toBeNull();
    expect(detect({ referrer: 'https://blog.atelier-sucre.fr/', seenBefore: true }, { domain: { host: 'atelier-sucre.fr', isolate: true } })?.type).toBe('referral');
    expect(detect({ referrer: 'https://atelier-sucre.fr/', seenBefore: true }, { domain: { host: 'atelier-sucre.fr', isolate: true } })).toBeNull();
  });

  it('marks a first visit without source as typed in, (direct) / (none) or the shop’s labels, and never overrides a known source', () => {
    expect(detect({})).toMatchObject({ type: 'typein', source: '(direct)', medium: '(none)', term: '(none)' });
    expect(detect({}, { typein_attributes: { source: 'direct', medium: 'none' } })).toMatchObject({ source: 'direct', medium: 'none' });
    expect(detect({}, { typein_attributes: { source: 'direct' } })).toMatchObject({ source: '(direct)' });
    expect(detect({ seenBefore: true })).toBeNull();
  });
});

describe('sourcebusterSettings', () => {
  it('reads WooCommerce’s options: 0.00001 month → browser-session cookies, the string \'0\' → UTC', () => {
    const woo = sourcebusterSettings({ lifetime: 0.00001, session_length: 30, base64: false, timezone_offset: '0' }, 'www.atelier-sucre.fr');
    expect(woo).toMatchObject({ lifetimeMinutes: 0, sessionMinutes: 30, timezoneOffset: 0, base64: false, domain: { host: 'atelier-sucre.fr', isolate: false } });
    expect(sourcebusterSettings({ timezone_offset: 0 }, 'x').timezoneOffset).toBeNull();
    expect(sourcebusterSettings({ lifetime: '2', session_length: '15.5' }, 'x')).toMatchObject({ lifetimeMinutes: 86400, sessionMinutes: 15 });
    expect(sourcebusterSettings({ lifetime: Number.NaN, session_length: null }, 'x')).toMatchObject({ lifetimeMinutes: 259200, sessionMinutes: 30 });
  });
});
