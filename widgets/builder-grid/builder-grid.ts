// The builder-grid widget's chunk, on one filterable portfolio or one gallery grid of the page builder (reference
// §10, §11): every item is already in the page, filtering and paging happen here, without a request. The filter
// links become toggle buttons (`aria-pressed`, the theme's `active` class); the items outside the category and page
// are hidden for everyone (display none and `hidden`), the original nodes kept; the pagination is built in the
// theme's markup (pagination.ts) inside a named `nav`; the row classes follow the rendered columns (grid-rows.ts),
// again 200 ms after a resize. After a change: the focus on the first shown item's link (the items container when
// none), a polite French announcement, a scroll to the module's top when it went above the fixed header. A module
// with an id keeps its state in the hash among the other modules' parts (grid-hash.ts), written as the theme and the
// tabs write it (a history entry), read on load and on hashchange. Everything it changed is put back at unmount.
import { announce } from '../../core/a11y/announcer.ts';
import { builderBundleRuns } from '../../core/dom/builder-bundle.ts';
import { onResizeSettled } from '../../core/dom/on-resize-settled.ts';
import { scrollBelowFixedHeader } from '../../core/dom/fixed-header.ts';
import { withModuleState } from '../../core/dom/module-hash.ts';
import { snapshotAttributes } from '../../core/dom/restore-attributes.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { t } from './builder-grid.strings.ts';
import { filterAnnouncement, pageAnnouncement } from './grid-announcement.ts';
import { gridHashParams, gridStateFromHash, INITIAL_STATE, type GridState } from './grid-hash.ts';
import { inCategory, pagerTexts, readGridModule } from './grid-module.ts';
import { renderedColumns, setRowClasses } from './grid-rows.ts';
import { linkedPage, renderPagination } from './pagination.ts';
import { pageCount, pageItems, validPage } from './paging.ts';

const EMPTY_CLASS = 'fondant-grid-empty';

interface Resolved extends GridState {
  matching: HTMLElement[];
  pages: number;
  shown: HTMLElement[];
}

type Cause = 'load' | 'filter' | 'page' | 'history';

export function mount(context: MountContext<NoAttributes>): void {
  // The theme's own bundle drives this module when it is on the page: stay off (core/dom/builder-bundle.ts).
  if (builderBundleRuns()) return;
  const grid = readGridModule(context.element);
  if (!grid || grid.items.length === 0) return;
  const { kind, root, container, items, filters, pagination, pageSize } = grid;
  const texts = pagerTexts(kind, root);
  const filterBox = filters[0]?.closest<HTMLElement>('.et_pb_portfolio_filters') ?? null;
  const categories = ['all', ...filters.map((link) => link.getAttribute('data-category-slug') ?? '')];
  const restore = [
    snapshotAttributes(items, ['class', 'style', 'hidden']),
    snapshotAttributes(filters, ['class', 'role', 'aria-pressed']),
    snapshotAttributes(filterBox ? [filterBox] : [], ['role', 'aria-label']),
    snapshotAttributes([container], ['tabindex']),
  ];
  context.onCleanup(() => {
    pagination?.querySelector(':scope > nav')?.remove();
    container.querySelector(`:scope > .${EMPTY_CLASS}`)?.remove();
    restore.forEach((undo) => undo());
  });

  if (filterBox) {
    filterBox.setAttribute('role', 'group');
    filterBox.setAttribute('aria-label', t('gridFilters'));
  }
  for (const link of filters) link.setAttribute('role', 'button');
  container.tabIndex = -1;

  const resolve = (wanted: GridState): Resolved => {
    const category = categories.includes(wanted.category) ? wanted.category : 'all';
    const matching = items.filter((item) => inCategory(item, category));
    const pages = Number.isFinite(pageSize) ? pageCount(matching.length, pageSize) : 1;
    const page = validPage(wanted.page, pages);
    return { category, page, matching, pages, shown: Number.isFinite(pageSize) ? pageItems(matching, page, pageSize) : matching };
  };
  let state = resolve(INITIAL_STATE);

  const setRows = () => {
    const gridItems = items.filter((item) => item.classList.contains('et_pb_grid_item'));
    const shown = state.shown.filter((item) => gridItems.includes(item));
    setRowClasses(gridItems, shown, renderedColumns(container, shown[0]));
  };
  const render = () => {
    for (const item of items) {
      const shown = state.shown.includes(item);
      item.hidden = !shown;
      if (shown) item.style.removeProperty('display');
      else item.style.display = 'none';
      if (kind === 'portfolio') item.classList.toggle('active', state.matching.includes(item));
    }
    for (const link of filters) {
      const pressed = link.getAttribute('data-category-slug') === state.category;
      link.classList.toggle('active', pressed);
      link.setAttribute('aria-pressed', String(pressed));
    }
    let empty = container.querySelector<HTMLElement>(`:scope > .${EMPTY_CLASS}`);
    if (state.matching.length > 0) empty?.remove();
    else if (!empty) {
      empty = document.createElement('p');
      empty.className = EMPTY_CLASS;
      empty.textContent = t('gridEmpty');
      container.append(empty);
    }
    if (pagination) renderPagination(pagination, state.pages, state.page, texts);
    setRows();
  };
  const focusFirst = (preventScroll: boolean) => {
    const link = state.shown[0]?.querySelector<HTMLElement>('a[href]');
    (link ?? container).focus({ preventScroll });
  };
  const categoryName = (category: string) => {
    const link = filters.find((filter) => filter.getAttribute('data-category-slug') === category);
    return category === 'all' || !link ? null : (link.textContent ?? '').trim();
  };

  const change = (wanted: GridState, cause: Cause) => {
    const next = resolve(wanted);
    if (cause !== 'load' && next.category === state.category && next.page === state.page) return;
    const active = document.activeElement;
    const hadFocus = active instanceof HTMLElement && root.contains(active);
    const filtered = next.category !== state.category;
    state = next;
    render();
    if (cause === 'load') return;
    announce(filtered ? filterAnnouncement(kind, categoryName(state.category), state.matching.length, state.page, state.pages) : pageAnnouncement(kind, state.page, state.pages, state.shown.length));
    if (cause === 'history') {
      // Back or forward: the focus stays where it was unless its control went away or was hidden.
      if (hadFocus && (!active.isConnected || active.closest('[hidden]'))) focusFirst(false);
      return;
    }
    if (root.id) {
      const hash = withModuleState(window.location.hash, root.id, gridHashParams(kind, state));
      if (`#${hash}` !== window.location.hash) window.location.hash = hash;
    }
    focusFirst(scrollBelowFixedHeader(root, { onlyWhenCovered: true }));
  };

  for (const link of filters) {
    const choose = (event: Event) => {
      event.preventDefault();
      change({ category: link.getAttribute('data-category-slug') ?? 'all', page: 1 }, 'filter');
    };
    context.listen(link, 'click', choose);
    context.listen(link, 'keydown', (event) => {
      if (event.key === ' ') choose(event);
    });
  }
  if (pagination) {
    const choose = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('nav a[data-page]') : null;
      if (!link || !pagination.contains(link)) return;
      event.preventDefault();
      const page = linkedPage(link, state.page);
      if (page !== null) change({ category: state.category, page }, 'page');
    };
    context.listen(pagination, 'click', choose);
    context.listen(pagination, 'keydown', (event) => {
      if (event.key === ' ') choose(event);
    });
  }
  if (root.id) {
    context.listen(window, 'hashchange', () => {
      const wanted = gridStateFromHash(window.location.hash, root.id, kind, categories);
      if (wanted) change(wanted, 'history');
    });
  }
  onResizeSettled(context, setRows);

  change((root.id && gridStateFromHash(window.location.hash, root.id, kind, categories)) || INITIAL_STATE, 'load');
}
