// A plugin's `$form.trigger('submit')` runs jQuery's handlers, then the form's native submit(), which fires no
// DOM event: in every jQuery copy the page has, the form gets a handler that gives such a submit the same
// treatment as a shopper's (returning false stops the native submit, as WooCommerce's own handler could).
import { pageJQueries, type JQueryEventLike } from '../../core/events/page-jquery.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';

/** `submit` answers whether the form may go (a throw is reported, and lets it go, as without Fondant). */
export function hearJQuerySubmit(form: HTMLFormElement, { guard, onCleanup }: MountContext<NoAttributes>, submit: () => boolean): void {
  const handler = (event: JQueryEventLike) => {
    if (event.originalEvent) return undefined;
    let allowed = true;
    guard(() => (allowed = submit()))();
    return allowed ? undefined : false;
  };
  for (const jQuery of pageJQueries()) {
    jQuery(form).on('submit', handler);
    onCleanup(() => jQuery(form).off('submit', handler));
  }
}
