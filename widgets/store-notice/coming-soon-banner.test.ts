// The "Coming soon" banner on WooCommerce 11's markup, mounted by the real registry: the dismiss link made a
// button, one form-encoded POST with the nonce header through the REST helper (a refused nonce refreshed once
// from the rest-nonce action), the banner hidden when it ends however it ends.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, type PendingFetch } from '../../core/http/fetch-stub.ts';
import type { Registry } from '../../core/registry/registry.ts';
import { click, eventually, freshPage, startRegistry, ticks } from '../../core/testing/shop-page.ts';

const REST_URL = '/wp-json/wp/v2/users/2';

const page = (dismissAttributes = `data-rest-url='${REST_URL}' data-rest-nonce='a1b2c3d4e5'`) => `
  <div id="page"><main id="main"><h1>Boutique</h1></main></div>
  <div id='coming-soon-footer-banner'><div class='coming-soon-footer-banner__content'>
    Cette page est en mode « Bientôt disponible » et n’est visible que par vous et les personnes autorisées. Pour la rendre publique,&nbsp;<a href='/wp-admin/admin.php?page=wc-settings&amp;tab=site-visibility'>modifiez les paramètres de visibilité</a>
  </div><a class='coming-soon-footer-banner-dismiss' ${dismissAttributes}></a></div>`;

const banner = () => document.getElementById('coming-soon-footer-banner')!;
const dismiss = () => document.querySelector<HTMLElement>('.coming-soon-footer-banner-dismiss')!;

let registry: Registry | undefined;
let calls: PendingFetch[];
let warn: ReturnType<typeof vi.spyOn>;

async function mountPage(html = page()): Promise<void> {
  freshPage(html);
  const { storeNoticeWidget } = await import('./store-notice.widget.ts');
  registry = await startRegistry(storeNoticeWidget);
  expect(banner().getAttribute('data-fondant-mounted')).toBe('store-notice');
}

function keydown(target: Element, key: string): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}

beforeEach(() => {
  calls = stubFetch();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(async () => {
  registry?.stop();
  registry = undefined;
  (await import('../../core/http/rest-api.ts')).resetRestApi();
});

/** The dismissal's REST call starts once the helper's chunk is imported. */
async function sent(count = 1): Promise<void> {
  await eventually(() => expect(calls).toHaveLength(count));
}

describe('coming-soon banner', () => {
  it('makes the banner a named landmark and its empty dismiss link a named, focusable button, undone at unmount', async () => {
    await mountPage();
    expect(banner().getAttribute('role')).toBe('complementary');
    expect(banner().getAttribute('aria-label')).toBe('Mode « Bientôt disponible »');
    expect(dismiss().getAttribute('role')).toBe('button');
    expect(dismiss().getAttribute('tabindex')).toBe('0');
    expect(dismiss().getAttribute('aria-label')).toBe('Masquer ce bandeau');
    registry!.stop();
    expect(['role', 'aria-label'].filter((name) => banner().hasAttribute(name))).toEqual([]);
    expect(['role', 'tabindex', 'aria-label'].filter((name) => dismiss().hasAttribute(name))).toEqual([]);
  });

  it('keeps a name and role the markup already gives', async () => {
    await mountPage(page(`href="#" role="link" aria-label="Fermer" data-rest-url="${REST_URL}" data-rest-nonce="n"`));
    expect(dismiss().getAttribute('role')).toBe('link');
    expect(dismiss().getAttribute('aria-label')).toBe('Fermer');
    expect(dismiss().hasAttribute('tabindex')).toBe(false);
  });

  it('POSTs the dismissal form-encoded with the X-WP-Nonce header, once, then hides the banner', async () => {
    await mountPage();
    expect(click(dismiss()).defaultPrevented).toBe(true);
    await sent();
    const [call] = calls;
    expect(call!.url).toBe(new URL(`${REST_URL}?_locale=user`, document.baseURI).href);
    expect(call!.init.method).toBe('POST');
    expect(call!.headers.get('X-WP-Nonce')).toBe('a1b2c3d4e5');
    expect(String(call!.init.body)).toBe('woocommerce_meta%5Bcoming_soon_banner_dismissed%5D=yes');
    expect(banner().style.display).toBe('');
    click(dismiss());
    keydown(dismiss(), 'Enter');
    await ticks();
    expect(calls).toHaveLength(1);
    call!.respond({ id: 2, woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });
    await eventually(() => expect(banner().style.display).toBe('none'));
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(['Enter', ' '])('is dismissed by the %j key', async (key) => {
    await mountPage();
    expect(keydown(dismiss(), key).defaultPrevented).toBe(true);
    await sent();
    calls[0]!.respond({ id: 2 });
    await eventually(() => expect(banner().style.display).toBe('none'));
  });

  it('recovers from a refused nonce: refreshed once from the rest-nonce action, the dismissal sent again', async () => {
    await mountPage();
    click(dismiss());
    await sent();
    calls[0]!.respond({ code: 'rest_cookie_invalid_nonce', message: 'La vérification du cookie a échoué', data: { status: 403 } }, { status: 403 });
    await sent(2);
    expect(calls[1]!.url).toBe('/wp-admin/admin-ajax.php?action=rest-nonce');
    expect(banner().style.display, 'shown until the answer').toBe('');
    calls[1]!.respond('f7e6d5c4b3');
    await sent(3);
    expect(calls[2]!.url).toBe(calls[0]!.url);
    expect(calls[2]!.headers.get('X-WP-Nonce')).toBe('f7e6d5c4b3');
    expect(String(calls[2]!.init.body)).toBe('woocommerce_meta%5Bcoming_soon_banner_dismissed%5D=yes');
    calls[2]!.respond({ id: 2, woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });
    await eventually(() => expect(banner().style.display).toBe('none'));
    expect(warn).not.toHaveBeenCalled();
  });

  it('hides the banner after a refusal the refresh cannot fix (logged out) too, and says why in the console', async () => {
    await mountPage();
    click(dismiss());
    await sent();
    calls[0]!.respond({ code: 'rest_cookie_invalid_nonce', message: 'La vérification du cookie a échoué', data: { status: 403 } }, { status: 403 });
    await sent(2);
    calls[1]!.respond('0', { status: 400 });
    await eventually(() => expect(banner().style.display).toBe('none'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('was not saved'), expect.objectContaining({ code: 'rest_cookie_invalid_nonce', status: 403 }));
    expect(calls).toHaveLength(2);
  });

  it('hides the banner when the request cannot be sent at all', async () => {
    await mountPage();
    click(dismiss());
    await sent();
    calls[0]!.fail();
    await eventually(() => expect(banner().style.display).toBe('none'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('was not saved'), expect.objectContaining({ code: 'fetch_error', message: 'Vous êtes probablement hors ligne.' }));
  });

  it('hides the banner without a request when the link has no REST URL', async () => {
    await mountPage(page(''));
    click(dismiss());
    await eventually(() => expect(banner().style.display).toBe('none'));
    expect(calls).toHaveLength(0);
  });

  it('moves focus out of the banner it hides', async () => {
    await mountPage();
    dismiss().focus();
    keydown(dismiss(), 'Enter');
    await sent();
    calls[0]!.respond({ id: 2 });
    await eventually(() => expect(banner().style.display).toBe('none'));
    expect(document.activeElement).toBe(document.querySelector('main'));
  });

  it('does nothing more once unmounted while the request runs', async () => {
    await mountPage();
    click(dismiss());
    await sent();
    registry!.stop();
    await ticks();
    expect(banner().style.display).toBe('');
    expect(warn).not.toHaveBeenCalled();
  });
});
