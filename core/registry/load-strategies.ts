// When a seen element asks for its widget chunk: at once (ready), when the main thread is idle, when it
// nears the viewport, or at the shopper's first interaction — whose click or key activation is held and
// replayed after mount.
import type { LoadStrategy } from './define-widget.ts';

const IDLE_TIMEOUT_MS = 2000;
const VISIBLE_ROOT_MARGIN = '256px';
const INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'click', 'keydown', 'keyup'] as const;

/**
 * An activation that came before the widget: a click, or a Space/Enter key press the browser does not turn into a
 * click itself (Space on a link or a role=button element, Enter on an element that is not a link or a control).
 * `keyReleased` tells whether the key went up before mount (its keyup is then replayed too).
 */
export type HeldActivation =
  | { kind: 'click'; target: HTMLElement }
  | { kind: 'key'; target: HTMLElement; init: KeyboardEventInit; keyReleased: boolean };

/** Called when the strategy fires, and again with `held` for each early activation held back (only the first is replayed). */
export type Trigger = (held?: HeldActivation) => void;
export type Disarm = () => void;

/** Controls whose Space or Enter the browser turns into a click (held as that click), or that take the key as text. */
const CLICKING_OR_EDITABLE = 'button, input, select, textarea, summary, [contenteditable]:not([contenteditable="false"])';

/**
 * Whether this key press, before mount, is an activation the browser will not turn into a click. Enter on a link
 * or a control clicks (held as the click); Space on a button clicks on keyup (held as the click); Space on a link
 * or another element only scrolls the page: that is what we hold. Only the element itself, or a link or role=button
 * inside it, is activated; modified keys and auto-repeat are left alone (repeats of a held key are swallowed).
 */
function keyActivationTarget(event: KeyboardEvent, element: HTMLElement): HTMLElement | null {
  if (event.key !== ' ' && event.key !== 'Enter') return null;
  if (event.altKey || event.ctrlKey || event.metaKey || event.isComposing) return null;
  const target = event.target;
  if (!(target instanceof HTMLElement) || !element.contains(target)) return null;
  if (target !== element && !target.matches('a[href], [role="button"], [role="link"]')) return null;
  if (target.closest(CLICKING_OR_EDITABLE)) return null;
  if (event.key === 'Enter' && target.matches('a[href]')) return null;
  return target;
}

/** What Space does on a page when nothing takes it: scroll by about a screen (up with Shift). */
export function scrollLikeSpace(shiftKey: boolean | undefined): void {
  const step = Math.round(window.innerHeight * 0.875);
  window.scrollBy({ top: shiftKey ? -step : step, behavior: 'instant' as ScrollBehavior });
}

/** Replays a held activation on the mounted widget: the click, or the key's keydown (and keyup when it went up). */
export function replayActivation(held: HeldActivation): void {
  if (!held.target.isConnected) return;
  if (held.kind === 'click') {
    held.target.click();
    return;
  }
  const keydown = new KeyboardEvent('keydown', { ...held.init, bubbles: true, cancelable: true, composed: true });
  held.target.dispatchEvent(keydown);
  if (held.keyReleased) held.target.dispatchEvent(new KeyboardEvent('keyup', { ...held.init, bubbles: true, cancelable: true, composed: true }));
  // A replayed key has no default action: when the widget did not take a Space, scroll as the browser would have.
  if (!keydown.defaultPrevented && held.init.key === ' ') scrollLikeSpace(held.init.shiftKey);
}

/** Gives a held activation its plain behaviour (the widget could not load): the link's click, the page's scroll. */
export function releaseActivation(held: HeldActivation): void {
  if (held.kind === 'click') {
    if (held.target.isConnected) held.target.click();
  } else if (held.init.key === ' ') {
    scrollLikeSpace(held.init.shiftKey);
  }
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
  /** The key activation held last, until its keyup: repeats are swallowed and the keyup recorded. */
  let heldKey: Extract<HeldActivation, { kind: 'key' }> | undefined;
  const listener = (event: Event) => {
    if (event.type === 'click') {
      // The widget is not there yet: hold the click so the page does not navigate, replay it after mount.
      // Further clicks before mount are swallowed too: a double click must not reach the plain link.
      event.preventDefault();
      event.stopImmediatePropagation();
      trigger({ kind: 'click', target: event.target instanceof HTMLElement ? event.target : element });
    } else if (event.type === 'keydown' || event.type === 'keyup') {
      const keyEvent = event as KeyboardEvent;
      if (event.type === 'keyup') {
        if (heldKey && heldKey.init.key === keyEvent.key) {
          heldKey.keyReleased = true;
          heldKey = undefined;
          event.stopImmediatePropagation();
        }
        return;
      }
      const target = keyActivationTarget(keyEvent, element);
      if (!target) return;
      // Held like a click: no scroll now, no half-mounted handling; the widget gets the key once it is there.
      event.preventDefault();
      event.stopImmediatePropagation();
      if (keyEvent.repeat && heldKey) return;
      const { key, code, shiftKey } = keyEvent;
      heldKey = { kind: 'key', target, init: { key, code, shiftKey }, keyReleased: false };
      fired = true;
      trigger(heldKey);
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
