// Where focus goes when a banner that holds it is hidden: back to the element it came from (the one focused
// before it entered the banner), else the page's main content — never lost to <body>.
import type { MountContext } from '../../core/registry/define-widget.ts';

function mainContent(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main, [role="main"]') ?? document.getElementById('content');
}

/** Starts following where focus enters `container` from; the returned function moves focus out of it, if it is in. */
export function trackFocusReturn(container: HTMLElement, listen: MountContext<unknown>['listen']): () => void {
  let origin: HTMLElement | null = null;
  listen(container, 'focusin', (event: FocusEvent) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !container.contains(from)) origin = from;
  });
  return () => {
    if (!container.contains(document.activeElement)) return;
    if (origin?.isConnected) {
      origin.focus();
      if (document.activeElement === origin) return;
    }
    const main = mainContent();
    if (!main) return;
    if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
    main.focus({ preventScroll: true });
  };
}
