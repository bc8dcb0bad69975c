// Fills the mini-cart when the page loads, the way cart-fragments.js does: the fragments cached in this
// tab are used when their hash matches the cart hash cookie and they are under 24 h old; otherwise, or
// when another tab changed the cart, or the page comes back from the back/forward cache, ask the server.
import { emit } from '../../core/events/bridge.ts';
import { pageConfig } from '../../core/config/page-config.ts';
import { applyFragments } from '../../core/cart/fragments.ts';
import { cartHashCookie, readCachedFragments } from '../../core/cart/fragment-cache.ts';
import { refreshFragments, startCartSync } from '../../core/cart/cart-sync.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';

const FRAGMENTS_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const MINI_CART = 'div.widget_shopping_cart_content';
let hydrated = false;

function hydrate(): void {
  const cached = readCachedFragments();
  const fresh = cached?.created !== null && cached?.created !== undefined && Date.now() - cached.created < FRAGMENTS_MAX_AGE_MS;
  if (cached && fresh && cached.fragments[MINI_CART] && cached.hash === cartHashCookie()) {
    void applyFragments(cached.fragments, cached.hash, () => emit('wc_fragments_loaded'));
  } else {
    void refreshFragments();
  }
}

/** Every mounted mini-cart listens while it lives; the refreshes they ask for at once share one request. */
function listenForOtherTabsAndHistory({ listen }: MountContext<unknown>): void {
  listen(window, 'storage', (event: StorageEvent) => {
    if (event.key === pageConfig().cartHashKey && event.newValue !== readCachedFragments()?.hash) void refreshFragments();
  });
  listen(window, 'pageshow', (event: PageTransitionEvent) => {
    if (event.persisted) void refreshFragments();
  });
}

export function mount(context: MountContext<NoAttributes>): void {
  startCartSync();
  listenForOtherTabsAndHistory(context);
  // Fragments replace this very element, which then mounts again: the page is hydrated only once.
  if (hydrated) return;
  hydrated = true;
  hydrate();
}
