// Pinterest's tag: the base code's queue (load, page, the page visit), core.js added once, a page's own pintrk
// reused, calls dropped while consent is withdrawn, and the AddToCart the plugin's fragment script holds.
import type { Window as HappyDomWindow } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { emit } from '../../core/events/bridge.ts';
import { testMount } from '../../core/testing/test-mount.ts';
import type { PinterestTagSettings } from './marketing-tags-settings.ts';
import { pinterestTag } from './pinterest-tag.ts';

// The tracker's script is not fetched here: happy-dom counts it as loaded.
(window as unknown as HappyDomWindow).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;

type Win = { pintrk?: ((...args: unknown[]) => void) & { queue?: unknown[][]; version?: string } };
const win = window as unknown as Win;

const PAGE_VISIT = { event_id: 'page6740f1', product_id: 101, product_name: 'Formation', product_price: 1850, currency: 'EUR' };
const settings: PinterestTagSettings = { consent: 'marketing', tagId: '2613', hashedEmail: '', events: [{ name: 'PageVisit', data: PAGE_VISIT }], src: '/core.js' };

const noEvents = { on: () => {} };

function tagScripts(): HTMLScriptElement[] {
  return Array.from(document.querySelectorAll<HTMLScriptElement>('script[src="/core.js"]'));
}

describe('pinterestTag', () => {
  afterEach(() => {
    delete win.pintrk;
    document.head.replaceChildren();
  });

  it('touches nothing before it starts', () => {
    pinterestTag(settings, noEvents);
    expect(win.pintrk).toBeUndefined();
    expect(tagScripts()).toHaveLength(0);
  });

  it('queues load, page and the page visit as the base code does, then adds core.js asynchronously', () => {
    pinterestTag(settings, noEvents).start();
    expect(win.pintrk?.version).toBe('3.0');
    expect(win.pintrk?.queue).toEqual([
      ['load', '2613', { np: 'woocommerce' }],
      ['page'],
      ['track', 'PageVisit', PAGE_VISIT],
    ]);
    expect(tagScripts()).toHaveLength(1);
    expect(tagScripts()[0]?.async).toBe(true);
  });

  it('sends the hashed e-mail for enhanced match', () => {
    pinterestTag({ ...settings, hashedEmail: 'a1b2', events: [] }, noEvents).start();
    expect(win.pintrk?.queue?.[0]).toEqual(['load', '2613', { em: 'a1b2', np: 'woocommerce' }]);
  });

  it('goes through a pintrk the page already has, without adding core.js twice', () => {
    const calls: unknown[][] = [];
    win.pintrk = (...args: unknown[]) => void calls.push(args);
    const existing = document.createElement('script');
    existing.src = '/core.js';
    document.head.append(existing);
    pinterestTag(settings, noEvents).start();
    expect(calls).toHaveLength(3);
    expect(tagScripts()).toHaveLength(1);
  });

  it('drops the page’s calls while consent is withdrawn, and lets them through again after', () => {
    const tag = pinterestTag(settings, noEvents);
    tag.start();
    tag.pause();
    win.pintrk?.('track', 'AddToCart', { event_id: 'cart1' });
    tag.resume();
    win.pintrk?.('track', 'Search', { event_id: 'search1' });
    expect(win.pintrk?.queue?.map((call) => call[1])).toEqual(['2613', undefined, 'PageVisit', 'Search']);
  });

  it('keeps dropping when core.js arrives while consent is withdrawn, and gives core.js’s pintrk back on consent', () => {
    const tag = pinterestTag(settings, noEvents);
    tag.start();
    tag.pause();
    const received: unknown[][] = [];
    const loaded = (...args: unknown[]) => void received.push(args);
    win.pintrk = loaded;
    tagScripts()[0]?.dispatchEvent(new Event('load'));
    win.pintrk?.('track', 'Checkout', {});
    expect(received).toEqual([]);
    tag.resume();
    expect(win.pintrk).toBe(loaded);
  });

  it('makes the AddToCart call the plugin’s fragment script holds, through the current pintrk', () => {
    const mounted = testMount(document.body);
    const tag = pinterestTag({ ...settings, events: [] }, mounted.context);
    tag.start();
    const fragments = {
      'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"></div>',
      'script#pinterest-tag-placeholder': '<script id="pinterest-tag-placeholder">\n\tpintrk( \'track\', \'AddToCart\' , {"event_id":"cart6740","product_id":63,"product_name":"P\\u00e2te \\/ sucre","value":12.5,"order_quantity":1,"currency":"EUR"});\n</script>',
    };
    emit('added_to_cart', [fragments, 'hash', null]);
    expect(win.pintrk?.queue?.slice(2)).toEqual([
      ['track', 'AddToCart', { event_id: 'cart6740', product_id: 63, product_name: 'Pâte / sucre', value: 12.5, order_quantity: 1, currency: 'EUR' }],
    ]);
    tag.pause();
    emit('added_to_cart', [fragments, 'hash', null]);
    tag.resume();
    expect(win.pintrk?.queue).toHaveLength(3);
    mounted.unmount();
  });
});
