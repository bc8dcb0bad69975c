// Every source of the page config (JSON block, legacy globals, both, neither, broken JSON) and its memo.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPageConfig, type PageConfig } from './page-config.ts';

const defaults: PageConfig = {
  wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
  ajaxUrl: '/wp-admin/admin-ajax.php',
  cartUrl: '/cart/',
  isCart: false,
  cartRedirectAfterAdd: false,
  requestTimeout: 5000,
  cartHashKey: 'wc_cart_hash',
  fragmentName: 'wc_fragments',
  storeApi: { root: '/wp-json/wc/store/v1', nonce: '' },
  restApi: { root: '/wp-json/', nonce: '', nonceEndpoint: '' },
  locale: 'fr-FR',
  currency: { code: 'EUR', minorUnit: 2 },
  reviewRatingRequired: true,
  productGallery: { zoom: true, viewer: true, zoomDuration: 120, slideDuration: 500, viewerIdle: 4000 },
  i18n: {},
  expressCheckout: {},
};

/** As printed on the captured cart page (09-cart-empty.html), plus a blocks nonce. */
const legacyGlobals = {
  wc_add_to_cart_params: {
    ajax_url: '/legacy/admin-ajax.php',
    wc_ajax_url: '/legacy/?wc-ajax=%%endpoint%%',
    i18n_view_cart: 'View cart',
    cart_url: 'http://127.0.0.1:8088/cart/',
    is_cart: '1',
    cart_redirect_after_add: 'yes',
  },
  wc_cart_fragments_params: {
    ajax_url: '/wp-admin/admin-ajax.php',
    wc_ajax_url: '/?wc-ajax=%%endpoint%%',
    cart_hash_key: 'wc_cart_hash_071ebeee24c7328ddd5d65fd451cab7a',
    fragment_name: 'wc_fragments_071ebeee24c7328ddd5d65fd451cab7a',
    request_timeout: '7000',
  },
  wcBlocksMiddlewareConfig: { storeApiNonce: '7019b28507' },
  wpApiSettings: { root: 'http://127.0.0.1:8088/wp-json/', nonce: '3f1c2b9a7e', versionString: 'wp/v2/' },
};

const jsonConfig = {
  wcAjaxUrl: '/boutique/?wc-ajax=%%endpoint%%',
  ajaxUrl: '/boutique/wp-admin/admin-ajax.php',
  cartUrl: '/panier/',
  isCart: false,
  cartRedirectAfterAdd: false,
  requestTimeout: 8000,
  cartHashKey: 'wc_cart_hash_json',
  fragmentName: 'wc_fragments_json',
  storeApi: { root: '/boutique/wp-json/wc/store/v1', nonce: 'json-nonce' },
  restApi: { root: '/boutique/wp-json/', nonce: 'json-rest-nonce', nonceEndpoint: '/boutique/wp-admin/admin-ajax.php?action=rest-nonce' },
  locale: 'fr-BE',
  currency: { code: 'EUR', minorUnit: 3 },
  reviewRatingRequired: false,
  productGallery: { zoom: false, viewer: true, zoomDuration: 200, slideDuration: 300, viewerIdle: 0 },
  i18n: { viewCart: 'Voir mon panier', pleaseWait: 'Un instant…' },
  expressCheckout: { button_context: 'cart', stripe: { publishableKey: 'pk_test_json' } },
};

function pageWith(configText?: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (configText !== undefined) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'fondant-config';
    script.textContent = configText;
    doc.body.append(script);
  }
  return doc;
}

const windowWith = (globals: object = {}) => globals as unknown as Window;

afterEach(() => {
  document.body.replaceChildren();
  vi.resetModules();
});

describe('readPageConfig', () => {
  it('uses the defaults when the page has neither a JSON config nor legacy globals', () => {
    expect(readPageConfig(pageWith(), windowWith())).toEqual(defaults);
  });

  it('reads every key of the JSON config', () => {
    expect(readPageConfig(pageWith(JSON.stringify(jsonConfig)), windowWith())).toEqual(jsonConfig);
  });

  it('reads the legacy globals, turning WordPress strings into booleans and numbers', () => {
    expect(readPageConfig(pageWith(), windowWith(legacyGlobals))).toEqual({
      ...defaults,
      wcAjaxUrl: '/legacy/?wc-ajax=%%endpoint%%',
      ajaxUrl: '/legacy/admin-ajax.php',
      cartUrl: 'http://127.0.0.1:8088/cart/',
      isCart: true,
      cartRedirectAfterAdd: true,
      requestTimeout: 7000,
      cartHashKey: 'wc_cart_hash_071ebeee24c7328ddd5d65fd451cab7a',
      fragmentName: 'wc_fragments_071ebeee24c7328ddd5d65fd451cab7a',
      storeApi: { root: '/wp-json/wc/store/v1', nonce: '7019b28507' },
      restApi: { root: 'http://127.0.0.1:8088/wp-json/', nonce: '3f1c2b9a7e', nonceEndpoint: '' },
      i18n: { viewCart: 'View cart' },
    });
  });

  it('reads the legacy "no" and "" values as false, and woocommerce_params when add-to-cart params are absent', () => {
    const config = readPageConfig(
      pageWith(),
      windowWith({
        wc_add_to_cart_params: { is_cart: '', cart_redirect_after_add: 'no' },
        woocommerce_params: { ajax_url: '/wc/admin-ajax.php', wc_ajax_url: '/wc/?wc-ajax=%%endpoint%%' },
      }),
    );
    expect(config.isCart).toBe(false);
    expect(config.cartRedirectAfterAdd).toBe(false);
    expect(config.ajaxUrl).toBe('/wc/admin-ajax.php');
    expect(config.wcAjaxUrl).toBe('/wc/?wc-ajax=%%endpoint%%');
  });

  it('reads wc_single_product_params: the rating texts as string overrides and review_rating_required', () => {
    const singleProduct = (required: string) => ({
      wc_single_product_params: {
        i18n_required_rating_text: 'Please select a rating',
        i18n_rating_options: ['1 of 5 stars', '2 of 5 stars', '3 of 5 stars', '4 of 5 stars', '5 of 5 stars'],
        review_rating_required: required,
      },
    });
    const config = readPageConfig(pageWith(), windowWith(singleProduct('yes')));
    expect(config.reviewRatingRequired).toBe(true);
    expect(config.i18n).toEqual({
      ratingRequired: 'Please select a rating',
      ratingOption1: '1 of 5 stars',
      ratingOption2: '2 of 5 stars',
      ratingOption3: '3 of 5 stars',
      ratingOption4: '4 of 5 stars',
      ratingOption5: '5 of 5 stars',
    });
    expect(readPageConfig(pageWith(), windowWith(singleProduct('no'))).reviewRatingRequired).toBe(false);
    expect(readPageConfig(pageWith('{"reviewRatingRequired": true}'), windowWith(singleProduct('no'))).reviewRatingRequired).toBe(true);
  });

  it('reads the gallery settings of wc_single_product_params (as printed on capture 03) and its trigger text', () => {
    const captured = {
      i18n_product_gallery_trigger_text: 'Voir la galerie',
      flexslider: { animation: 'slide', animationSpeed: 500, animationLoop: false },
      zoom_enabled: '1',
      zoom_options: [],
      photoswipe_enabled: '',
      photoswipe_options: { shareEl: false, timeToIdle: '3000' },
    };
    const config = readPageConfig(pageWith(), windowWith({ wc_single_product_params: captured }));
    expect(config.productGallery).toEqual({ zoom: true, viewer: false, zoomDuration: 120, slideDuration: 500, viewerIdle: 3000 });
    expect(config.i18n).toEqual({ galleryTrigger: 'Voir la galerie' });
    const overridden = readPageConfig(
      pageWith('{"productGallery": {"viewer": true, "zoomDuration": 90}}'),
      windowWith({ wc_single_product_params: { ...captured, zoom_options: { duration: 300 }, flexslider: { animationSpeed: '250' } } }),
    );
    expect(overridden.productGallery).toEqual({ zoom: true, viewer: true, zoomDuration: 90, slideDuration: 250, viewerIdle: 3000 });
  });

  it('prefers the JSON config to the legacy globals, key by key', () => {
    const config = readPageConfig(
      pageWith(JSON.stringify({ cartUrl: '/panier/', isCart: false, storeApi: { root: '/api' }, i18n: { pleaseWait: 'Un instant…' } })),
      windowWith(legacyGlobals),
    );
    expect(config.cartUrl).toBe('/panier/');
    expect(config.isCart).toBe(false);
    expect(config.cartRedirectAfterAdd).toBe(true);
    expect(config.requestTimeout).toBe(7000);
    expect(config.storeApi).toEqual({ root: '/api', nonce: '7019b28507' });
    expect(config.i18n).toEqual({ viewCart: 'View cart', pleaseWait: 'Un instant…' });
    expect(readPageConfig(pageWith(JSON.stringify(jsonConfig)), windowWith(legacyGlobals))).toEqual(jsonConfig);
  });

  it('reads the REST API settings from restApi, key by key over WordPress’s wpApiSettings', () => {
    const wpApiSettings = { root: 'https://atelier.example/wp-json/', nonce: 'legacy-nonce', versionString: 'wp/v2/' };
    expect(readPageConfig(pageWith(), windowWith({ wpApiSettings })).restApi).toEqual({ root: 'https://atelier.example/wp-json/', nonce: 'legacy-nonce', nonceEndpoint: '' });
    const config = readPageConfig(pageWith(JSON.stringify({ restApi: { nonce: 'json-nonce', nonceEndpoint: '/wp-admin/admin-ajax.php?action=rest-nonce', root: 7 } })), windowWith({ wpApiSettings }));
    expect(config.restApi).toEqual({ root: 'https://atelier.example/wp-json/', nonce: 'json-nonce', nonceEndpoint: '/wp-admin/admin-ajax.php?action=rest-nonce' });
  });

  it('ignores JSON values of the wrong type', () => {
    const config = readPageConfig(
      pageWith(JSON.stringify({ isCart: 'yes', requestTimeout: '9000', cartUrl: 42, currency: { code: 'EUR', minorUnit: 'two' }, i18n: { viewCart: 3 } })),
      windowWith(),
    );
    expect(config).toEqual(defaults);
  });

  it('logs one [fondant] error for malformed JSON and falls back to the globals', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const config = readPageConfig(pageWith('{"cartUrl": "/panier/",'), windowWith(legacyGlobals));
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toMatch(/^\[fondant\] #fondant-config is not valid JSON/);
    expect(config.cartUrl).toBe('http://127.0.0.1:8088/cart/');
    expect(config.isCart).toBe(true);
  });

  it('logs one [fondant] error when the JSON is not an object and falls back to the defaults', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(readPageConfig(pageWith('["/panier/"]'), windowWith())).toEqual(defaults);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toMatch(/^\[fondant\] /);
  });
});

describe('pageConfig', () => {
  it('reads the live page once, even when its config is malformed', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.append(pageWith('{oops').getElementById('fondant-config') as HTMLElement);
    const { pageConfig } = await import('./page-config.ts');

    const first = pageConfig();
    document.getElementById('fondant-config')?.replaceChildren('{"cartUrl": "/panier/"}');

    expect(pageConfig()).toBe(first);
    expect(first.cartUrl).toBe('/cart/');
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('reads the live document and window', async () => {
    document.body.append(pageWith('{"cartUrl": "/panier/"}').getElementById('fondant-config') as HTMLElement);
    const { pageConfig } = await import('./page-config.ts');
    expect(pageConfig().cartUrl).toBe('/panier/');
  });
});
