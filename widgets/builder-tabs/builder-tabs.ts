// The builder-tabs widget's chunk, on one tabs module of the page builder: `ul.et_pb_tabs_controls` becomes a
// WAI-ARIA tab list (its links tabs with a roving tabindex, the panels tab panels), the arrows (along the list, or
// down the stacked list), Home and End move the focus, Enter, Space or a click choose; `et_pb_tab_active` moves at
// once and the panels fade (tab-panels.ts), further choices ignored meanwhile. A module with an id keeps its tab in
// the hash (`#<id>|<index>`, other modules' parts kept) and follows it on load and on hashchange, as does a
// `#tab-…` hash naming a tab's link. Below 768 px, or in a narrow column, it carries `et_pb_tabs_vertically_stacked`
// as the theme's CSS expects (re-checked 200 ms after a resize).
import { builderBundleRuns } from '../../core/dom/builder-bundle.ts';
import { onResizeSettled } from '../../core/dom/on-resize-settled.ts';
import { detectOrientation, tabIndexForKey } from '../../core/a11y/tab-keys.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { readModuleHash, withModuleState } from '../../core/dom/module-hash.ts';
import { fadeToPanel, showPanelAtOnce } from './tab-panels.ts';

const ACTIVE_TAB = 'et_pb_tab_active';
const STACKED = 'et_pb_tabs_vertically_stacked';
const STACK_BELOW_PX = 768;
const NARROW_COLUMNS = '.et_pb_column_1_3, .et_pb_column_1_4, .et_pb_column_3_8';

let lastId = 0;

export function mount(context: MountContext<NoAttributes>): void {
  // The theme's own bundle drives this module when it is on the page: stay off (core/dom/builder-bundle.ts).
  if (builderBundleRuns()) return;
  const root = context.element;
  const list = root.querySelector<HTMLElement>(':scope > .et_pb_tabs_controls');
  const items = list ? [...list.querySelectorAll<HTMLElement>(':scope > li')] : [];
  const panels = [...root.querySelectorAll<HTMLElement>(':scope > .et_pb_all_tabs > .et_pb_tab')];
  const tabs = items.map((item) => item.querySelector<HTMLAnchorElement>('a'));
  if (!list || items.length === 0 || items.length !== panels.length || tabs.some((tab) => !tab)) return;
  const links = tabs as HTMLAnchorElement[];
  const prefix = root.id || `fondant-tabs-${(lastId += 1)}`;
  list.setAttribute('role', 'tablist');
  items.forEach((item, index) => {
    const link = links[index]!;
    const panel = panels[index]!;
    item.setAttribute('role', 'presentation');
    link.setAttribute('role', 'tab');
    link.id ||= `${prefix}-tab-${index}`;
    panel.id ||= `${prefix}-panel-${index}`;
    link.setAttribute('aria-controls', panel.id);
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', link.id);
    panel.tabIndex = 0;
  });
  let current = Math.max(0, items.findIndex((item) => item.classList.contains(ACTIVE_TAB)));
  let cancelFade: (() => void) | null = null;
  /** A hash change that came while the panels faded: followed once the fade ends (back / forward pressed quickly). */
  let hashChangedMidFade = false;
  context.onCleanup(() => cancelFade?.());

  const markSelected = () => {
    items.forEach((item, index) => {
      item.classList.toggle(ACTIVE_TAB, index === current);
      links[index]!.setAttribute('aria-selected', String(index === current));
      links[index]!.tabIndex = index === current ? 0 : -1;
    });
  };
  const select = (index: number, animate: boolean) => {
    if (index === current || index < 0 || index >= items.length || cancelFade) return false;
    const previous = panels[current]!;
    current = index;
    markSelected();
    if (!animate) {
      showPanelAtOnce(panels, panels[index]!);
      return true;
    }
    // Under reduced motion the fade ends before it returns: then there is nothing to cancel.
    let ended = false;
    const cancel = fadeToPanel(panels, previous, panels[index]!, () => {
      ended = true;
      cancelFade = null;
      if (hashChangedMidFade) followHash();
    });
    if (!ended) cancelFade = cancel;
    return true;
  };
  const choose = (index: number) => {
    if (select(index, true) && root.id) window.location.hash = withModuleState(window.location.hash, root.id, [String(index)]);
  };
  /** The tab the hash names: this module's `|index`, or a tab link's `#tab-…` anchor. */
  const hashTab = (): number | null => {
    const params = root.id ? readModuleHash(window.location.hash).get(root.id) : undefined;
    const index = params ? Number.parseInt(params[0] ?? '', 10) : Number.NaN;
    if (Number.isInteger(index)) return index;
    const name = decodeURIComponent(window.location.hash.slice(1));
    if (!name) return null;
    const anchor = name.startsWith('tab-') ? name : `tab-${name}`;
    const linked = links.findIndex((link) => link.getAttribute('href') === `#${anchor}`);
    return linked >= 0 ? linked : null;
  };
  const stack = () => root.classList.toggle(STACKED, window.innerWidth < STACK_BELOW_PX || root.closest(NARROW_COLUMNS) !== null);

  links.forEach((link, index) => {
    context.listen(link, 'click', (event) => {
      event.preventDefault();
      choose(index);
    });
    context.listen(link, 'keydown', (event) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        choose(index);
        return;
      }
      const layout = { orientation: detectOrientation(items[0]!.getBoundingClientRect(), items[1]?.getBoundingClientRect()), rtl: getComputedStyle(list).direction === 'rtl' };
      const target = tabIndexForKey(event.key, index, links.length, layout);
      if (target === null) return;
      event.preventDefault();
      links[target]!.focus();
    });
  });
  function followHash(): void {
    hashChangedMidFade = false;
    const index = hashTab();
    if (index === null) return;
    if (cancelFade) hashChangedMidFade = true;
    else select(index, true);
  }
  context.listen(window, 'hashchange', followHash);
  onResizeSettled(context, stack);

  const named = hashTab();
  if (named !== null && named >= 0 && named < items.length) current = named;
  markSelected();
  showPanelAtOnce(panels, panels[current]!);
  stack();
}
