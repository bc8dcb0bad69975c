// When a seen element asks for its widget chunk: at once (ready), when the main thread is idle, when it
// nears the viewport, or at the shopper's first interaction — whose click is held and replayed after mount.
import type { LoadStrategy } from './define-widget.ts';

const IDLE_TIMEOUT_MS = 2000;
const VISIBLE_ROOT_MARGIN = '256px';
const INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'click'] as const;

/** Called when the strategy fires, and again with `heldClick` for each early click held back (only the first is replayed). */
export type Trigger = (heldClick?: HTMLElement) => void;
export type Disarm = () => void;

function onIdle(trigger: Trigger): Disarm {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => trigger(), { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(() => trigger(), 1);
  return () => clearTimeout(timer);
}

function onVisible(element: HTMLElement, trigger: Trigger): Disarm {
  if (typeof IntersectionObserver !== 'function') {
    trigger();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        trigger();
      }
    },
    { rootMargin: VISIBLE_ROOT_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

function onInteraction(element: HTMLElement, trigger: Trigger): Disarm {
  let fired = false;
  const listener = (event: Event) => {
    if (event.type === 'click') {
      // The widget is not there yet: hold the click so the page does not navigate, replay it after mount.
      // Further clicks before mount are swallowed too: a double click must not reach the plain link.
      event.preventDefault();
      event.stopImmediatePropagation();
      trigger(event.target instanceof HTMLElement ? event.target : element);
    } else if (!fired) {
      fired = true;
      trigger();
    }
  };
  // Stays armed until the registry disarms it at mount, so a click during the chunk download is held too.
  const disarm = () => {
    for (const type of INTERACTION_EVENTS) element.removeEventListener(type, listener, true);
  };
  for (const type of INTERACTION_EVENTS) element.addEventListener(type, listener, { capture: true, passive: type !== 'click' });
  return disarm;
}

export function armLoadStrategy(strategy: LoadStrategy, element: HTMLElement, trigger: Trigger): Disarm {
  switch (strategy) {
    case 'ready':
      trigger();
      return () => {};
    case 'idle':
      return onIdle(trigger);
    case 'visible':
      return onVisible(element, trigger);
    case 'interaction':
      return onInteraction(element, trigger);
  }
}
