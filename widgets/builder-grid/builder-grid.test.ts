// The grids over the theme's markup: a portfolio's filters as toggle buttons, its pages and the theme's pagination
// markup, the focus, the announcements, the empty line, the hash written among the tabs' part and followed; a
// gallery's pages from `data-per_page`; bad page sizes; one page without pagination; cleanup giving back the markup.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NoAttributes } from '../../core/registry/define-widget.ts';
import { testMount } from '../../core/testing/test-mount.ts';
import { mount } from './builder-grid.ts';

const project = (index: number, category: string) =>
  `<div id="post-${index}" class="et_pb_portfolio_item et_pb_grid_item project_category_${category} et_pb_filterable_portfolio_item_0_${index}"><a href="/projet-${index}/"><span class="et_portfolio_image"></span></a><h2 class="et_pb_module_header"><a href="/projet-${index}/">Projet ${index}</a></h2></div>`;
const CATEGORIES = ['anniversaires', 'wedding-cakes', 'wedding-cakes', 'fleurs', 'wedding-cakes', 'anniversaires', 'wedding-cakes', 'fleurs', 'wedding-cakes', 'anniversaires', 'fleurs'];

function portfolio(attributes = 'id="realisations" data-posts-number="4"', count = CATEGORIES.length): string {
  return `<div ${attributes} class="et_pb_module et_pb_filterable_portfolio et_pb_filterable_portfolio_0 et_pb_portfolio et_pb_filterable_portfolio_grid clearfix">
  <div class="et_pb_portfolio_filters clearfix"><ul class="clearfix">
    <li class="et_pb_portfolio_filter et_pb_portfolio_filter_all"><a href="#" class="active" data-category-slug="all">Tout</a></li>
    <li class="et_pb_portfolio_filter"><a href="#" data-category-slug="anniversaires">Anniversaires</a></li>
    <li class="et_pb_portfolio_filter"><a href="#" data-category-slug="baptemes">Baptêmes</a></li>
    <li class="et_pb_portfolio_filter"><a href="#" data-category-slug="fleurs">Fleurs en sucre</a></li>
    <li class="et_pb_portfolio_filter"><a href="#" data-category-slug="wedding-cakes">Wedding cakes</a></li>
  </ul></div>
  <div class="et_pb_portfolio_items_wrapper clearfix"><div class="et_pb_portfolio_items">${CATEGORIES.slice(0, count).map((category, index) => project(index, category)).join('')}</div></div>
  <div class="et_pb_portofolio_pagination"></div>
</div>`;
}

function gallery(perPage: string, count: number, id = 'galerie-stage'): string {
  const pictures = Array.from({ length: count }, (_, index) => `<div class="et_pb_gallery_item et_pb_grid_item et_pb_bg_layout_light et_pb_gallery_item_0_${index}"><div class="et_pb_gallery_image landscape"><a href="/photo-${index}.svg" title="Photo ${index}"><img src="/photo-${index}.svg" alt="Photo ${index}"></a></div></div>`);
  return `<div ${id ? `id="${id}" ` : ''}class="et_pb_module et_pb_gallery et_pb_gallery_0 et_pb_gallery_grid"><div class="et_pb_gallery_items et_post_gallery clearfix" data-per_page="${perPage}">${pictures.join('')}</div><div class="et_pb_gallery_pagination"></div></div>`;
}

const mounts: Array<{ unmount(): void }> = [];

function setUp(html: string, hash = '') {
  window.location.hash = hash;
  document.body.innerHTML = html;
  const root = document.body.firstElementChild as HTMLElement;
  const before = root.outerHTML;
  const mounted = testMount<NoAttributes>(root);
  mounts.push(mounted);
  mount(mounted.context);
  return { root, before, mounted };
}

const shownIds = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('.et_pb_portfolio_item, .et_pb_gallery_item')].filter((item) => !item.hidden).map((item) => item.id || item.className.match(/item_0_(\d+)/)![1]);
const pageLinks = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('nav li')].map((item) => `${item.className}${item.style.display === 'none' ? ' (caché)' : ''}${item.querySelector('a.active') ? ' [courante]' : ''}`);
const filter = (root: HTMLElement, slug: string) => root.querySelector<HTMLAnchorElement>(`a[data-category-slug="${slug}"]`)!;
const pageLink = (root: HTMLElement, page: string) => root.querySelector<HTMLAnchorElement>(`nav a[data-page="${page}"]`)!;
const liveRegion = () => document.querySelector('[aria-live="polite"]')?.textContent;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  mounts.splice(0).forEach((mounted) => mounted.unmount());
  vi.useRealTimers();
  window.location.hash = '';
  document.body.innerHTML = '';
});

describe('a filterable portfolio', () => {
  it('shows its first page, the filters as toggle buttons and the pagination in the theme’s markup', () => {
    const { root } = setUp(portfolio());
    expect(shownIds(root)).toEqual(['post-0', 'post-1', 'post-2', 'post-3']);
    const hidden = root.querySelector<HTMLElement>('#post-4')!;
    expect([hidden.hidden, hidden.style.display, hidden.isConnected]).toEqual([true, 'none', true]);
    expect(root.querySelector('.et_pb_portfolio_filters')?.getAttribute('role')).toBe('group');
    expect(root.querySelector('.et_pb_portfolio_filters')?.getAttribute('aria-label')).toBe('Filtrer les créations par catégorie');
    expect([...root.querySelectorAll('a[data-category-slug]')].map((link) => `${link.getAttribute('role')} ${link.getAttribute('aria-pressed')} ${link.className}`)).toEqual([
      'button true active',
      'button false ',
      'button false ',
      'button false ',
      'button false ',
    ]);
    const nav = root.querySelector('.et_pb_portofolio_pagination > nav')!;
    expect(nav.getAttribute('aria-label')).toBe('Pages des créations');
    expect(pageLinks(root)).toEqual(['prev (caché)', 'page page-1 [courante]', 'page page-2', 'page page-3', 'next']);
    expect([...nav.querySelectorAll('a')].map((link) => `${link.className}|${link.getAttribute('data-page')}|${link.textContent}|${link.getAttribute('aria-label')}`)).toEqual([
      'page-prev|prev|Précédent|null',
      'page-1 active|1|1|Page 1',
      'page-2|2|2|Page 2',
      'page-3 last-page|3|3|Page 3',
      'page-next|next|Suivant|null',
    ]);
    expect(pageLink(root, '1').getAttribute('aria-current')).toBe('page');
    expect([...root.querySelectorAll('.et_pb_portfolio_item.active')]).toHaveLength(11);
  });

  it('pages with the links and with Space: the focus on the first project’s link, the announcement, the hash', () => {
    const { root } = setUp(portfolio(), '#programme-stage|2');
    pageLink(root, 'next').click();
    expect(shownIds(root)).toEqual(['post-4', 'post-5', 'post-6', 'post-7']);
    expect(pageLinks(root)).toEqual(['prev', 'page page-1', 'page page-2 [courante]', 'page page-3', 'next']);
    expect(document.activeElement?.getAttribute('href')).toBe('/projet-4/');
    expect(liveRegion()).toBe('Page 2 sur 3, 4 créations');
    expect(window.location.hash).toBe('#programme-stage|2||realisations|all|2');
    pageLink(root, '3').dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    expect(shownIds(root)).toEqual(['post-8', 'post-9', 'post-10']);
    expect(pageLinks(root)).toEqual(['prev', 'page page-1', 'page page-2', 'page page-3 [courante]', 'next (caché)']);
    expect(liveRegion()).toBe('Page 3 sur 3, 3 créations');
    pageLink(root, 'prev').click();
    expect(shownIds(root)).toEqual(['post-4', 'post-5', 'post-6', 'post-7']);
  });

  it('filters with the toggle buttons, back to page 1, announcing the category and its count', () => {
    const { root } = setUp(portfolio());
    pageLink(root, '2').click();
    filter(root, 'wedding-cakes').dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    expect(shownIds(root)).toEqual(['post-1', 'post-2', 'post-4', 'post-6']);
    expect([filter(root, 'wedding-cakes').className, filter(root, 'wedding-cakes').getAttribute('aria-pressed'), filter(root, 'all').className]).toEqual(['active', 'true', '']);
    expect(root.querySelectorAll('.et_pb_portfolio_item.active')).toHaveLength(5);
    expect(pageLinks(root)).toEqual(['prev (caché)', 'page page-1 [courante]', 'page page-2', 'next']);
    expect(liveRegion()).toBe('Catégorie Wedding cakes : 5 créations, page 1 sur 2');
    expect(window.location.hash).toBe('#realisations|wedding-cakes|1');
    filter(root, 'fleurs').click();
    expect(shownIds(root)).toEqual(['post-3', 'post-7', 'post-10']);
    expect(root.querySelector('nav'), 'one page: no pagination').toBeNull();
    expect(liveRegion()).toBe('Catégorie Fleurs en sucre : 3 créations');
    filter(root, 'all').click();
    expect(liveRegion()).toBe('Toutes les catégories : 11 créations, page 1 sur 3');
  });

  it('says so when a category has no project, and puts the focus on the items', () => {
    const { root } = setUp(portfolio());
    filter(root, 'baptemes').click();
    expect(shownIds(root)).toEqual([]);
    const empty = root.querySelector('.et_pb_portfolio_items > p');
    expect(empty?.textContent).toBe('Aucune création dans cette catégorie.');
    expect(document.activeElement).toBe(root.querySelector('.et_pb_portfolio_items'));
    expect(liveRegion()).toBe('Catégorie Baptêmes : 0 création');
    filter(root, 'anniversaires').click();
    expect(root.querySelector('.et_pb_portfolio_items > p')).toBeNull();
  });

  it('recomputes the row classes after a filter', () => {
    const { root } = setUp(portfolio());
    const rows = () => [...root.querySelectorAll<HTMLElement>('.et_pb_portfolio_item:not([hidden])')].map((item) => ['first_in_row', 'on_last_row'].filter((name) => item.classList.contains(name)).join(' '));
    expect(rows(), 'nothing rendered in happy-dom: one column').toEqual(['first_in_row', 'first_in_row', 'first_in_row', 'first_in_row on_last_row']);
    filter(root, 'fleurs').click();
    expect(rows()).toEqual(['first_in_row', 'first_in_row', 'first_in_row on_last_row']);
    expect(root.querySelector('#post-0')?.classList.contains('first_in_row'), 'hidden items lose them').toBe(false);
  });

  it('opens on the hash’s category and page, falls back for unknown ones, and follows the hash as it changes', () => {
    const { root } = setUp(portfolio(), '#programme-stage|1||realisations|wedding-cakes|2');
    expect(shownIds(root)).toEqual(['post-8']);
    expect(filter(root, 'wedding-cakes').getAttribute('aria-pressed')).toBe('true');
    window.location.hash = '#programme-stage|1||realisations|anniversaires|9';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(shownIds(root)).toEqual(['post-0', 'post-5', 'post-9']);
    expect(liveRegion()).toBe('Catégorie Anniversaires : 3 créations');
    window.location.hash = '#programme-stage|2';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(shownIds(root), 'back before its first change').toEqual(['post-0', 'post-1', 'post-2', 'post-3']);
    window.location.hash = '#faq';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(shownIds(root), 'a plain anchor changes nothing').toEqual(['post-0', 'post-1', 'post-2', 'post-3']);

    const other = setUp(portfolio(), '#realisations|inconnue|abc');
    expect(shownIds(other.root)).toEqual(['post-0', 'post-1', 'post-2', 'post-3']);
    expect(filter(other.root, 'all').getAttribute('aria-pressed')).toBe('true');
  });

  it('without an id: pages and filters without touching the hash', () => {
    const { root } = setUp(portfolio('data-posts-number="4"'), '#programme-stage|1');
    pageLink(root, '2').click();
    expect(shownIds(root)).toEqual(['post-4', 'post-5', 'post-6', 'post-7']);
    expect(window.location.hash).toBe('#programme-stage|1');
  });

  it.each(['abc', '0', '-3', ''])('takes 4 per page for data-posts-number="%s"', (value) => {
    const { root } = setUp(portfolio(`id="realisations" data-posts-number="${value}"`));
    expect(shownIds(root)).toHaveLength(4);
    expect(root.querySelectorAll('nav li.page')).toHaveLength(3);
  });

  it('shows every project of a category when its pagination is off', () => {
    const { root } = setUp(portfolio().replace('et_pb_portfolio_items_wrapper clearfix', 'et_pb_portfolio_items_wrapper no_pagination'));
    expect(shownIds(root)).toHaveLength(11);
    expect(root.querySelector('nav')).toBeNull();
    filter(root, 'wedding-cakes').click();
    expect(shownIds(root)).toEqual(['post-1', 'post-2', 'post-4', 'post-6', 'post-8']);
    expect(liveRegion()).toBe('Catégorie Wedding cakes : 5 créations');
  });

  it('gives back the server’s markup at unmount, listeners and timers included', () => {
    const { root, before, mounted } = setUp(portfolio());
    filter(root, 'wedding-cakes').click();
    pageLink(root, '2').click();
    const timers = vi.getTimerCount();
    window.dispatchEvent(new Event('resize'));
    expect(vi.getTimerCount(), 'the resize debounce').toBe(timers + 1);
    mounted.unmount();
    expect(root.outerHTML).toBe(before);
    expect(vi.getTimerCount()).toBe(timers);
    filter(root, 'fleurs').click();
    expect(root.outerHTML).toBe(before);
  });
});

describe('a gallery grid', () => {
  it('pages by data-per_page with the same pagination, writing `<id>|<page>`', () => {
    const { root } = setUp(gallery('4', 9), '#realisations|fleurs|1');
    expect(shownIds(root)).toEqual(['0', '1', '2', '3']);
    expect(root.querySelector('.et_pb_gallery_pagination > nav')?.getAttribute('aria-label')).toBe('Pages de la galerie');
    pageLink(root, '3').click();
    expect(shownIds(root)).toEqual(['8']);
    expect(liveRegion()).toBe('Page 3 sur 3, 1 image');
    expect(window.location.hash).toBe('#realisations|fleurs|1||galerie-stage|3');
    expect(document.activeElement?.getAttribute('href')).toBe('/photo-8.svg');
    expect(root.querySelector('.et_pb_gallery_item')?.classList.contains('active'), 'a gallery item gets no active class').toBe(false);
  });

  it('takes 4 per page for a bad data-per_page, and builds no pagination for one page', () => {
    expect(shownIds(setUp(gallery('abc', 9)).root)).toEqual(['0', '1', '2', '3']);
    const single = setUp(gallery('6', 3, ''));
    expect(shownIds(single.root)).toEqual(['0', '1', '2']);
    expect(single.root.querySelector('.et_pb_gallery_pagination')?.childElementCount).toBe(0);
  });

  it('opens on the hash’s page, page 1 for one that does not exist', () => {
    expect(shownIds(setUp(gallery('4', 9), '#galerie-stage|2').root)).toEqual(['4', '5', '6', '7']);
    expect(shownIds(setUp(gallery('4', 9), '#galerie-stage|7').root)).toEqual(['0', '1', '2', '3']);
  });
});

describe('two grids of a kind on a page', () => {
  it('name their paginations apart after the order class', () => {
    document.body.innerHTML = portfolio() + portfolio('data-posts-number="4"').replace('et_pb_filterable_portfolio_0', 'et_pb_filterable_portfolio_1');
    for (const root of document.querySelectorAll<HTMLElement>('.et_pb_filterable_portfolio')) {
      const mounted = testMount<NoAttributes>(root);
      mounts.push(mounted);
      mount(mounted.context);
    }
    expect([...document.querySelectorAll('nav')].map((nav) => nav.getAttribute('aria-label'))).toEqual(['Pages des créations', 'Pages des créations (2)']);
  });
});
