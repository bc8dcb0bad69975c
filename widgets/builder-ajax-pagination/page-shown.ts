// What follows a page's arrival in the module (reference §10a.4 scroll, plus what the theme leaves out): the module
// scrolled to its top less the fixed header and 50 px (at once under reduced motion), the focus on the first new
// post's or project's title link (else on the container), and a polite French announcement of the page number
// (read from the link: `/page/<n>/` or `?paged=<n>`; page 1 otherwise).
import { announce } from '../../core/a11y/announcer.ts';
import { prefersReducedMotion } from '../../core/a11y/reduced-motion.ts';
import { fixedHeaderHeight } from '../../core/dom/fixed-header.ts';
import { t } from './builder-ajax-pagination.strings.ts';

const EXTRA_OFFSET_PX = 50;
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

export function scrollToModule(module: HTMLElement): void {
  const doc = module.ownerDocument;
  const win = doc.defaultView ?? window;
  const top = module.getBoundingClientRect().top + win.scrollY - fixedHeaderHeight(doc) - EXTRA_OFFSET_PX;
  win.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}

export function announcePage(module: Element, url: URL): void {
  announce(pageAnnouncement(module, url));
}
