// The Pinterest tag, started as Pinterest for WooCommerce's base code does: a `pintrk` queue (version 3.0) that
// core.js empties when it arrives, `load` with the tag id (plus the hashed e-mail for enhanced match) and the
// plugin's WooCommerce partner marker, `page`, then each event the server tracked for this page view — PageVisit
// with its event id (shared with the server's Conversions API copy, which de-duplicates them) and, on a product
// page, the product's id, name, price and currency. The AddToCart events the plugin sends in add-to-cart fragments
// are made from them (tag-fragment.ts). Withdrawn consent silences `pintrk`, for the page's other scripts too, and deletes the tag's cookies.
import { forgetCookies } from '../../core/dom/forget-cookies.ts';
import type { MountContext } from '../../core/registry/define-widget.ts';
import type { GatedService } from './consent-gate.ts';
import { gateGlobal } from './global-gate.ts';
import type { PinterestTagSettings } from './marketing-tags-settings.ts';
import { addScriptOnce } from './script-loader.ts';
import { trackedInFragments } from './tag-fragment.ts';

/** The first-party cookies Pinterest's tag writes on the shop's domain. */
export const PINTEREST_COOKIES: readonly string[] = ['_pin_unauth', '_epik', '_derived_epik'];

type Pintrk = ((...args: unknown[]) => void) & { queue?: unknown[][]; version?: string };

/** The page's `pintrk`, or the queue the base code defines until core.js replaces it. */
function pintrk(): Pintrk {
  const win = window as unknown as { pintrk?: unknown };
  if (typeof win.pintrk === 'function') return win.pintrk as Pintrk;
  const queue: unknown[][] = [];
  const stub: Pintrk = (...args: unknown[]) => void queue.push(args);
  stub.queue = queue;
  stub.version = '3.0';
  win.pintrk = stub;
  return stub;
}

export function pinterestTag(settings: PinterestTagSettings, context: Pick<MountContext<unknown>, 'on'>): GatedService {
  const gate = gateGlobal('pintrk', () => () => {});
  return {
    start() {
      const tag = pintrk();
      tag('load', settings.tagId, settings.hashedEmail ? { em: settings.hashedEmail, np: 'woocommerce' } : { np: 'woocommerce' });
      tag('page');
      for (const { name, data } of settings.events) tag('track', name, data);
      addScriptOnce(settings.src, () => gate.reclose());
      context.on('added_to_cart', (fragments: unknown) => {
        for (const { name, data } of trackedInFragments(fragments)) pintrk()('track', name, data);
      });
    },
    pause: () => gate.close(),
    resume: () => gate.open(),
    forget: () => forgetCookies(PINTEREST_COOKIES, location.hostname),
  };
}
