// The spot the Express Checkout Element mounts into: `<div class="fondant-express-checkout">`, made the
// container's only child (anything the server printed inside goes) and removed at unmount. Plain DOM: Stripe
// fills it with its own iframe and nothing of ours changes in it afterwards, so no view library is needed.
import type { MountContext } from '../../core/registry/define-widget.ts';

export function createElementHost({ element, onCleanup }: MountContext<unknown>): HTMLElement {
  const host = element.ownerDocument.createElement('div');
  host.className = 'fondant-express-checkout';
  element.replaceChildren(host);
  onCleanup(() => host.remove());
  return host;
}
