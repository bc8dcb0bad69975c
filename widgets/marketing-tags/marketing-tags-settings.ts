// The marketing tags' settings, from the JSON config's `marketingTags` key: `pinterestTag` (tagId, hashedEmail,
// the events the server tracked for this page view with their event ids — shared with its server-side copy —,
// src), `pinIt` (src, extensionProbe: the browser-extension page whose answer hides the pin-it buttons, '' for no
// probe) and `brevoTracker` (clientKey, email, src). Each has its own consent category (`consent`, default
// marketing). A service without its id is off.
import type { ConsentCategory } from '../../core/consent/consent.ts';
import { liveSettings } from '../../core/config/json-config.ts';
import { asRecord, asString } from '../../core/config/json-values.ts';

export const PINTEREST_TAG_SRC = 'https://s.pinimg.com/ct/core.js';
export const PIN_IT_SRC = 'https://assets.pinterest.com/js/pinit.js';
/** The Pinterest browser extension's page the pin-it integration asks for. */
export const PINTEREST_EXTENSION_PAGE = 'chrome-extension://gpdjojdkbbmdfjfahjcgigfpmkopogic/html/save.html';
export const BREVO_TRACKER_SRC = 'https://sibautomation.com/sa.js?plugin=wordpress';

const CATEGORIES: readonly ConsentCategory[] = ['functional', 'preferences', 'statistics', 'statistics-anonymous', 'marketing'];

export interface TagEvent {
  name: string;
  data: Record<string, unknown>;
}

export interface PinterestTagSettings {
  consent: ConsentCategory;
  tagId: string;
  hashedEmail: string;
  events: TagEvent[];
  src: string;
}

export interface PinItSettings {
  consent: ConsentCategory;
  src: string;
  extensionProbe: string;
}

export interface BrevoTrackerSettings {
  consent: ConsentCategory;
  clientKey: string;
  email: string;
  src: string;
}

export interface MarketingTagsSettings {
  pinterestTag: PinterestTagSettings | null;
  pinIt: PinItSettings | null;
  brevoTracker: BrevoTrackerSettings | null;
}

function category(value: unknown): ConsentCategory {
  return CATEGORIES.find((known) => known === value) ?? 'marketing';
}

function tagEvents(value: unknown): TagEvent[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const event = asRecord(item);
    const name = asString(event.name);
    return name ? [{ name, data: asRecord(event.data) }] : [];
  });
}

function pinterestTag(said: Record<string, unknown>): PinterestTagSettings | null {
  const tagId = asString(said.tagId) ?? '';
  if (!tagId) return null;
  return {
    consent: category(said.consent),
    tagId,
    hashedEmail: asString(said.hashedEmail) ?? '',
    events: tagEvents(said.events),
    src: asString(said.src) ?? PINTEREST_TAG_SRC,
  };
}

function pinIt(said: Record<string, unknown>): PinItSettings {
  return { consent: category(said.consent), src: asString(said.src) ?? PIN_IT_SRC, extensionProbe: asString(said.extensionProbe) ?? PINTEREST_EXTENSION_PAGE };
}

function brevoTracker(said: Record<string, unknown>): BrevoTrackerSettings | null {
  const clientKey = asString(said.clientKey) ?? '';
  if (!clientKey) return null;
  return { consent: category(said.consent), clientKey, email: asString(said.email) ?? '', src: asString(said.src) ?? BREVO_TRACKER_SRC };
}

export function readMarketingTagsSettings(json: Record<string, unknown>): MarketingTagsSettings {
  const said = asRecord(json.marketingTags);
  return {
    pinterestTag: pinterestTag(asRecord(said.pinterestTag)),
    pinIt: typeof said.pinIt === 'object' && said.pinIt !== null ? pinIt(asRecord(said.pinIt)) : null,
    brevoTracker: brevoTracker(asRecord(said.brevoTracker)),
  };
}

export const marketingTagsSettings = liveSettings(readMarketingTagsSettings);
