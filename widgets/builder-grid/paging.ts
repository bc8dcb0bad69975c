// The grids' client-side pages (reference §10, §11; SPEC: 4 items per page by default, about 5 page links): the page
// size read from the module's data attribute, the number of pages, a wanted page brought back to 1 when it does not
// exist, the items of a page and the window of page links shown around the current page.

export const DEFAULT_PAGE_SIZE = 4;
export const PAGE_LINK_WINDOW = 5;

/** `data-posts-number` / `data-per_page`: a positive whole number, else (missing, `abc`, 0, negative) the default. */
export function readPageSize(value: string | null | undefined): number {
  const size = /^\s*\d+\s*$/.test(value ?? '') ? Number.parseInt(value!, 10) : 0;
  return size > 0 ? size : DEFAULT_PAGE_SIZE;
}

/** At least one page, even for no item (it shows the empty line). */
export function pageCount(itemCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(itemCount / pageSize));
}

/** The wanted page when it exists (a whole number from 1 to `pages`), else page 1. */
export function validPage(page: number, pages: number): number {
  return Number.isInteger(page) && page >= 1 && page <= pages ? page : 1;
}

/** The items of a 1-based page. */
export function pageItems<T>(items: readonly T[], page: number, pageSize: number): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}

/** The first and last page numbers whose links show: five around the current one, shifted at the ends. */
export function pageWindow(current: number, pages: number): { first: number; last: number } {
  const first = Math.max(1, Math.min(current - Math.floor(PAGE_LINK_WINDOW / 2), pages - PAGE_LINK_WINDOW + 1));
  return { first, last: Math.min(pages, first + PAGE_LINK_WINDOW - 1) };
}
