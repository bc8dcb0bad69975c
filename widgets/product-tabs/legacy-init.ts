// Obeys the legacy `init` event on the tabs wrapper (single-product.js re-runs its tab set-up when a plugin
// triggers it): native listeners and, when the page has jQuery, jQuery triggers — each heard once.
import { pageJQuery, type JQueryHandler } from '../../core/events/page-jquery.ts';
import type { MountContext } from '../../core/registry/define-widget.ts';

export function onLegacyInit(context: Pick<MountContext<unknown>, 'element' | 'on' | 'onCleanup'>, handler: () => void): void {
  const { element, on: listen, onCleanup } = context;
  listen(element, 'init', (event: Event) => {
    if (event.target === element) handler();
  });
  // A jQuery trigger of a custom event runs jQuery handlers only; a native event reaches them too, with originalEvent.
  const onJQuery: JQueryHandler = (event) => {
    if (!event.originalEvent && (event as { target?: unknown }).target === element) handler();
  };
  let bound: ReturnType<typeof pageJQuery>;
  const bind = () => {
    bound ??= pageJQuery();
    bound?.(element).on('init', onJQuery);
  };
  if (pageJQuery()) bind();
  // jQuery loaded after Fondant (deferred scripts) is there once the page has loaded.
  else listen(window, 'load', bind, { once: true });
  onCleanup(() => bound?.(element).off('init', onJQuery));
}
