// The page's jQuery, when a theme or plugin loaded one, typed down to the few members the events bridge
// uses. Fondant never loads jQuery itself.

export interface JQueryEventLike {
  /** Set when jQuery wraps a native DOM event; absent for a jQuery `.trigger()`. */
  originalEvent?: Event;
  /** The element the event was triggered on. */
  target?: unknown;
}

export type JQueryHandler = (event: JQueryEventLike, ...args: unknown[]) => unknown;

export interface JQueryCollection {
  on(events: string, handler: JQueryHandler): JQueryCollection;
  off(events: string, handler: JQueryHandler): JQueryCollection;
  trigger(eventType: string, extraParameters?: unknown[]): JQueryCollection;
  triggerHandler(eventType: string, extraParameters?: unknown[]): unknown;
}

export interface PageJQuery {
  (element: Element | Document | Element[]): JQueryCollection;
  event: { triggered?: string | undefined };
  /** This copy's own name ("jQuery" + digits): its data lives on nodes under this name + a digit, and
   *  `jQuery.event.fix(e)` returns `e` itself when `e[expando]` is set. */
  expando?: string;
  fn?: { jquery?: string };
}

/** Where the optional jQuery watch script (core/events/jquery-watch.js) records every jQuery the page assigned. */
const WATCHED_COPIES = 'fondantJQueryCopies';

function isJQuery(candidate: unknown): candidate is PageJQuery {
  if (typeof candidate !== 'function') return false;
  const { event, fn } = candidate as PageJQuery;
  return typeof event === 'object' && event !== null && typeof fn?.jquery === 'string';
}

/** The page's jQuery (window.jQuery), when a theme or plugin loaded one. */
export function pageJQuery(): PageJQuery | undefined {
  const candidate: unknown = (window as Window & { jQuery?: unknown }).jQuery;
  return typeof candidate === 'function' ? (candidate as PageJQuery) : undefined;
}

/**
 * Every copy of jQuery Fondant knows of, window.jQuery first: window.$ when it is another copy, and the copies the
 * jQuery watch script recorded (a plugin's bundled jQuery loaded before the theme's, say). Copies loaded without
 * the watch script and no longer on window are unknown: the bridge keeps them out of its native events instead.
 */
export function pageJQueries(): PageJQuery[] {
  const globals = window as unknown as Record<string, unknown>;
  const recorded = globals[WATCHED_COPIES];
  const copies: PageJQuery[] = [];
  const main = pageJQuery();
  if (main) copies.push(main);
  for (const candidate of [globals.$, ...(Array.isArray(recorded) ? recorded : [])]) {
    if (isJQuery(candidate) && !copies.includes(candidate)) copies.push(candidate);
  }
  return copies;
}

/** A jQuery collection (from any copy of jQuery): it carries the `jquery` version string. */
export function isJQueryObject(value: unknown): value is ArrayLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { jquery?: unknown }).jquery === 'string';
}
