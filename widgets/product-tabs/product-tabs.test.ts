// The product tabs mounted by the real registry on the stock Storefront markup: the tab the URL names, the
// WAI-ARIA state, clicks and keys (automatic activation), hash changes, the review link, legacy `init`, unmount.
import jQuery from 'jquery';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Registry } from '../../core/registry/registry.ts';
import { click, freshPage, startRegistry } from '../../core/testing/shop-page.ts';

const PRODUCT = '/produit/formation-cake-designer-intermediaire-10-jours/';

const page = `
  <div class="summary"><a href="#reviews" class="woocommerce-review-link" rel="nofollow">(<span class="count">2</span> avis client)</a></div>
  <div class="woocommerce-tabs wc-tabs-wrapper">
    <ul class="tabs wc-tabs" role="tablist">
      <li role="presentation" class="description_tab" id="tab-title-description"><a href="#tab-description" role="tab" aria-controls="tab-description">Description</a></li>
      <li role="presentation" class="additional_information_tab" id="tab-title-additional_information"><a href="#tab-additional_information" role="tab" aria-controls="tab-additional_information">Informations complémentaires</a></li>
      <li role="presentation" class="reviews_tab" id="tab-title-reviews"><a href="#tab-reviews" role="tab" aria-controls="tab-reviews">Avis (2)</a></li>
    </ul>
    <div class="woocommerce-Tabs-panel panel entry-content wc-tab" id="tab-description" role="tabpanel" aria-labelledby="tab-title-description"><h2>Description</h2></div>
    <div class="woocommerce-Tabs-panel panel entry-content wc-tab" id="tab-additional_information" role="tabpanel" aria-labelledby="tab-title-additional_information"><h2>Informations complémentaires</h2></div>
    <div class="woocommerce-Tabs-panel panel entry-content wc-tab" id="tab-reviews" role="tabpanel" aria-labelledby="tab-title-reviews">
      <div id="reviews"><ol class="commentlist"><li id="li-comment-2"><div id="comment-2">Sophie</div></li></ol></div>
    </div>
  </div>`;

const wrapper = () => document.querySelector<HTMLElement>('.wc-tabs-wrapper')!;
const tabLink = (key: string) => document.querySelector<HTMLAnchorElement>(`#tab-title-${key} a`)!;
const panel = (key: string) => document.getElementById(`tab-${key}`)!;
const keys = ['description', 'additional_information', 'reviews'];

/** The one open tab, checked against the whole ARIA state: selected tab, roving tabindex, li.active, hidden panels. */
function openTab(): string {
  const open = keys.filter((key) => tabLink(key).getAttribute('aria-selected') === 'true');
  for (const key of keys) {
    const selected = open.includes(key);
    expect(tabLink(key).tabIndex, key).toBe(selected ? 0 : -1);
    expect(tabLink(key).parentElement!.classList.contains('active'), key).toBe(selected);
    expect(panel(key).hidden, key).toBe(!selected);
  }
  expect(open).toHaveLength(1);
  return open[0]!;
}

function key(target: Element, name: string, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

let registry: Registry | undefined;
let scrolled: { element: Element; options: unknown }[];

async function mountAt(url: string, html = page): Promise<void> {
  window.history.replaceState(null, '', url);
  freshPage(html);
  const { productTabsWidget } = await import('./product-tabs.widget.ts');
  registry = await startRegistry(productTabsWidget);
  expect(wrapper().getAttribute('data-fondant-mounted')).toBe('product-tabs');
}

beforeEach(() => {
  scrolled = [];
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element, options?: unknown) {
    scrolled.push({ element: this, options });
  });
});

afterEach(() => {
  registry?.stop();
  registry = undefined;
  delete (window as Window & { jQuery?: unknown }).jQuery;
});

describe('product tabs', () => {
  it('opens the first tab of a plain URL and completes the ARIA wiring', async () => {
    await mountAt(PRODUCT);
    expect(openTab()).toBe('description');
    expect(tabLink('reviews').getAttribute('aria-controls')).toBe('tab-reviews');
    expect(panel('reviews').getAttribute('aria-labelledby')).toBe('tab-title-reviews');
    expect(panel('reviews').tabIndex).toBe(0);
    expect(document.querySelector('[role=tablist]')!.getAttribute('aria-orientation')).toBe('horizontal');
    expect(scrolled).toEqual([]);
  });

  it.each([
    ['#reviews', 'reviews'],
    ['#tab-reviews', 'reviews'],
    ['#comment-2', 'reviews'],
    ['?cpage=2', 'reviews'],
    ['comment-page-2/', 'reviews'],
    ['#tab-additional_information', 'additional_information'],
    ['#tab-reviews"><img src=x onerror=alert(1)>', 'description'],
  ])('opens the tab %j names', async (suffix, expected) => {
    await mountAt(PRODUCT + suffix);
    expect(openTab()).toBe(expected);
    expect(document.querySelector('img')).toBeNull();
  });

  it('brings the hash target back into view once its panel is open (the browser scrolled before the panels hid)', async () => {
    await mountAt(`${PRODUCT}#comment-2`);
    expect(scrolled.map((call) => call.element.id)).toEqual(['comment-2']);
  });

  it('opens a clicked tab, writes its hash without a new history entry, and stops the link', async () => {
    await mountAt(PRODUCT);
    const push = vi.spyOn(History.prototype, 'pushState');
    const event = click(tabLink('reviews'));
    expect(event.defaultPrevented).toBe(true);
    expect(openTab()).toBe('reviews');
    expect(window.location.hash).toBe('#tab-reviews');
    expect(push).not.toHaveBeenCalled();
  });

  it('activates with the arrows (wrapping), Home and End, moving focus with the selection', async () => {
    await mountAt(PRODUCT);
    tabLink('description').focus();
    expect(key(tabLink('description'), 'ArrowRight').defaultPrevented).toBe(true);
    expect(openTab()).toBe('additional_information');
    expect(document.activeElement).toBe(tabLink('additional_information'));
    expect(window.location.hash).toBe('#tab-additional_information');
    key(tabLink('additional_information'), 'ArrowRight');
    key(tabLink('reviews'), 'ArrowRight');
    expect(openTab()).toBe('description');
    key(tabLink('description'), 'ArrowLeft');
    expect(openTab()).toBe('reviews');
    key(tabLink('reviews'), 'Home');
    expect(openTab()).toBe('description');
    key(tabLink('description'), 'End');
    expect(openTab()).toBe('reviews');
    expect(document.activeElement).toBe(tabLink('reviews'));
  });

  it('leaves Up/Down, modified arrows and other keys to the browser in a row', async () => {
    await mountAt(PRODUCT);
    for (const [name, init] of [['ArrowDown', {}], ['ArrowUp', {}], ['ArrowRight', { altKey: true }], ['Tab', {}]] as const) {
      expect(key(tabLink('description'), name, init).defaultPrevented, name).toBe(false);
    }
    expect(openTab()).toBe('description');
  });

  it('opens a focused tab that is not the selected one on Space or Enter, without scrolling or following the link', async () => {
    await mountAt(PRODUCT);
    tabLink('reviews').focus();
    expect(key(tabLink('reviews'), ' ').defaultPrevented).toBe(true);
    expect(openTab()).toBe('reviews');
    expect(window.location.hash).toBe('#tab-reviews');
    expect(document.activeElement).toBe(tabLink('reviews'));
    tabLink('description').focus();
    expect(key(tabLink('description'), 'Enter').defaultPrevented).toBe(true);
    expect(openTab()).toBe('description');
    expect(window.location.hash).toBe('#tab-description');
    expect(key(tabLink('description'), ' ').defaultPrevented, 'Space on the selected tab does not scroll').toBe(true);
    expect(openTab()).toBe('description');
    expect(key(tabLink('reviews'), ' ', { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(openTab()).toBe('description');
  });

  it('swaps Left and Right in a right-to-left page', async () => {
    await mountAt(PRODUCT, `<div dir="rtl">${page}</div>`);
    key(tabLink('description'), 'ArrowLeft');
    expect(openTab()).toBe('additional_information');
  });

  it('takes Up/Down when the tabs are stacked', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const index = keys.findIndex((tabKey) => this.id === `tab-title-${tabKey}`);
      return { left: 0, top: Math.max(index, 0) * 44 } as DOMRect;
    });
    await mountAt(PRODUCT);
    expect(document.querySelector('[role=tablist]')!.getAttribute('aria-orientation')).toBe('vertical');
    expect(key(tabLink('description'), 'ArrowRight').defaultPrevented).toBe(false);
    key(tabLink('description'), 'ArrowDown');
    expect(openTab()).toBe('additional_information');
  });

  it('follows hash changes that name a tab, and ignores the others', async () => {
    await mountAt(PRODUCT);
    window.location.hash = '#comment-2';
    await vi.waitFor(() => expect(openTab()).toBe('reviews'));
    expect(scrolled.map((call) => call.element.id)).toContain('comment-2');
    window.location.hash = '#&gid=1&pid=2';
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(openTab()).toBe('reviews');
    window.location.hash = '#tab-additional_information';
    await vi.waitFor(() => expect(openTab()).toBe('additional_information'));
  });

  it('opens the reviews from the review link, scrolls smoothly to the tab, focuses it and pushes #reviews', async () => {
    await mountAt(PRODUCT);
    const push = vi.spyOn(History.prototype, 'pushState');
    const event = click(document.querySelector('.woocommerce-review-link')!);
    expect(event.defaultPrevented).toBe(true);
    expect(openTab()).toBe('reviews');
    expect(window.location.hash).toBe('#reviews');
    expect(push).toHaveBeenCalledTimes(1);
    expect(scrolled).toEqual([{ element: tabLink('reviews').parentElement, options: { behavior: 'smooth', block: 'start' } }]);
    expect(document.activeElement).toBe(tabLink('reviews'));
  });

  it('hears a click on the review link’s inner count too', async () => {
    await mountAt(PRODUCT);
    click(document.querySelector('.woocommerce-review-link .count')!);
    expect(openTab()).toBe('reviews');
  });

  it('jumps without animation when the shopper prefers reduced motion', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: query === '(prefers-reduced-motion: reduce)' }) as MediaQueryList);
    await mountAt(PRODUCT);
    click(document.querySelector('.woocommerce-review-link')!);
    expect(scrolled[0]?.options).toEqual({ behavior: 'auto', block: 'start' });
  });

  it('lets a modified click on the review link through (new tab)', async () => {
    await mountAt(PRODUCT);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    document.querySelector('.woocommerce-review-link')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(openTab()).toBe('description');
  });

  it('obeys the legacy init event, native or jQuery, by opening the tab the URL names again', async () => {
    Object.assign(window, { jQuery });
    await mountAt(`${PRODUCT}#tab-additional_information`);
    click(tabLink('reviews'));
    window.history.replaceState(null, '', `${PRODUCT}#tab-additional_information`);
    jQuery(wrapper()).trigger('init');
    expect(openTab()).toBe('additional_information');
    click(tabLink('description'));
    window.history.replaceState(null, '', `${PRODUCT}#tab-additional_information`);
    wrapper().dispatchEvent(new CustomEvent('init'));
    expect(openTab()).toBe('additional_information');
    click(tabLink('reviews'));
    window.history.replaceState(null, '', `${PRODUCT}#tab-additional_information`);
    jQuery(panel('reviews')).trigger('init');
    expect(openTab()).toBe('reviews');
  });

  it('shows every panel again and drops its ARIA state when unmounted', async () => {
    await mountAt(`${PRODUCT}#reviews`);
    registry!.stop();
    registry = undefined;
    for (const tabKey of keys) {
      expect(panel(tabKey).hidden).toBe(false);
      expect(panel(tabKey).hasAttribute('tabindex')).toBe(false);
      expect(tabLink(tabKey).hasAttribute('aria-selected')).toBe(false);
      expect(tabLink(tabKey).hasAttribute('tabindex')).toBe(false);
      expect(tabLink(tabKey).parentElement!.classList.contains('active')).toBe(false);
    }
    expect(document.querySelector('[role=tablist]')!.hasAttribute('aria-orientation')).toBe(false);
    click(tabLink('reviews'));
    expect(panel('description').hidden).toBe(false);
  });
});
