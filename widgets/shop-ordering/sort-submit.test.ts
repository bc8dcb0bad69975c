// The sort form mounted by the real registry on WooCommerce's markup: a chosen order submits the form through
// requestSubmit (the page's submit listeners see it), a plugin's jQuery change too; orders stepped through with
// keys on the closed select wait for Enter; other fields and an unmounted form submit nothing.
import jQuery from 'jquery';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Registry } from '../../core/registry/registry.ts';
import { freshPage, startRegistry, ticks } from '../../core/testing/shop-page.ts';

const shop = `
  <div class="storefront-sorting"><div class="woocommerce-notices-wrapper"></div>
    <form class="woocommerce-ordering" method="get">
      <select name="orderby" class="orderby" aria-label="Tri de la boutique">
        <option value="menu_order" selected>Tri par défaut</option><option value="popularity">Tri par popularité</option>
        <option value="price">Tri par tarif croissant</option><option value="price-desc">Tri par tarif décroissant</option>
      </select>
      <select name="per_page" class="per-page"><option value="12" selected>12</option><option value="24">24</option></select>
      <input type="hidden" name="paged" value="1">
      <button type="submit" class="button orderby-submit">Trier</button>
    </form>
  </div>`;

const form = () => document.querySelector<HTMLFormElement>('form.woocommerce-ordering')!;
const select = () => document.querySelector<HTMLSelectElement>('select.orderby')!;

let registry: Registry | undefined;
/** What the page's own submit listeners received: the submitted fields (the navigation itself is cancelled). */
let submissions: Record<string, string>[];

async function mountShop(): Promise<void> {
  freshPage(shop);
  submissions = [];
  form().addEventListener('submit', (event) => {
    event.preventDefault();
    submissions.push(Object.fromEntries(new FormData(form()) as unknown as Iterable<[string, string]>));
  });
  const { shopOrderingWidget } = await import('./shop-ordering.widget.ts');
  registry = await startRegistry(shopOrderingWidget);
  expect(form().getAttribute('data-fondant-mounted')).toBe('shop-ordering');
}

function choose(value: string, target: HTMLSelectElement = select()): void {
  target.value = value;
  target.dispatchEvent(new Event('change', { bubbles: true }));
}

function key(name: string): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
  select().dispatchEvent(event);
  return event;
}

/** A key on the closed select as Windows and Linux handle it: the value moves and `change` fires within the key press. */
function stepByKey(value: string): void {
  const event = new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true });
  select().addEventListener('keydown', () => choose(value), { once: true });
  select().dispatchEvent(event);
}

beforeEach(() => {
  registry = undefined;
});

afterEach(() => {
  registry?.stop();
  delete (window as Window & { jQuery?: unknown }).jQuery;
});

describe('sort form', () => {
  it('submits the chosen order once, through the submit event the page listens to', async () => {
    await mountShop();
    choose('price');
    expect(submissions).toEqual([{ orderby: 'price', per_page: '12', paged: '1' }]);
  });

  it('submits when a plugin changes the order with jQuery', async () => {
    (window as Window & { jQuery?: unknown }).jQuery = jQuery;
    await mountShop();
    jQuery(select()).val('price-desc').trigger('change');
    expect(submissions).toEqual([{ orderby: 'price-desc', per_page: '12', paged: '1' }]);
  });

  it('lets orders stepped through with keys wait for Enter, then submits the one shown', async () => {
    await mountShop();
    stepByKey('popularity');
    stepByKey('price');
    expect(submissions).toEqual([]);
    await ticks(1);
    expect(submissions).toEqual([]);
    const enter = key('Enter');
    expect(enter.defaultPrevented).toBe(true);
    expect(submissions).toEqual([{ orderby: 'price', per_page: '12', paged: '1' }]);
  });

  it('leaves Enter alone when no order is waiting, and submits a pick from the open list at once', async () => {
    await mountShop();
    expect(key('Enter').defaultPrevented).toBe(false);
    // Space opens the list: its key press changes nothing; the pick comes later.
    key(' ');
    await ticks(1);
    choose('popularity');
    expect(submissions).toEqual([{ orderby: 'popularity', per_page: '12', paged: '1' }]);
    expect(key('Enter').defaultPrevented).toBe(false);
    expect(submissions).toHaveLength(1);
  });

  it('does not submit for the form’s other fields, nor once unmounted', async () => {
    await mountShop();
    choose('24', document.querySelector<HTMLSelectElement>('select.per-page')!);
    expect(submissions).toEqual([]);
    registry!.stop();
    choose('price');
    expect(submissions).toEqual([]);
  });
});
