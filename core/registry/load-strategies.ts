// When a seen element asks for its widget chunk: at once (ready), when the main thread is idle, when it
// nears the viewport, or at the shopper's first interaction — whose click or key activation is held and
// replayed after mount.
import type { LoadStrategy } from './define-widget.ts';

const IDLE_TIMEOUT_MS = 2000;
const VISIBLE_ROOT_MARGIN = '256px';
const INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'click', 'keydown'] as const;

/**
 * An activation that came before the widget: a click (no `key`), or a Space/Enter key press the browser does not
 * turn into a click itself (Space on a link or a role=button element, Enter on an element that is neither a link
 * nor a control), kept as the keydown's `key`, `code` and `shiftKey`.
 */
export interface HeldActivation {
  target: HTMLElement;
  key?: KeyboardEventInit;
}

/** Called when the strategy fires, and again with `held` for each early activation held back (only the first is replayed). */
export type Trigger = (held?: HeldActivation) => void;
export type Disarm = () => void;

/**
 * The element a key press before mount activates, when the browser will not make a click of it: Enter on a link
 * or a control clicks (that click is held), Space on a button clicks on keyup (held too), Space on a link or
 * another element only scrolls the page — that is what is held (Enter there is held too). The element itself,
 * or a link or role=button inside it; never a text field, a select or a modified key.
 */
function keyActivationTarget(event: KeyboardEvent, element: HTMLElement): HTMLElement | null {
  const { target, key } = event;
  if ((key !== ' ' && key !== 'Enter') || event.altKey || event.ctrlKey || event.metaKey || !(target instanceof HTMLElement)) return null;
  if (target !== element && !target.matches('a[href],[role=button]')) return null;
  return target.isContentEditable || target.closest('button,input,select,textarea') || (key > ' ' && target.matches('a[href]')) ? null : target;
}

/**
 * Gives a held activation to the mounted widget (`mounted`), or its plain behaviour when the widget could not
 * load: the click again; the key's keydown replayed (a replayed key has no default action, so when no one takes
 * a Space — or the widget is not there — the page scrolls by a screen as the browser would have).
 */
export function replayActivation({ target, key }: HeldActivation, mounted: boolean): void {
  if (!key) {
    if (target.isConnected) target.click();
    return;
  }
  const keydown = new KeyboardEvent('keydown', { ...key, bubbles: true, cancelable: true });
  if (mounted && target.isConnected) target.dispatchEvent(keydown);
  if (!keydown.defaultPrevented && key.key === ' ') window.scrollBy(0, (key.shiftKey ? -0.875 : 0.875) * window.innerHeight);
}

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
      trigger({ target: event.target instanceof HTMLElement ? event.target : element });
    } else if (event.type === 'keydown') {
      // Held like a click: no scroll now; the widget gets the key once it is there (repeats are swallowed).
      const { key, code, shiftKey, repeat } = event as KeyboardEvent;
      const target = keyActivationTarget(event as KeyboardEvent, element);
      if (!target) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      fired = true;
      if (!repeat) trigger({ target, key: { key, code, shiftKey } });
    } else if (!fired) {
      fired = true;
      trigger();
    }
  };
  // Stays armed until the registry disarms it at mount, so a click during the chunk download is held too.
  const disarm = () => {
    for (const type of INTERACTION_EVENTS) element.removeEventListener(type, listener, true);
  };
  for (const type of INTERACTION_EVENTS) element.addEventListener(type, listener, { capture: true, passive: type !== 'click' && type !== 'keydown' });
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
