// The result count mounted by the real registry: after a load with a query string it is an alert hidden from
// assistive technology for exactly 2 s, then shown with its content re-inserted (new nodes, same words); not
// without a query string, not under the interactive product filters, only the first count, restored at unmount.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Registry } from '../../core/registry/registry.ts';
import { freshPage, startRegistryUnderFakeTimers } from '../../core/testing/shop-page.ts';

const count = (extra = '') => `
  ${extra}
  <p class="woocommerce-result-count" role="status" aria-relevant="all">
	Affichage de tous les 8 résultats</p>
  <ul class="products"></ul>
  <p class="woocommerce-result-count" role="status" aria-relevant="all">
	Affichage de tous les 8 résultats</p>`;

const counts = () => Array.from(document.querySelectorAll<HTMLElement>('.woocommerce-result-count'));
const attributes = (element: HTMLElement) => ({ role: element.getAttribute('role'), hidden: element.getAttribute('aria-hidden') });
const SERVER = { role: 'status', hidden: null };

let registry: Registry | undefined;

/** The registry started under fake timers (its mount needs none), so the 2 s are counted from the mount. */
async function mountAt(url: string, html = count()): Promise<void> {
  window.history.replaceState(null, '', url);
  freshPage(html);
  const { shopOrderingWidget } = await import('./shop-ordering.widget.ts');
  registry = await startRegistryUnderFakeTimers(shopOrderingWidget);
  expect(counts()[0]!.getAttribute('data-fondant-mounted')).toBe('shop-ordering');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  registry?.stop();
  registry = undefined;
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('result count re-announcement', () => {
  it('hides the first count as an alert, then after 2000 ms shows it with the same words in new nodes', async () => {
    await mountAt('/shop/?orderby=price&paged=1');
    const [first, second] = counts();
    const serverText = first!.firstChild;
    expect(attributes(first!)).toEqual({ role: 'alert', hidden: 'true' });
    vi.advanceTimersByTime(1999);
    expect(attributes(first!)).toEqual({ role: 'alert', hidden: 'true' });
    expect(first!.firstChild).toBe(serverText);
    vi.advanceTimersByTime(1);
    expect(attributes(first!)).toEqual({ role: 'alert', hidden: null });
    expect(first!.firstChild).not.toBe(serverText);
    expect(first!.textContent).toBe('\n\tAffichage de tous les 8 résultats');
    expect(attributes(second!)).toEqual(SERVER);
  });

  it('leaves the count alone without a query string or under the interactive product filters', async () => {
    await mountAt('/shop/');
    vi.advanceTimersByTime(2000);
    expect(counts().map(attributes)).toEqual([SERVER, SERVER]);
    registry!.stop();

    await mountAt('/shop/?orderby=price', count('<div data-wp-interactive="woocommerce/product-filters"></div>'));
    vi.advanceTimersByTime(2000);
    expect(counts().map(attributes)).toEqual([SERVER, SERVER]);
  });

  it('restores the server’s attributes when unmounted before the 2 s, and re-inserts nothing', async () => {
    await mountAt('/shop/?orderby=price');
    const serverText = counts()[0]!.firstChild;
    registry!.stop();
    expect(attributes(counts()[0]!)).toEqual(SERVER);
    vi.advanceTimersByTime(2000);
    expect(counts()[0]!.firstChild).toBe(serverText);
  });
});
