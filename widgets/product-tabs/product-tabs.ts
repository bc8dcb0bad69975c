// Product tabs (description, additional information, reviews) as WAI-ARIA tabs with automatic activation:
// the tab the URL names opens on load and on hash changes, a chosen tab is written to the hash without a new
// history entry, and the summary's review link opens the reviews tab, scrolling to it smoothly.
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { onLegacyInit } from './legacy-init.ts';
import { goToReviews, REVIEW_LINK_SELECTOR } from './reviews-link.ts';
import { cleanHash, initialTab, tabForHash } from './tab-hash.ts';
import { detectOrientation, tabIndexForKey } from '../../core/a11y/tab-keys.ts';
import { collectTabs, prepareTabs, selectTab, selectedTab, type ProductTab } from './tab-set.ts';
import { isRightToLeft } from '../../core/dom/text-direction.ts';

type Context = MountContext<NoAttributes>;

/** After the panels changed, brings the hash's target (#comment-2, #reviews) back into view if it is shown. */
function revealHashTarget(wrapper: HTMLElement): void {
  const id = cleanHash(window.location.hash);
  const target = id ? document.getElementById(id) : null;
  if (target && wrapper.contains(target) && !target.closest('[role="tabpanel"][hidden]')) target.scrollIntoView({ block: 'start' });
}

/** aria-orientation from the layout (stacked tabs on narrow screens are vertical), unless the markup set one. */
function followOrientation(tablist: HTMLElement, tabs: readonly ProductTab[], { listen, onCleanup }: Context): void {
  if (tablist.hasAttribute('aria-orientation')) return;
  const measure = () => {
    tablist.setAttribute('aria-orientation', detectOrientation(tabs[0]!.item.getBoundingClientRect(), tabs[1]?.item.getBoundingClientRect()));
  };
  measure();
  listen(window, 'resize', measure);
  onCleanup(() => tablist.removeAttribute('aria-orientation'));
}

/** Arrows (along aria-orientation, swapped right-to-left), Home and End open a tab and move focus to it; Space and
 *  Enter open the focused tab (focus can sit on an unselected tab: given by script, a screen reader's cursor). */
function handleKeys(tablist: HTMLElement, tabs: readonly ProductTab[], choose: (tab: ProductTab) => void, { listen }: Context): void {
  listen(tablist, 'keydown', (event: KeyboardEvent) => {
    const current = tabs.find((tab) => tab.link === event.target);
    if (!current || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === ' ' || event.key === 'Enter') {
      // Also keeps Space from scrolling the page and Enter from following the link's hash.
      event.preventDefault();
      choose(current);
      return;
    }
    const orientation = tablist.getAttribute('aria-orientation') === 'vertical' ? 'vertical' : 'horizontal';
    const index = tabIndexForKey(event.key, tabs.indexOf(current), tabs.length, { orientation, rtl: isRightToLeft(tablist) });
    if (index === null) return;
    event.preventDefault();
    choose(tabs[index]!);
    tabs[index]!.link.focus();
  });
}

/** The summary's review link (outside the wrapper): a plain left click opens and scrolls to the reviews tab. */
function handleReviewLink(reviews: ProductTab, tabs: readonly ProductTab[], { listen }: Context): void {
  listen(document, 'click', (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    if (!(event.target instanceof Element) || !event.target.closest(REVIEW_LINK_SELECTOR)) return;
    event.preventDefault();
    selectTab(tabs, reviews.key);
    goToReviews(reviews);
  });
}

export function mount(context: Context): void {
  const { element: wrapper, listen, onCleanup } = context;
  const tabs = collectTabs(wrapper);
  const tablist = tabs[0]?.item.parentElement;
  if (!tablist) return;
  onCleanup(prepareTabs(tabs));
  const keys = tabs.map((tab) => tab.key);

  const openFromUrl = () => {
    selectTab(tabs, initialTab(window.location, keys)!);
    revealHashTarget(wrapper);
  };
  /** A shopper's choice: shown at once and kept in the URL (replaced, so Back still leaves the page). */
  const choose = (tab: ProductTab) => {
    if (selectedTab(tabs) === tab) return;
    selectTab(tabs, tab.key);
    window.history.replaceState(window.history.state, '', `#${tab.panel.id}`);
  };

  openFromUrl();
  onLegacyInit(context, openFromUrl);
  followOrientation(tablist, tabs, context);
  handleKeys(tablist, tabs, choose, context);
  listen(tablist, 'click', (event: MouseEvent) => {
    const tab = tabs.find((candidate) => event.target instanceof Node && candidate.link.contains(event.target));
    if (!tab) return;
    event.preventDefault();
    choose(tab);
  });
  // An in-page link or Back/Forward to a hash that names a tab (#comment-3, #tab-reviews) opens it.
  listen(window, 'hashchange', () => {
    const key = tabForHash(window.location.hash, keys);
    if (!key || selectedTab(tabs)?.key === key) return;
    selectTab(tabs, key);
    revealHashTarget(wrapper);
  });
  const reviews = tabs.find((tab) => tab.key === 'reviews');
  if (reviews) handleReviewLink(reviews, tabs, context);
}
