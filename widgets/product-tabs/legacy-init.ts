// Obeys the legacy `init` event on the tabs wrapper (single-product.js re-runs its tab set-up when a plugin
// triggers it), native or jQuery, each heard once; an `init` bubbling up from inside (the rating select's own
// `init`) is not the wrapper's.
import type { MountContext } from '../../core/registry/define-widget.ts';

export function onLegacyInit({ element, on }: Pick<MountContext<unknown>, 'element' | 'on'>, handler: () => void): void {
  on('init', handler, { target: element, ownEventsOnly: true });
}
