// A theme's clickable span (the builder theme's menu toggles and bars, search icon and close controls, back-to-top)
// made a button without changing its markup: role=button, a place in the Tab order, a French name, and a native
// button's keys — Enter acts on keydown (not when held), Space on keyup, without scrolling the page. The attributes
// it sets (and `aria-expanded` / `aria-controls`, which callers add) are put back at unmount.
import { snapshotAttributes } from '../dom/restore-attributes.ts';
import type { MountContext } from '../registry/define-widget.ts';

const BUTTON_ATTRIBUTES = ['role', 'tabindex', 'aria-label', 'aria-expanded', 'aria-controls'];

const withModifier = (event: KeyboardEvent) => event.altKey || event.ctrlKey || event.metaKey;

export function spanButton(context: MountContext<unknown>, control: HTMLElement, name: string, activate: () => void): void {
  context.onCleanup(snapshotAttributes([control], BUTTON_ATTRIBUTES));
  control.setAttribute('role', 'button');
  control.tabIndex = 0;
  control.setAttribute('aria-label', name);
  context.listen(control, 'click', (event) => {
    event.preventDefault();
    activate();
  });
  context.listen(control, 'keydown', (event: KeyboardEvent) => {
    if (withModifier(event)) return;
    if (event.key === ' ') event.preventDefault();
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!event.repeat) activate();
  });
  context.listen(control, 'keyup', (event: KeyboardEvent) => {
    if (event.key !== ' ' || withModifier(event)) return;
    event.preventDefault();
    activate();
  });
}
