// The builder-lightbox widget's chunk, on one gallery (`.et_post_gallery`) or one image module link
// (`.et_pb_lightbox_image`): a plain click, Enter or Space on a picture's link opens the shared full-screen viewer
// (core/viewer) at that picture over the gallery's pictures, wrapping at either end; the viewer lives in the URL hash
// (a copied URL opens it, Back closes it) and closing gives the focus back to the link. Modified and middle clicks,
// and links that are not http(s) images, keep their browser behaviour. The links announce their dialog
// (aria-haspopup), removed again at unmount.
import { builderBundleRuns } from '../../core/dom/builder-bundle.ts';
import { snapshotAttributes } from '../../core/dom/restore-attributes.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { loadViewer } from '../../core/viewer/viewer-loader.ts';
import { createViewerSession } from '../../core/viewer/viewer-session.ts';
import { lightboxIdOf } from './lightbox-id.ts';
import { GALLERY_LINK_SELECTOR, itemOfLink, lightboxLinks } from './lightbox-items.ts';
import { LIGHTBOX_IDLE_MS, lightboxSettings } from './lightbox-settings.ts';

const isShown = (element: Element) => element.getClientRects().length > 0;

export function mount(context: MountContext<NoAttributes>): void {
  if (builderBundleRuns()) return;
  const { element: container, listen, guard, onCleanup } = context;
  const initial = lightboxLinks(container);
  if (initial.length === 0) return;

  const session = createViewerSession({
    gid: lightboxIdOf(container),
    idleMs: LIGHTBOX_IDLE_MS,
    items: () => lightboxLinks(container).map(itemOfLink),
    settings: lightboxSettings(),
  });
  onCleanup(snapshotAttributes(initial, ['aria-haspopup']));
  for (const link of initial) link.setAttribute('aria-haspopup', 'dialog');
  onCleanup(() => session.close());

  /** The lightbox link an event happened on, if any. */
  const linkOf = (target: EventTarget | null): HTMLAnchorElement | undefined => {
    const link = target instanceof Element ? target.closest('a') : null;
    if (!link || !container.contains(link)) return undefined;
    if (link !== container && !link.matches(GALLERY_LINK_SELECTOR)) return undefined;
    return lightboxLinks(container).includes(link) ? link : undefined;
  };
  const open = (link: HTMLAnchorElement, event: Event) => {
    event.preventDefault();
    return session.open(lightboxLinks(container).indexOf(link), link);
  };

  listen(container, 'click', (event: MouseEvent) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const link = linkOf(event.target);
    if (link) return open(link, event);
  });
  listen(container, 'keydown', (event: KeyboardEvent) => {
    if (event.key !== ' ' || event.ctrlKey || event.metaKey || event.altKey) return;
    const link = linkOf(event.target);
    if (link) return open(link, event);
  });
  const preload = (event: Event) => {
    if (linkOf(event.target)) void loadViewer().catch(() => {});
  };
  listen(container, 'pointerover', preload);
  listen(container, 'focusin', preload);

  /** Where the focus goes back after a viewer opened by the URL, read when it closes (the grid may page meanwhile):
   *  its picture's link, else the first one shown. */
  const urlOpener = (): HTMLElement => {
    const links = lightboxLinks(container);
    const picture = session.pictureInUrl();
    const link = picture === null ? undefined : links[picture - 1];
    return (link && isShown(link) ? link : links.find(isShown)) ?? container;
  };
  listen(window, 'popstate', () => session.followUrl(urlOpener));
  guard(() => void session.followUrl(urlOpener))();
}
