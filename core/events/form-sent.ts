// The page builder's forms meet the split-test logging here (widgets never import each other): a contact form or an
// opt-in that was sent fires `fondant:builder-form-sent` on its module through the events bridge, with the module and
// a `hold` callback. A listener that starts work the form must not leave the page before (the split test logging
// its conversion goal, which Divi logs before following `data-redirect_url`) passes that work's promise to `hold`;
// the form waits for every held promise to settle, never longer than `timeout` ms, then redirects.
import { emit } from './bridge.ts';

export const BUILDER_FORM_SENT = 'fondant:builder-form-sent';

/** What a listener receives after the module: hands the form a promise to wait for before it redirects. */
export type HoldRedirect = (work: Promise<unknown>) => void;

/** Fires the event on the module; resolves once the held work settled or `timeout` ms passed (at once with none). */
export async function announceFormSent(module: HTMLElement, timeout: number): Promise<void> {
  const held: Promise<unknown>[] = [];
  const hold: HoldRedirect = (work) => void held.push(work);
  emit(BUILDER_FORM_SENT, [module, hold], { target: module });
  if (held.length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeout)));
  await Promise.race([Promise.allSettled(held), deadline]);
  clearTimeout(timer);
}
