// What follows a page's arrival in the module besides the theme's scroll (core/dom/fixed-header.ts): the focus on
// the first new post's or project's title link (else on the container), and a polite French announcement of the page
// number (read from the link: `/page/<n>/` or `?paged=<n>`; page 1 otherwise).
import { announce } from '../../core/a11y/announcer.ts';
import { t } from './builder-ajax-pagination.strings.ts';

const TITLE_LINKS = '.entry-title a[href], .et_pb_module_header a[href]';

export function pageNumber(url: URL): number {
  const fromPath = /\/page\/(\d+)\/?$/.exec(url.pathname)?.[1];
  const number = Number(fromPath ?? url.searchParams.get('paged') ?? 1);
  return Number.isInteger(number) && number > 0 ? number : 1;
}

/** The element the focus goes to: the first title link, else the container (made focusable; returned so that the
 *  widget can take the tabindex back). */
export function focusTarget(container: HTMLElement): { element: HTMLElement; madeFocusable: boolean } {
  const link = container.querySelector<HTMLElement>(TITLE_LINKS);
  if (link) return { element: link, madeFocusable: false };
  const madeFocusable = !container.hasAttribute('tabindex');
  if (madeFocusable) container.tabIndex = -1;
  return { element: container, madeFocusable };
}

export function pageAnnouncement(module: Element, url: URL): string {
  const projects = module.matches('.et_pb_portfolio, .et_pb_portfolio_grid');
  return t(projects ? 'paginationProjectsLoaded' : 'paginationPostsLoaded', { page: pageNumber(url) });
}

export function announcePage(module: Element, url: URL): void {
  announce(pageAnnouncement(module, url));
}
