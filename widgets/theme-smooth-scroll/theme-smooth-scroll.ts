// The theme-smooth-scroll widget's chunk, once for the theme's page (`#et-main-area`): a same-page anchor link
// scrolls to its target under the fixed header (reference §29; core/dom/scroll-under-header.ts) with the focus moved
// there and the hash put in the URL as a history entry (pushState: the Back button returns where the shopper was,
// the address can be shared, as the browser's own jump would do; the theme leaves the URL alone), and a hash in the
// URL on load is landed on exactly once the layout has settled (settled-layout.ts). Mouse-wheel smoothing
// (`et_smooth_scroll`) stays with the browser. Modified and middle clicks, links opening elsewhere and the theme's
// exceptions (same-page-target.ts) are the browser's.
import { focusTarget } from '../../core/a11y/focus-target.ts';
import { builderBundleRuns } from '../../core/dom/builder-bundle.ts';
import { scrollUnderHeader, type UnderHeaderScroll } from '../../core/dom/scroll-under-header.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { elementOfHash, samePageTarget } from './same-page-target.ts';
import { settledLayout } from './settled-layout.ts';

/** The longest wait for the page's load, fonts and images before landing on the URL's hash. */
const SETTLE_TIMEOUT_MS = 3000;
/** What the shopper does that cancels the landing on load while it waits. */
const SHOPPER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
/** The product tabs widget opens and scrolls to its own hash targets (#reviews, #tab-…). */
const OWNED_ELSEWHERE = '.woocommerce-tabs';

export function mount(context: MountContext<NoAttributes>): void {
  // The theme's own bundle drives the page when it is there: stay off (core/dom/builder-bundle.ts).
  if (builderBundleRuns()) return;
  let running: UnderHeaderScroll | null = null;
  const scrollTo = (target: HTMLElement): void => {
    running?.cancel();
    running = scrollUnderHeader(target);
  };
  context.onCleanup(() => running?.cancel());

  context.listen(document, 'click', (event) => {
    const click = event as MouseEvent;
    if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return;
    const link = (click.target as Element | null)?.closest?.('a[href*="#"]:not([href="#"])');
    if (!(link instanceof HTMLAnchorElement) || (link.target !== '' && link.target !== '_self')) return;
    const target = samePageTarget(link);
    if (!target) return;
    click.preventDefault();
    if (location.hash !== link.hash) history.pushState(null, '', link.hash);
    focusTarget(target);
    scrollTo(target);
  });

  const target = elementOfHash(location.hash);
  if (!target || target.closest(OWNED_ELSEWHERE)) return;
  window.scrollTo({ top: 0, behavior: 'instant' });
  const waiting = new AbortController();
  context.onCleanup(() => waiting.abort());
  for (const type of SHOPPER_SCROLL_EVENTS) window.addEventListener(type, () => waiting.abort(), { capture: true, passive: true, signal: waiting.signal });
  void settledLayout(target, SETTLE_TIMEOUT_MS, waiting.signal).then(
    context.guard(() => {
      if (waiting.signal.aborted) return;
      waiting.abort();
      window.scrollTo({ top: 0, behavior: 'instant' });
      scrollTo(target);
    }),
  );
}
