// sourcebuster's init options and how it reads them: lifetime in months (a non-number or 0 → 6) turned into whole
// minutes (0 → browser-session cookies: WooCommerce's 0.00001 month), session length in minutes (invalid → 30),
// timezone offset in hours (only a truthy value counts: the string '0' means UTC, the number 0 the visitor's
// time), the cookie domain (default: this host without `www.`, shared with sub-domains), the known referral
// hosts and search engines (the shop's first, then the built-in ones), the type-in labels, a promo code range.

export interface ReferralSource {
  host: string;
  medium?: string;
  display?: string;
}

export interface OrganicSource {
  host: string;
  param: string;
  display?: string;
}

export interface SourcebusterOptions {
  lifetime?: unknown;
  session_length?: unknown;
  timezone_offset?: unknown;
  base64?: boolean;
  domain?: string | { host: string; isolate?: boolean };
  referrals?: readonly ReferralSource[];
  organics?: readonly OrganicSource[];
  typein_attributes?: { source?: string; medium?: string };
  campaign_param?: string;
  term_param?: string;
  content_param?: string;
  user_ip?: string;
  promocode?: boolean | { min?: unknown; max?: unknown };
}

export interface SourcebusterSettings {
  /** Cookie lifetime in minutes; 0 = browser session. */
  lifetimeMinutes: number;
  sessionMinutes: number;
  /** Hours from UTC for the first-visit date, or null for the visitor's own time. */
  timezoneOffset: number | null;
  base64: boolean;
  domain: { host: string; isolate: boolean };
  referrals: ReferralSource[];
  organics: OrganicSource[];
  typein: { source: string; medium: string };
  campaignParam: string | null;
  termParam: string | null;
  contentParam: string | null;
  userIp: string;
  promo: { min: number; max: number } | null;
}

export const NONE = '(none)';

const BUILT_IN_ORGANICS: readonly OrganicSource[] = [
  { host: 'bing.com', param: 'q', display: 'bing' },
  { host: 'yahoo.com', param: 'p', display: 'yahoo' },
  { host: 'about.com', param: 'q', display: 'about' },
  { host: 'aol.com', param: 'q', display: 'aol' },
  { host: 'ask.com', param: 'q', display: 'ask' },
  { host: 'globososo.com', param: 'q', display: 'globo' },
  { host: 'go.mail.ru', param: 'q', display: 'go.mail.ru' },
  { host: 'rambler.ru', param: 'query', display: 'rambler' },
  { host: 'tut.by', param: 'query', display: 'tut.by' },
];

const BUILT_IN_REFERRALS: readonly ReferralSource[] = [
  { host: 't.co', display: 'twitter.com' },
  { host: 'plus.url.google.com', display: 'plus.google.com' },
];

/** A truthy value that parses as a number (parseFloat / parseInt rules), else null. */
function truthyNumber(value: unknown, parse: (text: string) => number): number | null {
  if (!value) return null;
  const parsed = parse(String(value));
  return Number.isNaN(parsed) ? null : parsed;
}

/** A host without its first `www.`, as sourcebuster compares hosts. */
export function hostWithoutWww(host: string): string {
  return host.replace('www.', '');
}

function domainSetting(domain: SourcebusterOptions['domain'], pageHost: string): { host: string; isolate: boolean } {
  if (typeof domain === 'string' && domain) return { host: domain, isolate: false };
  if (typeof domain === 'object' && domain.host) return { host: domain.host, isolate: domain.isolate ?? false };
  return { host: hostWithoutWww(pageHost), isolate: false };
}

export function sourcebusterSettings(options: SourcebusterOptions, pageHost: string): SourcebusterSettings {
  const months = truthyNumber(options.lifetime, parseFloat) || 6;
  const typein = options.typein_attributes;
  const promo = options.promocode;
  const promoRange = typeof promo === 'object' ? promo : {};
  return {
    lifetimeMinutes: Math.trunc(months * 30 * 24 * 60),
    sessionMinutes: truthyNumber(options.session_length, (text) => parseInt(text, 10)) || 30,
    timezoneOffset: truthyNumber(options.timezone_offset, (text) => parseInt(text, 10)),
    base64: options.base64 === true,
    domain: domainSetting(options.domain, pageHost),
    referrals: [...(options.referrals ?? []).filter((source) => source.host), ...BUILT_IN_REFERRALS],
    organics: [...(options.organics ?? []).filter((source) => source.host && source.param), ...BUILT_IN_ORGANICS],
    typein: typein?.source && typein.medium ? { source: typein.source, medium: typein.medium } : { source: '(direct)', medium: NONE },
    campaignParam: options.campaign_param || null,
    termParam: options.term_param || null,
    contentParam: options.content_param || null,
    userIp: options.user_ip || NONE,
    promo: promo
      ? { min: truthyNumber(promoRange.min, (text) => parseInt(text, 10)) || 100000, max: truthyNumber(promoRange.max, (text) => parseInt(text, 10)) || 999999 }
      : null,
  };
}
