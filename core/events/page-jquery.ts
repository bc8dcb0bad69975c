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
  (element: Element): JQueryCollection;
  event: { triggered?: string | undefined };
}

export function pageJQuery(): PageJQuery | undefined {
  const candidate: unknown = (window as Window & { jQuery?: unknown }).jQuery;
  return typeof candidate === 'function' ? (candidate as PageJQuery) : undefined;
}

/** A jQuery collection (from any copy of jQuery): it carries the `jquery` version string. */
export function isJQueryObject(value: unknown): value is ArrayLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { jquery?: unknown }).jquery === 'string';
}
