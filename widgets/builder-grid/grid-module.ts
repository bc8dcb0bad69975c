// One grid module as the theme prints it, and what the widget needs of it. A filterable portfolio (reference §10):
// `.et_pb_portfolio_items > .et_pb_portfolio_item` (categories as `project_category_<slug>` classes), the filter
// links `li.et_pb_portfolio_filter > a[data-category-slug]`, `data-posts-number` on the module and the misspelt
// `div.et_pb_portofolio_pagination`. A gallery grid (§11): `.et_pb_gallery_items[data-per_page] >
// .et_pb_gallery_item` and `div.et_pb_gallery_pagination`, no filters. With pagination off (no pagination `div`, or
// a portfolio's items wrapper marked `no_pagination`) a module shows all its items on one page. The theme's
// `et_pb_custom` `prev` / `next` texts name the arrows.
import { builderParams } from '../../core/config/builder-params.ts';
import { asString } from '../../core/config/json-values.ts';
import { t } from './builder-grid.strings.ts';
import type { PagerTexts } from './pagination.ts';
import { readPageSize } from './paging.ts';

export type GridKind = 'portfolio' | 'gallery';

export interface GridModule {
  kind: GridKind;
  root: HTMLElement;
  container: HTMLElement;
  items: HTMLElement[];
  filters: HTMLAnchorElement[];
  pagination: HTMLElement | null;
  /** Items per page; Infinity without pagination. */
  pageSize: number;
}

export function readGridModule(root: HTMLElement): GridModule | null {
  if (root.classList.contains('et_pb_filterable_portfolio')) {
    const container = root.querySelector<HTMLElement>('.et_pb_portfolio_items');
    if (!container) return null;
    const paged = !root.querySelector('.et_pb_portfolio_items_wrapper')?.classList.contains('no_pagination');
    const pagination = paged ? root.querySelector<HTMLElement>('.et_pb_portofolio_pagination') : null;
    return {
      kind: 'portfolio',
      root,
      container,
      items: [...container.querySelectorAll<HTMLElement>(':scope > .et_pb_portfolio_item')],
      filters: [...root.querySelectorAll<HTMLAnchorElement>('.et_pb_portfolio_filters li.et_pb_portfolio_filter > a[data-category-slug]')],
      pagination,
      pageSize: pagination ? readPageSize(root.getAttribute('data-posts-number')) : Number.POSITIVE_INFINITY,
    };
  }
  const container = root.querySelector<HTMLElement>('.et_pb_gallery_items');
  if (!container) return null;
  const pagination = root.querySelector<HTMLElement>('.et_pb_gallery_pagination');
  return {
    kind: 'gallery',
    root,
    container,
    items: [...container.querySelectorAll<HTMLElement>(':scope > .et_pb_gallery_item')],
    filters: [],
    pagination,
    pageSize: pagination ? readPageSize(container.getAttribute('data-per_page')) : Number.POSITIVE_INFINITY,
  };
}

/** Whether an item belongs to a category (`all`: every item). */
export function inCategory(item: HTMLElement, category: string): boolean {
  return category === 'all' || item.classList.contains(`project_category_${category}`);
}

/** The pagination's names, unique on the page: the module's order class `<slug>_<N>` numbers the second and later
 *  modules of a kind (« Pages des créations (2) »). */
export function pagerTexts(kind: GridKind, root: HTMLElement, win: Window = window): PagerTexts {
  const slug = kind === 'portfolio' ? 'et_pb_filterable_portfolio' : 'et_pb_gallery';
  const order = [...root.classList].map((name) => new RegExp(`^${slug}_(\\d+)$`).exec(name)?.[1]).find(Boolean);
  const number = Number(order ?? 0) + 1;
  const [first, later] = kind === 'portfolio' ? (['gridPortfolioPages', 'gridPortfolioPagesNth'] as const) : (['gridGalleryPages', 'gridGalleryPagesNth'] as const);
  const label = number > 1 ? t(later, { number }) : t(first);
  const theme = builderParams(win);
  const text = (key: string, fallback: string) => asString(theme[key])?.trim() || fallback;
  return {
    previous: text('prev', t('gridPrevious')),
    next: text('next', t('gridNext')),
    label,
    pageLabel: (page) => t('gridPageLink', { page }),
  };
}
