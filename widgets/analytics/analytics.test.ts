// The analytics widget mounted on a page with the plugin's tracking data: the tag started from the JSON config
// (consent defaults first) or left to the page's snippet, consent updates from the WP Consent API, the library
// fetched only with statistics consent and once, the page's events, adds and removals from Fondant's and jQuery's
// cart events and cart-page clicks (a console error for an unreadable id), product clicks, ga4w:ready.
import jQuery from 'jquery';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshPage } from '../../core/testing/shop-page.ts';
import type { TestMount } from '../../core/testing/test-mount.ts';
import { course, sugarPaste } from './test-data.ts';

type TestWindow = Window & Record<string, unknown> & { dataLayer?: unknown[]; jQuery?: unknown };
const win = window as unknown as TestWindow;

const ALL_EVENTS = ['purchase', 'add_to_cart', 'remove_from_cart', 'view_item_list', 'select_content', 'view_item', 'begin_checkout', 'search'];
const analyticsConfig = { measurementId: 'G-TEST123', gtagUrl: '/fixtures-assets/gtag/js', config: { track_404: true } };

interface PageOptions {
  html?: string;
  data?: Record<string, unknown>;
  events?: string[];
  json?: Record<string, unknown> | null;
}

function setPage({ html = '', data = {}, events = ALL_EVENTS, json = { analytics: analyticsConfig } }: PageOptions = {}): void {
  freshPage(`${html}<script id="woocommerce-google-analytics-integration-data-js-after"></script>`, json);
  win.ga4w = { data, settings: { tracker_function_name: 'gtag', events, identifier: 'product_sku' } };
}

let mounted: TestMount<unknown> | undefined;

/** Mounts with the modules freshPage left fresh (the bridge the test emits with is the one the mount hears). */
async function mountAnalytics(attributes: Record<string, string> = {}) {
  const { mount } = await import('./analytics.ts');
  const { testMount } = await import('../../core/testing/test-mount.ts');
  mounted = testMount(document.getElementById('woocommerce-google-analytics-integration-data-js-after')!, attributes);
  mount(mounted.context as never);
  return mounted;
}

/** The queued commands as arrays. */
const commands = (): unknown[][] => (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const events = () => commands().filter(([kind]) => kind === 'event').map(([, name, payload]) => [name, payload]);
const libraries = () => [...document.scripts].filter((script) => script.src.includes('/gtag/js')).map((script) => script.getAttribute('src'));

afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  for (const key of ['ga4w', 'gtag', 'dataLayer', 'wp_has_consent', 'jQuery', 'myTracker']) delete win[key];
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('analytics: the tag and consent', () => {
  it('queues the consent defaults before anything else, then js, config and the granted update without a consent API', async () => {
    setPage();
    await mountAnalytics();
    const queued = commands();
    expect(queued[0]).toEqual(['consent', 'default', expect.objectContaining({
      analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', wait_for_update: 500,
      region: expect.arrayContaining(['FR', 'BE', 'CH', 'GB']),
    })]);
    expect(queued[1]![0]).toBe('js');
    expect(queued[2]).toEqual(['config', 'G-TEST123', { track_404: true }]);
    expect(queued[3]).toEqual(['consent', 'update', { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }]);
    expect(libraries()).toEqual(['/fixtures-assets/gtag/js?id=G-TEST123']);
  });

  it('leaves the start to the page snippet, reads its measurement id, fetches from the element’s data-gtag-url', async () => {
    setPage({ json: null });
    win.dataLayer = [];
    win.gtag = function gtag() {
      win.dataLayer!.push(arguments);
    };
    (win.gtag as (...args: unknown[]) => void)('consent', 'default', { analytics_storage: 'denied' });
    (win.gtag as (...args: unknown[]) => void)('config', 'G-SNIPPET', {});
    await mountAnalytics({ 'gtag-url': '/fixtures-assets/gtag/js' });
    expect(commands().filter(([kind, mode]) => kind === 'consent' && mode === 'default')).toHaveLength(1);
    expect(libraries()).toEqual(['/fixtures-assets/gtag/js?id=G-SNIPPET']);
  });

  it('without consent: the denied update, no library; granting statistics loads it once, withdrawing updates', async () => {
    setPage();
    const granted = new Set<string>();
    win.wp_has_consent = (category: string) => granted.has(category);
    await mountAnalytics();
    expect(commands()[3]).toEqual(['consent', 'update', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }]);
    expect(libraries()).toEqual([]);

    granted.add('statistics');
    document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { statistics: 'allow' } }));
    document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { marketing: 'allow' } }));
    document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { statistics: 'deny' } }));
    document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { statistics: 'allow' } }));
    const updates = commands().filter(([kind, mode]) => kind === 'consent' && mode === 'update').slice(1).map(([, , state]) => state);
    expect(updates).toEqual([
      { analytics_storage: 'granted' },
      { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
      { analytics_storage: 'denied' },
      { analytics_storage: 'granted' },
    ]);
    expect(libraries()).toHaveLength(1);
  });

  it('a broken tag function in a consent listener is logged and the library still loads', async () => {
    setPage();
    let granted = false;
    win.wp_has_consent = () => granted;
    await mountAnalytics();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    win.gtag = () => {
      throw new Error('broken tag');
    };
    granted = true;
    document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { statistics: 'allow' } }));
    expect(logged).toHaveBeenCalled();
    expect(libraries()).toHaveLength(1);
  });

  it('uses the tracker function the settings name', async () => {
    setPage({ data: { product: course, events: ['view_item'] } });
    (win.ga4w as { settings: Record<string, unknown> }).settings.tracker_function_name = 'myTracker';
    await mountAnalytics();
    expect(typeof win.myTracker).toBe('function');
    expect(win.gtag).toBeUndefined();
    expect(events().map(([name]) => name)).toEqual(['view_item']);
  });

  it('waits for ga4w:ready when the data is not there yet', async () => {
    setPage();
    delete win.ga4w;
    await mountAnalytics();
    expect(win.dataLayer).toBeUndefined();
    win.ga4w = { data: { product: course, events: ['view_item'] }, settings: { tracker_function_name: 'gtag', events: ALL_EVENTS } };
    document.dispatchEvent(new Event('ga4w:ready'));
    expect(events().map(([name]) => name)).toEqual(['view_item']);
  });
});

describe('analytics: events', () => {
  it('sends the events the page lists, once each, only when enabled', async () => {
    setPage({ data: { product: course, events: ['view_item', 'view_item', 'begin_checkout'] }, events: ['view_item'] });
    await mountAnalytics();
    expect(events()).toEqual([['view_item', { items: [expect.objectContaining({ item_id: 'FORM-CDI-10J', price: 1850, item_category: 'Formations' })] }]]);
  });

  it('search takes its term from the URL; add_to_cart at load is about the product added without Ajax', async () => {
    history.replaceState(null, '', '/?s=p%C3%A2te&post_type=product');
    setPage({ data: { added_to_cart: { ...sugarPaste, quantity: 2 }, events: ['search', 'add_to_cart'] } });
    await mountAnalytics();
    expect(events()).toEqual([
      ['search', { search_term: 'pâte' }],
      ['add_to_cart', { items: [expect.objectContaining({ item_id: 'PAS-BL-1KG', quantity: 2 })] }],
    ]);
    history.replaceState(null, '', '/');
  });

  it('add_to_cart from Fondant’s event and from a jQuery trigger; the form field of a variable product', async () => {
    setPage({
      data: { products: [sugarPaste], product: course },
      html: `<a class="button" data-product_id="63">Ajouter</a>
        <form class="variations_form"><button class="single_add_to_cart_button">Ajouter</button><input type="hidden" name="add-to-cart" value="18"></form>`,
    });
    win.jQuery = jQuery;
    await mountAnalytics();
    const { emit } = await import('../../core/events/bridge.ts');
    emit('added_to_cart', [{}, 'hash', document.querySelector('a[data-product_id]')]);
    jQuery(document.body).trigger('added_to_cart', [{}, 'hash', jQuery('.single_add_to_cart_button')]);
    expect(events().map(([name, payload]) => [name, (payload as { items: Array<{ item_id: string }> }).items[0]!.item_id])).toEqual([
      ['add_to_cart', 'PAS-BL-1KG'],
      ['add_to_cart', 'FORM-CDI-10J'],
    ]);
  });

  it('an unreadable product id is a console error and sends nothing; an unknown product sends nothing', async () => {
    setPage({ data: { products: [sugarPaste] }, html: '<a class="button">?</a><a class="other" data-product_id="999">?</a>' });
    await mountAnalytics();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { emit } = await import('../../core/events/bridge.ts');
    emit('added_to_cart', [{}, 'hash', document.querySelector('a.button')]);
    emit('removed_from_cart', [{}, 'hash', undefined]);
    emit('added_to_cart', [{}, 'hash', document.querySelector('a.other')]);
    expect(logged).toHaveBeenCalledTimes(2);
    expect(String(logged.mock.calls[0]![0])).toContain('add_to_cart');
    expect(String(logged.mock.calls[1]![0])).toContain('remove_from_cart');
    expect(events()).toEqual([]);
  });

  it('remove_from_cart from the mini-cart event and from the cart page’s remove links (with the line quantity)', async () => {
    setPage({
      data: { cart: { items: [{ ...sugarPaste, quantity: 3 }], coupons: [], totals: { currency_code: 'EUR', total_price: 2670 } } },
      html: `<form class="woocommerce-cart-form"><table><tr class="woocommerce-cart-form__cart-item"><td><a href="#retirer" class="remove" data-product_id="63">×</a></td></tr></table></form>
        <a class="remove remove_from_cart_button" data-product_id="63" href="#mini">×</a>`,
    });
    await mountAnalytics();
    const { emit } = await import('../../core/events/bridge.ts');
    emit('removed_from_cart', [{}, 'hash', document.querySelector('.remove_from_cart_button')]);
    document.querySelector<HTMLElement>('.woocommerce-cart-form .remove')!.click();
    expect(events().map(([name, payload]) => [name, (payload as { items: Array<{ quantity: number }> }).items[0]!.quantity])).toEqual([
      ['remove_from_cart', 3],
      ['remove_from_cart', 3],
    ]);
  });

  it('select_content on a loop card’s link or a variable product’s button, not on a simple Ajax add', async () => {
    setPage({
      data: { products: [course, sugarPaste] },
      html: `<ul class="products">
        <li class="product"><a href="#c" class="woocommerce-loop-product__link"><h2>Cours</h2></a><a href="#c" class="button product_type_variable add_to_cart_button" data-product_id="18">Choisir</a></li>
        <li class="product"><a href="#p" class="woocommerce-loop-product__link"><h2>Pâte</h2></a><a href="#p" class="button add_to_cart_button ajax_add_to_cart" data-product_id="63">Ajouter</a></li>
      </ul>`,
    });
    await mountAnalytics();
    document.querySelectorAll<HTMLElement>('.products h2')[0]!.click();
    document.querySelectorAll<HTMLElement>('.products .button')[0]!.click();
    document.querySelectorAll<HTMLElement>('.products .button')[1]!.click();
    document.querySelectorAll<HTMLElement>('.products h2')[1]!.click();
    expect(events()).toEqual([
      ['select_content', { content_type: 'product', content_id: 'FORM-CDI-10J' }],
      ['select_content', { content_type: 'product', content_id: 'FORM-CDI-10J' }],
      ['select_content', { content_type: 'product', content_id: 'PAS-BL-1KG' }],
    ]);
  });

  it('block product templates: a simple product’s button is add_to_cart, the title, image or another button select_content', async () => {
    setPage({
      data: { products: [course, sugarPaste] },
      html: `<ul class="wc-block-product-template">
        <li class="product"><div class="wc-block-components-product-image"><a href="#p"><img alt="Pâte"></a></div><h3 class="wp-block-post-title"><a href="#p">Pâte</a></h3>
          <div class="wc-block-components-product-button"><button class="add_to_cart_button" data-product_id="63">Ajouter</button></div></li>
        <li class="product"><h3 class="wp-block-post-title"><a href="#c">Cours</a></h3>
          <div class="wc-block-components-product-button"><a class="add_to_cart_button product_type_variable" data-product_id="18" href="#c">Choisir</a></div></li>
      </ul>`,
    });
    await mountAnalytics();
    document.querySelector<HTMLElement>('button[data-product_id="63"]')!.click();
    document.querySelector<HTMLElement>('.wc-block-components-product-image img')!.click();
    document.querySelector<HTMLElement>('a[data-product_id="18"]')!.click();
    document.querySelectorAll<HTMLElement>('.wp-block-post-title a')[1]!.click();
    document.querySelector<HTMLElement>('li.product')!.click();
    expect(events().map(([name, payload]) => [name, (payload as { content_id?: string }).content_id ?? (payload as { items: Array<{ item_id: string }> }).items[0]!.item_id])).toEqual([
      ['add_to_cart', 'PAS-BL-1KG'],
      ['select_content', 'PAS-BL-1KG'],
      ['select_content', 'FORM-CDI-10J'],
      ['select_content', 'FORM-CDI-10J'],
    ]);
  });

  it('stops tracking at unmount', async () => {
    setPage({ data: { products: [sugarPaste] }, html: '<a class="button" data-product_id="63">Ajouter</a>' });
    const mounted = await mountAnalytics();
    mounted.unmount();
    const { emit } = await import('../../core/events/bridge.ts');
    emit('added_to_cart', [{}, 'hash', document.querySelector('a.button')]);
    expect(events()).toEqual([]);
  });
});
