// The notice focus mounted by the real registry on WooCommerce's alert notices: the first one gets tabindex=-1
// at once and focus exactly 500 ms later, on load and when the classic cart inserts new ones
// (`updated_wc_div` / `item_removed_from_classic_cart`, native or jQuery); not if the shopper or Fondant's own
// payment error took focus meanwhile; not once unmounted; no chunk at all on a page without notices.
import jQuery from 'jquery';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Registry } from '../../core/registry/registry.ts';
import { freshPage, startRegistryUnderFakeTimers } from '../../core/testing/shop-page.ts';

const message = (text: string) =>
  `<div class="woocommerce-message" role="alert">« ${text} » a été ajouté à votre panier. <a href="/panier/" class="button wc-forward">Voir le panier</a></div>`;
const page = (notices: string) => `
  <div class="woocommerce">${notices}</div>
  <form role="search"><label for="s">Rechercher</label><input id="s" name="s" type="search"></form>
  <div class="woocommerce-notices-wrapper"></div>`;

const focused = () => document.activeElement;
const notices = () => Array.from(document.querySelectorAll<HTMLElement>('.woocommerce > *'));

let registry: Registry | undefined;

/** The registry started under fake timers (its mount needs none), so the 500 ms are counted from the mount. */
async function mountPage(html: string): Promise<void> {
  freshPage(html);
  const { noticeFocusWidget } = await import('./notice-focus.widget.ts');
  registry = await startRegistryUnderFakeTimers(noticeFocusWidget);
}

/** What the classic cart script does after replacing the cart: new notices, then the event on body; the
 *  registry then mounts the new notices. */
async function replaceNotices(html: string, trigger: (name: string) => void, name = 'updated_wc_div'): Promise<HTMLElement> {
  document.querySelector('.woocommerce')!.innerHTML = html;
  trigger(name);
  await settleRegistry();
  return notices()[0]!;
}

/** Lets the registry's MutationObserver records reach it and the mounts they start finish. */
async function settleRegistry(): Promise<void> {
  await new Promise<void>((resolve) => setImmediate(resolve));
  await registry!.settled();
}
const nativeTrigger = (name: string) => document.body.dispatchEvent(new CustomEvent(name, { bubbles: true }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  registry?.stop();
  registry = undefined;
  vi.useRealTimers();
  delete (window as Window & { jQuery?: unknown }).jQuery;
});

/** What the express checkout does with a payment error: an alert notice in the notices area, focused at once. */
function showFocusedError(message: string): HTMLElement {
  const notice = document.createElement('div');
  notice.className = 'woocommerce-error';
  notice.setAttribute('role', 'alert');
  notice.tabIndex = -1;
  notice.textContent = message;
  document.querySelector('.woocommerce-notices-wrapper')!.append(notice);
  notice.focus();
  return notice;
}

describe('notice focus on load', () => {
  it('gives the first alert notice tabindex=-1 at once and focus at 500 ms, not before', async () => {
    await mountPage(
      page(`<div class="woocommerce-info" role="status">Info</div>${message('Pâte à sucre blanche 1 kg')}
        <ul class="woocommerce-error" role="alert"><li>Erreur</li></ul>`),
    );
    const [info, first, error] = notices();
    expect(first!.getAttribute('tabindex')).toBe('-1');
    expect(error!.hasAttribute('tabindex')).toBe(false);
    expect(info!.hasAttribute('tabindex')).toBe(false);
    vi.advanceTimersByTime(499);
    expect(focused()).toBe(document.body);
    vi.advanceTimersByTime(1);
    expect(focused()).toBe(first);
  });

  it.each([
    ['an error list', '<ul class="woocommerce-error" role="alert"><li>Erreur</li></ul>'],
    ['a blocks notice banner', '<div class="wc-block-components-notice-banner is-error" role="alert">Erreur</div>'],
  ])('focuses %s', async (_, html) => {
    await mountPage(page(html));
    vi.advanceTimersByTime(500);
    expect(focused()).toBe(notices()[0]);
  });

  it('leaves notices that are not alerts alone', async () => {
    await mountPage(page('<div class="woocommerce-message">Sans rôle</div><div class="woocommerce-info" role="alert">Info</div>'));
    vi.advanceTimersByTime(500);
    expect(focused()).toBe(document.body);
    expect(notices().map((notice) => notice.hasAttribute('tabindex'))).toEqual([false, false]);
    expect(document.querySelector('[data-fondant-mounted]')).toBeNull();
  });

  it('keeps the focus a shopper moved within the 500 ms', async () => {
    await mountPage(page(message('Pâte à sucre blanche 1 kg')));
    document.querySelector<HTMLInputElement>('#s')!.focus();
    vi.advanceTimersByTime(500);
    expect(focused()).toBe(document.querySelector('#s'));
  });

  it('does not take focus from Fondant’s own payment error shown within the 500 ms', async () => {
    await mountPage(page(message('Pâte à sucre blanche 1 kg')));
    const paymentError = showFocusedError('Le paiement a échoué.');
    expect(focused()).toBe(paymentError);
    vi.advanceTimersByTime(500);
    expect(focused()).toBe(paymentError);
  });

  it('focuses nothing once unmounted', async () => {
    await mountPage(page(message('Pâte à sucre blanche 1 kg')));
    registry!.stop();
    vi.advanceTimersByTime(500);
    expect(focused()).toBe(document.body);
  });
});

describe('notice focus after the classic cart changed', () => {
  it.each([
    ['updated_wc_div, native', 'updated_wc_div', false],
    ['updated_wc_div, jQuery', 'updated_wc_div', true],
    ['item_removed_from_classic_cart, native', 'item_removed_from_classic_cart', false],
    ['item_removed_from_classic_cart, jQuery', 'item_removed_from_classic_cart', true],
  ])('focuses the new first notice 500 ms after %s', async (_, name, withJQuery) => {
    if (withJQuery) (window as Window & { jQuery?: unknown }).jQuery = jQuery;
    await mountPage(page(''));
    vi.advanceTimersByTime(1000);
    const trigger = withJQuery ? (event: string) => void jQuery(document.body).trigger(event) : nativeTrigger;
    const notice = await replaceNotices(message('Spatule coudée inox 20 cm'), trigger, name);
    expect(notice.getAttribute('tabindex')).toBe('-1');
    vi.advanceTimersByTime(499);
    expect(focused()).toBe(document.body);
    vi.advanceTimersByTime(1);
    expect(focused()).toBe(notice);
  });

  it('counts the 500 ms from the last event, and focuses the notice it found', async () => {
    await mountPage(page(message('Pâte à sucre blanche 1 kg')));
    vi.advanceTimersByTime(300);
    const notice = await replaceNotices('<ul class="woocommerce-error" role="alert"><li>Quantité invalide</li></ul>', nativeTrigger);
    vi.advanceTimersByTime(499);
    expect(focused()).toBe(document.body);
    vi.advanceTimersByTime(1);
    expect(focused()).toBe(notice);
  });

  it('leaves focus on a notice that already has it', async () => {
    await mountPage(page(''));
    const paymentError = showFocusedError('Le paiement a échoué.');
    document.querySelector('.woocommerce')!.insertAdjacentHTML('afterbegin', message('Spatule coudée inox 20 cm'));
    nativeTrigger('updated_wc_div');
    await settleRegistry();
    vi.advanceTimersByTime(500);
    expect(focused()).toBe(paymentError);
  });
});
