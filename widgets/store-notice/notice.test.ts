// The store notice on WooCommerce's own markup (inline display:none), mounted by the real registry: shown unless
// its cookie says hidden, dismissed by click, Enter or Space (cookie, hidden, default prevented), focus kept.
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import type { Registry } from '../../core/registry/registry.ts';
import { click, freshPage, startRegistry } from '../../core/testing/shop-page.ts';

const ID = '0e8e0ac8c2a1d4e4c4f2e3c6c2b1a0f9';

const page = (id: string | null = ID) => `
  <div id="page"><div id="content" class="site-content" tabindex="-1"><main id="main"><h1>Boutique</h1></main></div>
  <footer><a class="footer-cart-contents" href="/cart/">Panier</a></footer></div>
  <p role="complementary" aria-label="Notification de la boutique" class="woocommerce-store-notice demo_store"${id === null ? '' : ` data-notice-id="${id}"`} style="display:none;">Boutique de démonstration — les commandes ne seront pas honorées. <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Ignorer</a></p>`;

const notice = () => document.querySelector<HTMLElement>('.woocommerce-store-notice')!;
const link = () => document.querySelector<HTMLElement>('.woocommerce-store-notice__dismiss-link')!;

let registry: Registry | undefined;

async function mountPage(html = page()): Promise<void> {
  freshPage(html);
  const { storeNoticeWidget } = await import('./store-notice.widget.ts');
  registry = await startRegistry(storeNoticeWidget);
  expect(notice().getAttribute('data-fondant-mounted')).toBe('store-notice');
}

function keydown(target: Element, key: string, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

afterEach(() => {
  registry?.stop();
  registry = undefined;
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

describe('store notice', () => {
  it('shows a notice no cookie hides, over WooCommerce’s inline display:none', async () => {
    await mountPage();
    expect(notice().style.display).toBe('block');
  });

  it('keeps hidden a notice whose cookie says hidden', async () => {
    Cookies.set(`store_notice${ID}`, 'hidden', { path: '/' });
    await mountPage();
    expect(notice().style.display).toBe('none');
  });

  it('shows a new notice (new id) even when an earlier one was dismissed', async () => {
    Cookies.set('store_noticeolder', 'hidden', { path: '/' });
    Cookies.set(`store_notice${ID}`, 'shown', { path: '/' });
    await mountPage();
    expect(notice().style.display).toBe('block');
  });

  it('uses the cookie `store_notice` for a notice without an id', async () => {
    Cookies.set(`store_notice${ID}`, 'hidden', { path: '/' });
    await mountPage(page(null));
    expect(notice().style.display).toBe('block');
    registry?.stop();
    Cookies.set('store_notice', 'hidden', { path: '/' });
    await mountPage(page(null));
    expect(notice().style.display).toBe('none');
  });

  it('is dismissed by a click: cookie set, notice hidden, the link’s # not followed', async () => {
    await mountPage();
    const event = click(link());
    expect(event.defaultPrevented).toBe(true);
    expect(notice().style.display).toBe('none');
    expect(Cookies.get(`store_notice${ID}`)).toBe('hidden');
  });

  it.each(['Enter', ' '])('is dismissed by the %j key', async (key) => {
    await mountPage();
    const event = keydown(link(), key);
    expect(event.defaultPrevented).toBe(true);
    expect(notice().style.display).toBe('none');
    expect(Cookies.get(`store_notice${ID}`)).toBe('hidden');
  });

  it.each([
    ['Tab', {}],
    ['a', {}],
    ['Enter', { ctrlKey: true }],
    [' ', { altKey: true }],
  ])('ignores %j with %j', async (key, init) => {
    await mountPage();
    const event = keydown(link(), key, init);
    expect(event.defaultPrevented).toBe(false);
    expect(notice().style.display).toBe('block');
    expect(Cookies.get(`store_notice${ID}`)).toBeUndefined();
  });

  it('sends focus back to where it came from', async () => {
    await mountPage();
    const footerLink = document.querySelector<HTMLElement>('.footer-cart-contents')!;
    footerLink.focus();
    link().focus();
    link().dispatchEvent(new FocusEvent('focusin', { bubbles: true, relatedTarget: footerLink }));
    keydown(link(), 'Enter');
    expect(document.activeElement).toBe(footerLink);
  });

  it('else to the main content, made focusable for it', async () => {
    await mountPage();
    link().focus();
    keydown(link(), ' ');
    expect(document.activeElement).toBe(document.querySelector('main'));
    expect(document.querySelector('main')!.getAttribute('tabindex')).toBe('-1');
  });

  it('leaves focus alone when it was not in the notice', async () => {
    await mountPage();
    const footerLink = document.querySelector<HTMLElement>('.footer-cart-contents')!;
    footerLink.focus();
    click(link());
    expect(document.activeElement).toBe(footerLink);
  });
});
