// The events bridge: Fondant's widgets and the page's jQuery-era plugins hear each other's legacy
// WooCommerce events (`added_to_cart`, `wc_fragment_refresh`, …) on document.body, in the jQuery, native
// and blocks dialects, each exactly once.
import { isJQueryObject, pageJQuery, type JQueryHandler, type PageJQuery } from './page-jquery.ts';

export type EventArgs = unknown[];
export type EventHandler = (...args: any[]) => void;

/** What WooCommerce Blocks listens for beside the legacy event (its mini-cart, for one). */
const blocksDialect: Partial<Record<string, string>> = {
  added_to_cart: 'wc-blocks_added_to_cart',
  removed_from_cart: 'wc-blocks_removed_from_cart',
};

interface Subscription {
  handlers: Set<EventHandler>;
  target: HTMLElement;
  onNative: (event: Event) => void;
  onJQuery: JQueryHandler;
  boundJQuery?: PageJQuery;
}

const subscriptions = new Map<string, Subscription>();
/** Names we are emitting or asking right now: their echoes, in any dialect, are not delivered back to us. */
const inFlight = new Set<string>();
let watchingForLateJQuery = false;

/**
 * Fires `name` with its legacy positional args: on() handlers first, then jQuery handlers (Elements wrapped as
 * jQuery objects), then a native CustomEvent on body (detail = args); added/removed_from_cart also fire the
 * blocks event.
 */
export function emit(name: string, args: EventArgs = []): void {
  const blocksName = blocksDialect[name];
  whileInFlight(blocksName ? [name, blocksName] : [name], () => {
    callHandlers(name, args.map(unwrapJQuery));
    const jQuery = pageJQuery();
    if (jQuery) {
      guardPluginCode(name, () => jQuery(document.body).trigger(name, args.map((arg) => wrapElement(jQuery, arg))));
    }
    dispatchNative(jQuery, name, { bubbles: true, cancelable: true, detail: args });
    if (blocksName) {
      dispatchNative(undefined, blocksName, { bubbles: true, cancelable: true, detail: { preserveCartData: false } });
    }
  });
}

/**
 * Subscribes to `name` from Fondant and from the page (jQuery trigger or native event; args with jQuery objects
 * unwrapped to Elements). Our own emit() reaches the handler once; ask() never does. Returns the unsubscribe.
 */
export function on(name: string, handler: EventHandler): () => void {
  const subscription = subscriptions.get(name) ?? subscribe(name);
  subscription.handlers.add(handler);
  bindJQuery(name, subscription);
  watchForLateJQuery();
  return () => {
    subscription.handlers.delete(handler);
    if (subscription.handlers.size === 0 && subscriptions.get(name) === subscription) unsubscribe(name, subscription);
  };
}

/** The legacy veto hook: jQuery triggerHandler's answer, or false when a native listener calls preventDefault(). */
export function ask(name: string, args: EventArgs = []): unknown {
  return whileInFlight([name], () => {
    const jQuery = pageJQuery();
    const answer = jQuery
      ? guardPluginCode(name, () => jQuery(document.body).triggerHandler(name, args.map((arg) => wrapElement(jQuery, arg))))
      : undefined;
    const event = dispatchNative(jQuery, name, { cancelable: true, detail: args });
    return event.defaultPrevented ? false : answer;
  });
}

function subscribe(name: string): Subscription {
  const subscription: Subscription = {
    handlers: new Set(),
    target: document.body,
    onNative: (event) => deliver(name, argsFromDetail((event as CustomEvent<unknown>).detail)),
    onJQuery: (event, ...args) => {
      // A native event reaches jQuery handlers too (wrapped, with originalEvent): onNative delivers it.
      if (!event.originalEvent) deliver(name, args.map(unwrapJQuery));
    },
  };
  subscription.target.addEventListener(name, subscription.onNative);
  subscriptions.set(name, subscription);
  return subscription;
}

function unsubscribe(name: string, subscription: Subscription): void {
  subscription.target.removeEventListener(name, subscription.onNative);
  if (subscription.boundJQuery) subscription.boundJQuery(subscription.target).off(name, subscription.onJQuery);
  subscriptions.delete(name);
}

/** jQuery is often loaded after Fondant (deferred scripts): bind at on(), and again once the page has loaded. */
function bindJQuery(name: string, subscription: Subscription): void {
  const jQuery = pageJQuery();
  if (!jQuery || subscription.boundJQuery) return;
  jQuery(subscription.target).on(name, subscription.onJQuery);
  subscription.boundJQuery = jQuery;
}

function watchForLateJQuery(): void {
  if (watchingForLateJQuery) return;
  watchingForLateJQuery = true;
  window.addEventListener('load', () => subscriptions.forEach((subscription, name) => bindJQuery(name, subscription)));
}

function deliver(name: string, args: unknown[]): void {
  if (!inFlight.has(name)) callHandlers(name, args);
}

function callHandlers(name: string, args: unknown[]): void {
  for (const handler of [...(subscriptions.get(name)?.handlers ?? [])]) {
    try {
      handler(...args);
    } catch (error) {
      console.error(`[fondant] a handler of the "${name}" event failed`, error);
    }
  }
}

function whileInFlight<T>(names: string[], run: () => T): T {
  const added = names.filter((name) => !inFlight.has(name));
  added.forEach((name) => inFlight.add(name));
  try {
    return run();
  } finally {
    added.forEach((name) => inFlight.delete(name));
  }
}

/**
 * jQuery binds its handlers with addEventListener, so our native event would run them a second time, without
 * the positional args. jQuery's own guard prevents that: its per-element handle (jquery 3.8.0, src/event.js,
 * jQuery.event.add: `jQuery.event.triggered !== e.type ? jQuery.event.dispatch(...) : undefined`, "Discard the
 * second event of a jQuery.event.trigger()") ignores an event whose type equals jQuery.event.triggered.
 */
function dispatchNative(jQuery: PageJQuery | undefined, name: string, init: CustomEventInit): CustomEvent {
  const event = new CustomEvent(name, init);
  if (!jQuery) {
    document.body.dispatchEvent(event);
    return event;
  }
  const previous = jQuery.event.triggered;
  jQuery.event.triggered = name;
  try {
    document.body.dispatchEvent(event);
  } finally {
    jQuery.event.triggered = previous;
  }
  return event;
}

/** A throwing plugin handler must not stop our native event or the caller's flow. */
function guardPluginCode<T>(name: string, run: () => T): T | undefined {
  try {
    return run();
  } catch (error) {
    console.error(`[fondant] a jQuery handler of the "${name}" event failed`, error);
    return undefined;
  }
}

function argsFromDetail(detail: unknown): unknown[] {
  if (Array.isArray(detail)) return detail.map(unwrapJQuery);
  return detail === undefined || detail === null ? [] : [unwrapJQuery(detail)];
}

function wrapElement(jQuery: PageJQuery, arg: unknown): unknown {
  return arg instanceof Element ? jQuery(arg) : arg;
}

function unwrapJQuery(arg: unknown): unknown {
  return isJQueryObject(arg) ? arg[0] : arg;
}
