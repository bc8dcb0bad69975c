// A plugin's jQuery trigger on the form's fields (`$field.trigger('change')`, `trigger('validate')`,
// `$form.trigger('submit')`) runs jQuery's handlers only: no DOM event reaches ours, and for `submit` jQuery then
// calls the form's native submit(), a full page POST. So, in every jQuery copy the page has, each checkout form gets a
// handler that passes such triggers on (the DOM's own events are already heard natively) and stops that POST.
import { pageJQueries, type JQueryEventLike } from '../../core/events/page-jquery.ts';
import { checkoutFormsOf } from '../../core/dom/checkout-forms.ts';
import type { MountContext } from '../../core/registry/define-widget.ts';

export interface JQueryTriggerRoutes {
  change(target: Element): void;
  validate(target: Element): void;
  submit(): Promise<void>;
}

export function hearJQueryTriggers(form: HTMLFormElement, context: MountContext<unknown>, routes: JQueryTriggerRoutes): void {
  const handle = context.guard((event: JQueryEventLike & { type?: string }) => {
    const target = event.target;
    if (event.type === 'submit') return routes.submit();
    if (target instanceof Element && event.type === 'change') routes.change(target);
    else if (target instanceof Element && event.type === 'validate') routes.validate(target);
    return undefined;
  });
  const handler = (event: JQueryEventLike & { type?: string }) => {
    if (event.originalEvent) return undefined;
    handle(event);
    return event.type === 'submit' ? false : undefined;
  };
  for (const jQuery of pageJQueries()) {
    for (const part of checkoutFormsOf(form)) {
      jQuery(part).on('change validate submit', handler);
      context.onCleanup(() => jQuery(part).off('change validate submit', handler));
    }
  }
}
