// The events bridge: Fondant's widgets and the page's jQuery-era plugins hear each other's legacy
// WooCommerce events (`added_to_cart`, `wc_fragment_refresh`, …) on document.body — or on the element the
// legacy script used (a variation form, say), bubbling like jQuery — in the jQuery, native and blocks
// dialects, each exactly once.
import { isJQueryObject, pageJQueries, type JQueryHandler, type PageJQuery } from './page-jquery.ts';

export type EventArgs = unknown[];
export type EventHandler = (...args: any[]) => void;

/** `target`: where the event is fired or listened to (default document.body); it bubbles from there. */
export interface EventTargetOption {
  target?: HTMLElement;
}

export interface SubscribeOptions {
  /** Where to listen (default document.body); the document hears what is fired on it and on any element, as
   *  jQuery's `$(document).on()` does. */
  target?: ListenTarget;
  /** Only events fired on the target itself, not those bubbling up from inside it (a jQuery `init` on a child). */
  ownEventsOnly?: boolean;
}

type ListenTarget = HTMLElement | Document;

/** What WooCommerce Blocks listens for beside the legacy event (its mini-cart, for one). */
const blocksDialect: Partial<Record<string, string>> = {
  added_to_cart: 'wc-blocks_added_to_cart',
  removed_from_cart: 'wc-blocks_removed_from_cart',
};

/** WooCommerce's mini-cart block, in its classic and its interactivity-API rendering. */
const MINI_CART_BLOCK = '.wc-block-mini-cart, [data-wp-interactive="woocommerce/mini-cart"]';

/**
 * Whether Fondant itself fires the blocks dialect for this emission. WooCommerce has no script that fires it on a
 * classic page: only its mini-cart block does, by translating the jQuery event (a jQuery handler on document that
 * dispatches `wc-blocks_…` on body), and only when jQuery is there. So: never where no mini-cart block is (a theme
 * listening to both dialects would react twice), and not where a jQuery is (the block's own translation hears our
 * jQuery trigger; firing too would make two). What is left: the block on a jQuery-free page, where no one else can.
 */
function firesBlocksDialect(copies: readonly PageJQuery[]): boolean {
  return copies.length === 0 && document.querySelector(MINI_CART_BLOCK) !== null;
}

interface Subscription {
  name: string;
  handlers: Set<EventHandler>;
  target: ListenTarget;
  onNative: (event: Event) => void;
  onJQuery: JQueryHandler;
  /** The jQuery copies the subscription is bound in. */
  boundJQuery: Set<PageJQuery>;
}

/** Per target element, per event name (own-events-only subscriptions under their own key). */
const subscriptions = new Map<ListenTarget, Map<string, Subscription>>();
/** Names we are emitting or asking right now: their echoes, in any dialect, are not delivered back to us. */
const inFlight = new Set<string>();
let watchingForLateJQuery = false;

/**
 * Fires `name` with its legacy positional args on the target (default body): on() handlers of the target and its
 * ancestors first, then the jQuery handlers of every known jQuery copy (each through its own trigger, Elements
 * wrapped in that copy), then a native bubbling CustomEvent (detail = args) that no jQuery copy hears (see
 * dispatchNative); added/removed_from_cart also fire the blocks event where WooCommerce's mini-cart block would
 * (see firesBlocksDialect).
 */
export function emit(name: string, args: EventArgs = [], { target = document.body }: EventTargetOption = {}): void {
  const blocksName = blocksDialect[name];
  whileInFlight(blocksName ? [name, blocksName] : [name], () => {
    const unwrapped = args.map(unwrapJQuery);
    for (let element: ListenTarget | null = target; element; element = element instanceof HTMLElement ? (element.parentElement ?? element.ownerDocument) : null) {
      const byKey = subscriptions.get(element);
      for (const key of element === target ? [name, ownKey(name)] : [name]) {
        const subscription = byKey?.get(key);
        if (subscription) callHandlers(subscription, unwrapped);
      }
    }
    const copies = pageJQueries();
    for (const jQuery of copies) {
      guardPluginCode(name, () => jQuery(target).trigger(name, args.map((arg) => wrapElement(jQuery, arg))));
    }
    dispatchNative(copies, target, name, { bubbles: true, cancelable: true, detail: args });
    if (blocksName && firesBlocksDialect(copies)) {
      dispatchNative(copies, target, blocksName, { bubbles: true, cancelable: true, detail: { preserveCartData: false } });
    }
  });
}

/**
 * Subscribes to `name` on the target (default body) from Fondant and from the page (jQuery trigger or native
 * event, on the target or bubbling up to it; args with jQuery objects unwrapped to Elements). Our own emit()
 * reaches the handler once; ask() never does. Returns the unsubscribe.
 */
export function on(name: string, handler: EventHandler, { target = document.body, ownEventsOnly = false }: SubscribeOptions = {}): () => void {
  const key = ownEventsOnly ? ownKey(name) : name;
  const subscription = subscriptions.get(target)?.get(key) ?? subscribe(name, key, target, ownEventsOnly);
  subscription.handlers.add(handler);
  bindJQuery(subscription);
  watchForLateJQuery();
  return () => {
    subscription.handlers.delete(handler);
    if (subscription.handlers.size === 0 && subscriptions.get(target)?.get(key) === subscription) unsubscribe(key, subscription);
  };
}

function ownKey(name: string): string {
  return `${name} (own)`;
}

/** The legacy veto hook: false when any jQuery copy's triggerHandler answers false or a native listener calls
 *  preventDefault(); else the first answer a copy gave. Asked on the target alone (default body), as
 *  triggerHandler does not bubble: the checkout asks its form. A jQuery veto reaches the native listeners as an
 *  event already cancelled (`defaultPrevented`), so they can leave a vetoed action alone. */
export function ask(name: string, args: EventArgs = [], { target = document.body }: EventTargetOption = {}): unknown {
  return whileInFlight([name], () => {
    const copies = pageJQueries();
    let answer: unknown;
    let vetoed = false;
    for (const jQuery of copies) {
      const own = guardPluginCode(name, () => jQuery(target).triggerHandler(name, args.map((arg) => wrapElement(jQuery, arg))));
      if (own === false) vetoed = true;
      else if (answer === undefined) answer = own;
    }
    const event = dispatchNative(copies, target, name, { cancelable: true, detail: args }, vetoed);
    return event.defaultPrevented || vetoed ? false : answer;
  });
}

function subscribe(name: string, key: string, target: ListenTarget, ownEventsOnly: boolean): Subscription {
  const fromElsewhere = (eventTarget: unknown) => ownEventsOnly && eventTarget !== target;
  const subscription: Subscription = {
    name,
    handlers: new Set(),
    target,
    onNative: (event) => {
      if (!fromElsewhere(event.target)) deliver(subscription, argsFromDetail((event as CustomEvent<unknown>).detail));
    },
    onJQuery: (event, ...args) => {
      // A native event reaches jQuery handlers too (wrapped, with originalEvent): onNative delivers it.
      if (!event.originalEvent && !fromElsewhere(event.target)) deliver(subscription, args.map(unwrapJQuery));
    },
    boundJQuery: new Set(),
  };
  target.addEventListener(name, subscription.onNative);
  const byKey = subscriptions.get(target) ?? new Map<string, Subscription>();
  subscriptions.set(target, byKey.set(key, subscription));
  return subscription;
}

function unsubscribe(key: string, subscription: Subscription): void {
  const { target, name } = subscription;
  target.removeEventListener(name, subscription.onNative);
  for (const jQuery of subscription.boundJQuery) jQuery(target).off(name, subscription.onJQuery);
  subscription.boundJQuery.clear();
  const byKey = subscriptions.get(target);
  byKey?.delete(key);
  if (byKey?.size === 0) subscriptions.delete(target);
}

/** Binds in every known jQuery copy (a plugin's own trigger is heard through its copy). jQuery is often loaded after
 *  Fondant (deferred scripts): bind at on(), and again once the page has loaded. */
function bindJQuery(subscription: Subscription): void {
  for (const jQuery of pageJQueries()) {
    if (subscription.boundJQuery.has(jQuery)) continue;
    jQuery(subscription.target).on(subscription.name, subscription.onJQuery);
    subscription.boundJQuery.add(jQuery);
  }
}

function watchForLateJQuery(): void {
  if (watchingForLateJQuery) return;
  watchingForLateJQuery = true;
  window.addEventListener('load', () => subscriptions.forEach((byKey) => byKey.forEach(bindJQuery)));
}

function deliver(subscription: Subscription, args: unknown[]): void {
  if (!inFlight.has(subscription.name)) callHandlers(subscription, args);
}

function callHandlers({ name, handlers }: Subscription, args: unknown[]): void {
  for (const handler of [...handlers]) {
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
 * Dispatches the native event so that no jQuery copy runs its handlers from it: every copy already heard the event
 * through its own trigger, with the positional args, or must not hear it at all — never without the args.
 *
 * jQuery binds one native listener per element (jQuery 3.7 and 3.8, src/event.js, jQuery.event.add), which discards an
 * event whose type equals `jQuery.event.triggered` ("Discard the second event of a jQuery.event.trigger()"): set for
 * every known copy while dispatching. A copy Fondant does not know (a plugin's bundled jQuery that window.jQuery
 * replaced, with no watch script) has handlers on the path when a node carries its data: an own property
 * `jQuery<digits>` = its `expando` + the data store's uid (one digit). Its listener calls `jQuery.event.fix(e)`, which
 * returns `e` itself when `e[expando]` is set, and its dispatch loop stops at once when `e.isPropagationStopped()`
 * is true: the event is marked so for those copies.
 */
function dispatchNative(copies: readonly PageJQuery[], target: HTMLElement, name: string, init: CustomEventInit, cancelled = false): CustomEvent {
  const event = new CustomEvent(name, init);
  if (cancelled) event.preventDefault();
  if (keepUnknownCopiesOut(event, copies, target)) {
    Object.defineProperty(event, 'isPropagationStopped', { value: () => true, configurable: true });
  }
  const previous = copies.map((jQuery) => jQuery.event.triggered);
  copies.forEach((jQuery) => (jQuery.event.triggered = name));
  try {
    target.dispatchEvent(event);
  } finally {
    copies.forEach((jQuery, index) => (jQuery.event.triggered = previous[index]));
  }
  return event;
}

const JQUERY_DATA = /^jQuery\d+$/;

/** Marks the event with the expando of every jQuery copy whose data sits on its path but that is not known;
 *  true when there was one. */
function keepUnknownCopiesOut(event: Event, copies: readonly PageJQuery[], target: HTMLElement): boolean {
  const known = new Set(copies.map((jQuery) => jQuery.expando));
  const path: object[] = [target];
  if (event.bubbles) {
    for (let node = target.parentNode; node; node = node.parentNode) path.push(node);
    path.push(window);
  }
  let marked = false;
  for (const node of path) {
    for (const property of Object.getOwnPropertyNames(node)) {
      if (!JQUERY_DATA.test(property)) continue;
      const expando = property.slice(0, -1);
      if (known.has(expando)) continue;
      (event as unknown as Record<string, unknown>)[expando] = true;
      marked = true;
    }
  }
  return marked;
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
