// WooPayments' Tracks events: form posts of action platform_tracks to admin-ajax (the server prefixes names
// with wcpay_) with the tracker nonce; wallet clicks at once, button loads debounced 1000 ms per wallet
// (several buttons on a page log once, Apple Pay before Google Pay), and the server's queued page events
// (product_page_view) once per page load. Tracking never gets in the shopper's way: a failed post is dropped.
import type { ExpressSettings } from './express-settings.ts';

export const BUTTON_LOAD_DEBOUNCE_MS = 1000;

export interface AvailableWallets {
  applePay?: boolean;
  googlePay?: boolean;
}

export interface ExpressTracker {
  buttonClicked(expressPaymentType: string): void;
  buttonsLoaded(available: AvailableWallets): void;
  /** The page's queued events, sent once however many buttons mount. */
  pageViewed(): void;
}

const loadTimers = new Map<string, ReturnType<typeof setTimeout>>();
let pageEventsSent = false;

export function createExpressTracker(settings: Pick<ExpressSettings, 'ajaxUrl' | 'nonces' | 'context' | 'frontendTracks'>): ExpressTracker {
  const source = settings.context;

  function record(eventName: string, properties: Record<string, unknown>): void {
    const body = new FormData();
    body.append('tracksNonce', settings.nonces.platformTracker);
    body.append('action', 'platform_tracks');
    body.append('tracksEventName', eventName);
    body.append('tracksEventProp', JSON.stringify(properties));
    fetch(settings.ajaxUrl, { method: 'POST', body, credentials: 'same-origin' }).catch(() => undefined);
  }

  function debouncedLoad(eventName: string): void {
    clearTimeout(loadTimers.get(eventName));
    loadTimers.set(eventName, setTimeout(() => {
      loadTimers.delete(eventName);
      record(eventName, { source });
    }, BUTTON_LOAD_DEBOUNCE_MS));
  }

  return {
    buttonClicked(expressPaymentType) {
      if (expressPaymentType === 'google_pay') record('gpay_button_click', { source });
      else if (expressPaymentType === 'apple_pay') record('applepay_button_click', { source });
    },
    buttonsLoaded(available) {
      if (available.applePay) debouncedLoad('applepay_button_load');
      if (available.googlePay) debouncedLoad('gpay_button_load');
    },
    pageViewed() {
      if (pageEventsSent) return;
      pageEventsSent = true;
      for (const { event, properties } of settings.frontendTracks) record(event, properties);
    },
  };
}
