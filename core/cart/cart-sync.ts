// Keeps the page's cart areas in step with the server for as long as the page lives: after any add or
// remove (ours or a plugin's, in either event dialect) the button shows `added`, fragments replace their
// areas and are cached like cart-fragments.js does, and the button's success message is announced;
// refresh requests re-fetch.
import { announce } from '../a11y/announcer.ts';
import { emit, on } from '../events/bridge.ts';
import { queueWcAjax } from '../http/wc-ajax.ts';
import { showAdded } from './added-button.ts';
import { applyFragments, isFragmentMap } from './fragments.ts';
import { storeFragments } from './fragment-cache.ts';

export interface FragmentsResponse {
  fragments?: Record<string, string>;
  cart_hash?: string;
}

/** Fixed at start like the legacy script's `time` field, so refresh requests are recognisable server-side. */
const startedAt = Date.now();
let started = false;
let refreshing: Promise<void> | undefined;
/** Bumped by every cart change applied from an event, so an older refresh answer can be recognised. */
let cartVersion = 0;

/** Applies and caches the fragments, then fires `event`. */
function updateCart(fragments: Record<string, string>, hash: unknown, event: string): Promise<void> {
  const cartHash = typeof hash === 'string' ? hash : '';
  return applyFragments(fragments, cartHash, () => {
    storeFragments(fragments, cartHash);
    emit(event);
  });
}

/** The legacy handler's order: the button, then the fragments, then the announcement. */
function onAdded(fragments: unknown, hash: unknown, button?: unknown): void {
  if (button instanceof HTMLElement && fragments) showAdded(button);
  onRemoved(fragments, hash, button);
}

function onRemoved(fragments: unknown, hash: unknown, button?: unknown): void {
  if (isFragmentMap(fragments)) {
    cartVersion++;
    void updateCart(fragments, hash, 'wc_fragments_loaded');
  }
  const message = button instanceof Element ? button.getAttribute('data-success_message') : null;
  if (message) announce(message);
}

/**
 * Asks the server for fresh fragments; concurrent calls share one request. It goes through the add/remove
 * queue, so our own changes are never overtaken; and an answer is dropped when a plugin's cart change
 * arrived while it was on its way (that change is newer than what the server read).
 */
export function refreshFragments(): Promise<void> {
  let versionAtStart = -1;
  refreshing ??= queueWcAjax<FragmentsResponse | null>('get_refreshed_fragments', { time: startedAt }, { onStart: () => (versionAtStart = cartVersion) })
    .then((response) => {
      if (!isFragmentMap(response?.fragments)) throw new Error('get_refreshed_fragments returned no fragments');
      if (versionAtStart !== cartVersion) return;
      return updateCart(response.fragments, response.cart_hash, 'wc_fragments_refreshed');
    })
    .catch(() => emit('wc_fragments_ajax_error'))
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}

/** Idempotent: every cart widget calls it at mount; the subscriptions last as long as the page. */
export function startCartSync(): void {
  if (started) return;
  started = true;
  on('added_to_cart', onAdded);
  on('removed_from_cart', onRemoved);
  for (const name of ['wc_fragment_refresh', 'updated_wc_div', 'wc-blocks_added_to_cart', 'wc-blocks_removed_from_cart']) {
    on(name, () => void refreshFragments());
  }
}
