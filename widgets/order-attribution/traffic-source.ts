// Where this visit comes from, by sourcebuster's rules, in its order: campaign parameters (utm_*, gclid, yclid, the
// shop's own campaign/term/content parameters) always win; then a search engine referrer (organic); then another
// site's referrer, but only outside a live session (referral); then, only for a visitor never seen before, a typed-in
// visit ((direct) / (none)); otherwise the known source is kept.
import { hostWithoutWww, NONE, type SourcebusterSettings } from './sbjs-options.ts';
import { rawQueryValues, urlParts } from './sbjs-url.ts';

export interface TrafficSource {
  type: 'utm' | 'organic' | 'referral' | 'typein';
  source: string;
  medium: string;
  campaign: string;
  content: string;
  term: string;
  id: string;
  platform: string;
  format: string;
  tactic: string;
}

export interface VisitFacts {
  /** The page URL's query string, without `?`. */
  query: string;
  referrer: string;
  hasSession: boolean;
  /** A first or current source cookie exists (the visitor was seen before). */
  seenBefore: boolean;
}

const CAMPAIGN_PARAMS = [
  'utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'utm_id',
  'utm_source_platform', 'utm_creative_format', 'utm_marketing_tactic', 'gclid', 'yclid',
] as const;

const escapeRegExp = (text: string): string => text.replace(/[-[\]/{}()*+?.\\^$|]/g, '\\$&');

function blank(type: TrafficSource['type'], source: string, medium: string): TrafficSource {
  return { type, source, medium, campaign: NONE, content: NONE, term: NONE, id: NONE, platform: NONE, format: NONE, tactic: NONE };
}

function fromOtherSite(referrer: string, { domain }: SourcebusterSettings): boolean {
  const host = hostWithoutWww(urlParts(referrer).host);
  if (domain.isolate) return host !== hostWithoutWww(domain.host);
  return !new RegExp(`^(?:.*\\.)?${escapeRegExp(domain.host)}$`, 'i').test(host);
}

/** The search engine's name when the referrer is one (Yandex needs `text=`, Google nothing, others their parameter). */
function searchEngine(referrer: string, settings: SourcebusterSettings): string | null {
  const { host, query } = urlParts(referrer);
  if (query && /^(?:.*\.)?yandex\..{2,9}$/.test(host) && /.*text=.*/.test(query)) return 'yandex';
  if (/^(?:www\.)?google\..{2,9}$/.test(host)) return 'google';
  if (!query) return null;
  const engine = settings.organics.find(
    (organic) => new RegExp(`^(?:.*\\.)?${escapeRegExp(organic.host)}$`, 'i').test(host) && new RegExp(`.*${escapeRegExp(organic.param)}=.*`, 'i').test(query),
  );
  return engine ? (engine.display || engine.host) : null;
}

function referral(referrer: string, settings: SourcebusterSettings): TrafficSource {
  const { host, path } = urlParts(referrer);
  const known = settings.referrals.find((candidate) => new RegExp(`^(?:.*\\.)?${escapeRegExp(candidate.host)}$`, 'i').test(host));
  const source = blank('referral', known ? (known.display || known.host) : hostWithoutWww(host), known?.medium || 'referral');
  return { ...source, content: path };
}

function campaign(values: Map<string, string | undefined>, referrer: string, settings: SourcebusterSettings): TrafficSource {
  const value = (name: string | null) => (name === null ? undefined : values.get(name));
  const gclid = value('gclid') !== undefined;
  const yclid = value('yclid') !== undefined;
  const paid = (google: string, yandex: string) => (gclid ? google : yclid ? yandex : NONE);
  const referrerParts = urlParts(referrer);
  const yandexTerm = /^(?:.*\.)?yandex\..{2,9}$/i.test(referrerParts.host) ? rawQueryValues(referrerParts.query).get('text') : undefined;
  return {
    type: 'utm',
    source: value('utm_source') ?? paid('google', 'yandex'),
    medium: value('utm_medium') ?? paid('cpc', 'cpc'),
    campaign: value('utm_campaign') ?? value(settings.campaignParam) ?? paid('google_cpc', 'yandex_cpc'),
    content: value('utm_content') ?? value(settings.contentParam) ?? NONE,
    term: value('utm_term') ?? value(settings.termParam) ?? (yandexTerm || NONE),
    id: value('utm_id') || NONE,
    platform: value('utm_source_platform') || NONE,
    format: value('utm_creative_format') || NONE,
    tactic: value('utm_marketing_tactic') || NONE,
  };
}

/** The new source for this visit, or null to keep the one already stored. */
export function detectTrafficSource(visit: VisitFacts, settings: SourcebusterSettings): TrafficSource | null {
  const values = rawQueryValues(visit.query);
  const custom = [settings.campaignParam, settings.termParam, settings.contentParam].filter((name): name is string => name !== null);
  if ([...CAMPAIGN_PARAMS, ...custom].some((name) => values.get(name) !== undefined)) return campaign(values, visit.referrer, settings);
  const external = visit.referrer !== '' && fromOtherSite(visit.referrer, settings);
  const engine = external ? searchEngine(visit.referrer, settings) : null;
  if (engine) return blank('organic', engine, 'organic');
  if (external && !visit.hasSession) return referral(visit.referrer, settings);
  if (!visit.seenBefore) return blank('typein', settings.typein.source, settings.typein.medium);
  return null;
}
