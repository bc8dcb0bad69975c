// The builder theme prints its content in `div#main-content` and its top bar in `div#top-header`, outside any
// landmark (its header and footer are `header` and `footer` elements, landmarks already): the content becomes the
// page's main landmark, unless the page has one, and the top bar a named region, so screen-reader users reach both by
// landmark and nothing of the page is left outside one. The theme's elements and classes stay; unmounting removes
// the roles.
import { builderBundleRuns } from '../../core/dom/builder-bundle.ts';
import { snapshotAttributes } from '../../core/dom/restore-attributes.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { TOP_BAR_LABEL } from './theme-landmarks.strings.ts';

export function mount(context: MountContext<NoAttributes>): void {
  if (builderBundleRuns()) return;
  const container = context.element;
  const content = container.querySelector<HTMLElement>('#main-content');
  const topBar = container.querySelector<HTMLElement>('#top-header');
  const hasMain = container.ownerDocument.querySelector('main, [role="main"]') !== null;
  const changed = [...(content && !hasMain ? [content] : []), ...(topBar && !topBar.hasAttribute('role') ? [topBar] : [])];
  context.onCleanup(snapshotAttributes(changed, ['role', 'aria-label']));
  if (content && !hasMain) content.setAttribute('role', 'main');
  if (topBar && !topBar.hasAttribute('role')) {
    topBar.setAttribute('role', 'region');
    topBar.setAttribute('aria-label', TOP_BAR_LABEL);
  }
}
