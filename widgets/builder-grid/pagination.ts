// The grids' pagination in the theme's markup and classes (reference §10): inside the server's empty
// `div.et_pb_portofolio_pagination` / `div.et_pb_gallery_pagination`, a `nav` named in French holding
// `ul > li.prev > a.page-prev[data-page=prev]`, `li.page.page-<k> > a.page-<k>[data-page=<k>]` (the last also
// `last-page`, the current one `active` and `aria-current="page"`) and `li.next > a.page-next[data-page=next]`;
// prev hidden on the first page, next on the last, page links outside the window of five hidden (display none, as
// the theme hides them). Nothing for one page. Rebuilt only when the number of pages changes, so a focused link
// stays in the page when only the current page moves.
import { pageWindow } from './paging.ts';

export interface PagerTexts {
  previous: string;
  next: string;
  label: string;
  pageLabel: (page: number) => string;
}

/** The page a pagination link leads to from `current`, or null for anything else. */
export function linkedPage(link: Element, current: number): number | null {
  const target = link.getAttribute('data-page');
  if (target === 'prev') return current - 1;
  if (target === 'next') return current + 1;
  const page = Number.parseInt(target ?? '', 10);
  return Number.isInteger(page) ? page : null;
}

export function renderPagination(container: HTMLElement, pages: number, current: number, texts: PagerTexts): void {
  let nav = container.querySelector<HTMLElement>(':scope > nav');
  if (pages <= 1) {
    nav?.remove();
    return;
  }
  if (!nav || nav.querySelectorAll('li.page').length !== pages) {
    nav?.remove();
    nav = buildNav(pages, texts);
    container.append(nav);
  }
  const { first, last } = pageWindow(current, pages);
  showItem(nav.querySelector('li.prev')!, current > 1);
  showItem(nav.querySelector('li.next')!, current < pages);
  nav.querySelectorAll<HTMLElement>('li.page').forEach((item, index) => {
    const page = index + 1;
    const link = item.querySelector('a')!;
    showItem(item, page >= first && page <= last);
    link.classList.toggle('active', page === current);
    if (page === current) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  });
}

function buildNav(pages: number, texts: PagerTexts): HTMLElement {
  const nav = document.createElement('nav');
  nav.setAttribute('aria-label', texts.label);
  const list = document.createElement('ul');
  list.append(item('prev', 'page-prev', 'prev', texts.previous));
  for (let page = 1; page <= pages; page += 1) {
    const entry = item(`page page-${page}`, `page-${page}${page === pages ? ' last-page' : ''}`, String(page), String(page));
    entry.querySelector('a')!.setAttribute('aria-label', texts.pageLabel(page));
    list.append(entry);
  }
  list.append(item('next', 'page-next', 'next', texts.next));
  nav.append(list);
  return nav;
}

function item(itemClass: string, linkClass: string, page: string, text: string): HTMLLIElement {
  const entry = document.createElement('li');
  entry.className = itemClass;
  const link = document.createElement('a');
  link.href = '#';
  link.className = linkClass;
  link.dataset.page = page;
  link.textContent = text;
  entry.append(link);
  return entry;
}

function showItem(entry: HTMLElement, shown: boolean): void {
  if (shown) entry.style.removeProperty('display');
  else entry.style.display = 'none';
}
