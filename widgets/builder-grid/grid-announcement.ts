// The polite French announcement after a filter or page change, with the counts: « Catégorie Wedding cakes :
// 5 créations, page 1 sur 2 », « Toutes les catégories : 11 créations », « Page 2 sur 3, 4 créations »; a
// gallery counts images.
import { t } from './builder-grid.strings.ts';
import type { GridKind } from './grid-module.ts';

const frenchPlural = new Intl.PluralRules('fr');

export function itemsLabel(kind: GridKind, count: number): string {
  const one = frenchPlural.select(count) === 'one';
  if (kind === 'gallery') return t(one ? 'gridPicturesOne' : 'gridPicturesOther', { count });
  return t(one ? 'gridWorksOne' : 'gridWorksOther', { count });
}

/** After a filter change: the category (null for all), how many items match, and the page when there are several. */
export function filterAnnouncement(kind: GridKind, category: string | null, matching: number, page: number, pages: number): string {
  const items = itemsLabel(kind, matching);
  const summary = category === null ? t('gridAllCategories', { items }) : t('gridCategory', { category, items });
  return pages > 1 ? t('gridCategoryPaged', { summary, page, pages }) : summary;
}

/** After a page change: the page, the number of pages and how many items the page shows. */
export function pageAnnouncement(kind: GridKind, page: number, pages: number, shown: number): string {
  return t('gridPage', { page, pages, items: itemsLabel(kind, shown) });
}
