// WooPayments' Tracks events: platform_tracks form posts with the tracker nonce; wallet clicks at once, button
// loads debounced 1000 ms per wallet (several buttons log once, Apple Pay before Google Pay), the server's
// queued page events once per page; a failed post never reaches the shopper.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExpressSettings } from './express-settings.ts';
import { AJAX_URL, expressSettings, flush, mockFetch, type FetchMock } from './test-data/express-kit.ts';

let fetchMock: FetchMock;

async function trackerFor(overrides: Partial<ExpressSettings> = {}) {
  const { createExpressTracker, BUTTON_LOAD_DEBOUNCE_MS } = await import('./express-tracking.ts');
  return { tracker: createExpressTracker(expressSettings(overrides)), createExpressTracker, BUTTON_LOAD_DEBOUNCE_MS };
}

interface Post {
  url: string;
  method: string | undefined;
  fields: Record<string, string>;
}

function posts(): Post[] {
  return fetchMock.mock.calls.map(([input, init]) => {
    const body = init?.body;
    if (!(body instanceof FormData)) throw new Error('expected a FormData body');
    return { url: String(input), method: init?.method, fields: Object.fromEntries([...body].map(([name, value]) => [name, String(value)])) };
  });
}

const eventNames = () => posts().map((post) => post.fields.tracksEventName);

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  fetchMock = mockFetch();
  fetchMock.mockImplementation(() => Promise.resolve(new Response('{"success":true}')));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the posted form', () => {
  it('posts tracksNonce, action=platform_tracks, the event name and its properties as JSON to admin-ajax', async () => {
    const { tracker } = await trackerFor({ context: 'cart' });
    tracker.buttonClicked('google_pay');
    expect(posts()).toEqual([{
      url: AJAX_URL,
      method: 'POST',
      fields: { tracksNonce: 'pt-nonce', action: 'platform_tracks', tracksEventName: 'gpay_button_click', tracksEventProp: '{"source":"cart"}' },
    }]);
  });
});

describe('button clicks', () => {
  it('logs one event per click, named after the wallet, with the button context as source', async () => {
    const { tracker } = await trackerFor({ context: 'product' });
    tracker.buttonClicked('apple_pay');
    tracker.buttonClicked('google_pay');
    tracker.buttonClicked('apple_pay');
    expect(eventNames()).toEqual(['applepay_button_click', 'gpay_button_click', 'applepay_button_click']);
    expect(posts().map((post) => JSON.parse(post.fields.tracksEventProp!))).toEqual(Array(3).fill({ source: 'product' }));
  });

  it('logs nothing for other payment types', async () => {
    const { tracker } = await trackerFor();
    tracker.buttonClicked('link');
    tracker.buttonClicked('amazon_pay');
    tracker.buttonClicked('paypal');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('button loads', () => {
  it('waits 1000 ms after the last call, then logs each available wallet once, Apple Pay first', async () => {
    const { tracker, BUTTON_LOAD_DEBOUNCE_MS } = await trackerFor({ context: 'checkout' });
    expect(BUTTON_LOAD_DEBOUNCE_MS).toBe(1000);
    tracker.buttonsLoaded({ applePay: true, googlePay: true });
    vi.advanceTimersByTime(400);
    tracker.buttonsLoaded({ googlePay: true, applePay: true });
    vi.advanceTimersByTime(400);
    tracker.buttonsLoaded({ applePay: true, googlePay: true });
    vi.advanceTimersByTime(999);
    expect(fetchMock).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(eventNames()).toEqual(['applepay_button_load', 'gpay_button_load']);
    expect(posts().map((post) => post.fields.tracksEventProp)).toEqual(['{"source":"checkout"}', '{"source":"checkout"}']);
    vi.advanceTimersByTime(5000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('logs only the wallets that are available', async () => {
    const { tracker } = await trackerFor();
    tracker.buttonsLoaded({ applePay: false, googlePay: true });
    vi.advanceTimersByTime(1000);
    expect(eventNames()).toEqual(['gpay_button_load']);
    tracker.buttonsLoaded({});
    vi.advanceTimersByTime(1000);
    expect(eventNames()).toEqual(['gpay_button_load']);
  });

  it('debounces each wallet on its own', async () => {
    const { tracker } = await trackerFor();
    tracker.buttonsLoaded({ googlePay: true });
    vi.advanceTimersByTime(600);
    tracker.buttonsLoaded({ applePay: true });
    vi.advanceTimersByTime(400);
    expect(eventNames()).toEqual(['gpay_button_load']);
    vi.advanceTimersByTime(600);
    expect(eventNames()).toEqual(['gpay_button_load', 'applepay_button_load']);
  });

  it('logs once for several buttons on the page (several trackers)', async () => {
    const { tracker, createExpressTracker } = await trackerFor({ context: 'cart' });
    const other = createExpressTracker(expressSettings({ context: 'cart' }));
    tracker.buttonsLoaded({ googlePay: true });
    other.buttonsLoaded({ googlePay: true });
    vi.advanceTimersByTime(1000);
    expect(eventNames()).toEqual(['gpay_button_load']);
  });
});

describe('page events', () => {
  const frontendTracks = [
    { event: 'product_page_view', properties: { theme_type: 'short_code' } },
    { event: 'cart_page_view', properties: {} },
  ];

  it("sends the server's queued events once, with their own properties", async () => {
    const { tracker, createExpressTracker } = await trackerFor({ context: 'product', frontendTracks });
    tracker.pageViewed();
    tracker.pageViewed();
    createExpressTracker(expressSettings({ context: 'product', frontendTracks })).pageViewed();
    expect(eventNames()).toEqual(['product_page_view', 'cart_page_view']);
    expect(posts().map((post) => post.fields.tracksEventProp)).toEqual(['{"theme_type":"short_code"}', '{}']);
    expect(posts().every((post) => post.fields.action === 'platform_tracks' && post.fields.tracksNonce === 'pt-nonce')).toBe(true);
  });

  it('sends nothing when the server queued nothing', async () => {
    const { tracker } = await trackerFor({ frontendTracks: [] });
    tracker.pageViewed();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('failures', () => {
  it('swallows a failing post', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
      const { tracker } = await trackerFor();
      expect(() => tracker.buttonClicked('google_pay')).not.toThrow();
      tracker.buttonsLoaded({ applePay: true });
      vi.advanceTimersByTime(1000);
      await flush();
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
