// The shop listing's sort form and result count: the form submits on a choice (sort-submit.ts), the first
// result count is re-announced after a sorted or filtered page load (result-count.ts).
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { reannounceResultCount, RESULT_COUNT_SELECTOR } from './result-count.ts';
import { submitOnChoice } from './sort-submit.ts';

export function mount(context: MountContext<NoAttributes>): void {
  if (context.element.matches(RESULT_COUNT_SELECTOR)) reannounceResultCount(context);
  else submitOnChoice(context);
}
