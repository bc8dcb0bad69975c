// When the express button shows: with its separator, only while the total is above 0, Stripe names an
// available wallet and the button was not removed; and its removal for good (the element unmounted, both
// hidden) when buying through it can no longer work.
import type { ButtonScope } from './button-scope.ts';

/** Shows or hides an element written either with `hidden` or with WooPayments' inline display:none. */
function setShown(element: HTMLElement | null, shown: boolean): void {
  if (!element) return;
  element.hidden = !shown;
  element.style.display = shown ? 'block' : 'none';
}

export function publish({ state, container, separator }: ButtonScope): void {
  const shown = !state.removed && state.eligible && state.walletsAvailable;
  setShown(container, shown);
  setShown(separator, shown);
}

export function removeButton(scope: ButtonScope): void {
  scope.state.removed = true;
  scope.state.element?.unmount();
  publish(scope);
}
