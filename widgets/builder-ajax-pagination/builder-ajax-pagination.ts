// The builder-ajax-pagination widget's chunk, on one Blog or Portfolio module with an `.et_pb_ajax_pagination_container`
// (reference §10a): a plain click on one of its page links (pagination-link.ts) loads that page in place. The
// module faded and `aria-busy` while it loads, its container inert, a second click meanwhile ignored; a page shown before comes from the
// cache without a request (page-cache.ts); else the page is fetched (pagination-request.ts) and this module's
// container in it, sanitized, replaces the current container only (the widgets in it mount, as in any inserted
// HTML). Then the scroll, the focus and the announcement (page-shown.ts). The address bar is left alone, as the
// theme leaves it. Where the theme would leave a faded module and nothing more (a 5xx, a time-out, a cut or lost
// connection, an answer without the module, a 404 off a 404 page), the link is followed: the visitor still gets
// the page.
import { builderBundleRuns } from '../../core/dom/builder-bundle.ts';
import { scrollBelowFixedHeader } from '../../core/dom/fixed-header.ts';
import { navigateTo } from '../../core/dom/safe-redirect.ts';
import { loadSanitizer, sanitizeToFragment } from '../../core/dom/sanitize.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { moduleLoading } from './module-loading.ts';
import { CONTAINER_CLASS, moduleSelector, ownContainer } from './module-selector.ts';
import { PageCache } from './page-cache.ts';
import { announcePage, focusTarget } from './page-shown.ts';
import { paginationTarget } from './pagination-link.ts';
import { fetchContainer, readPaginationSettings } from './pagination-request.ts';

export function mount(context: MountContext<NoAttributes>): void {
  // The theme's own bundle drives this module when it is on the page: stay off (core/dom/builder-bundle.ts).
  if (builderBundleRuns()) return;
  const module = context.element;
  if (!ownContainer(module)) return;
  const settings = readPaginationSettings();
  const cache = new PageCache();
  const loading = moduleLoading(module);
  const focusable = new Set<HTMLElement>();
  let busy = false;

  context.onCleanup(() => {
    loading.restore();
    for (const container of focusable) container.removeAttribute('tabindex');
    cache.clear();
  });

  const show = (current: HTMLElement, next: HTMLElement, url: URL) => {
    busy = false;
    loading.end();
    current.replaceWith(next);
    const { element, madeFocusable } = focusTarget(next);
    if (madeFocusable) focusable.add(next);
    element.focus({ preventScroll: true });
    scrollBelowFixedHeader(module, { onlyWhenCovered: false });
    announcePage(module, url);
  };

  const follow = (url: URL) => {
    busy = false;
    loading.restore();
    navigateTo(url.href);
  };

  const load = async (current: HTMLElement, url: URL) => {
    const selector = moduleSelector(module);
    cache.keep(window.location.href, selector, current, false);
    const cached = cache.get(url.href, selector);
    if (cached) return show(current, cached, url);
    busy = true;
    loading.start(current);
    try {
      const answered = await fetchContainer(url, selector, settings, context.signal);
      if (answered) await loadSanitizer();
      if (context.signal.aborted) return;
      const next = answered ? sanitizeToFragment(answered.outerHTML).firstElementChild : null;
      if (!(next instanceof HTMLElement) || !next.classList.contains(CONTAINER_CLASS)) return follow(url);
      cache.keep(url.href, selector, next);
      show(current, next, url);
    } catch (error) {
      if (context.signal.aborted) return;
      follow(url);
      context.guard(() => { throw error; })();
    }
  };

  context.listen(module, 'click', (event) => {
    const current = ownContainer(module);
    const url = current ? paginationTarget(event as MouseEvent, current) : null;
    if (!current || !url) return;
    event.preventDefault();
    if (!busy) void load(current, url);
  });
}
