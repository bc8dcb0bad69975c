// The shape of a widget declaration: what it upgrades, which data attributes it reads, when its chunk
// loads, and the lazy module whose `mount` brings one element to life.
import type { EventHandler, SubscribeOptions } from '../events/bridge.ts';
import type { AttributeSchema, AttributeValues } from './attribute-schema.ts';

export type LoadStrategy = 'ready' | 'idle' | 'visible' | 'interaction';

/** Undoes everything a mount did (listeners, timers, React roots). */
export type Cleanup = () => void;

/** The events of elements, documents and the window, by type. */
type DomEventMap = HTMLElementEventMap & DocumentEventMap & WindowEventMap;

export interface MountContext<A> {
  element: HTMLElement;
  widget: string;
  attributes: A;
  /** Aborted when the element is unmounted: pass it to fetch and addEventListener. */
  signal: AbortSignal;
  /** Adds a DOM listener removed at unmount; a throwing handler is reported, never propagated. */
  listen<K extends keyof DomEventMap>(
    target: EventTarget,
    type: K | (string & {}),
    handler: (event: DomEventMap[K]) => void,
    options?: AddEventListenerOptions,
  ): void;
  /**
   * Subscribes to a legacy WooCommerce event (jQuery, native or Fondant's own emit; see core/events/bridge.ts)
   * on document.body or `target`, unsubscribed at unmount; a throwing handler is reported, never propagated.
   */
  on(name: string, handler: EventHandler, options?: SubscribeOptions): void;
  /** Wraps a callback (timer, subscription, promise continuation) so its errors are reported for this widget. */
  guard<Args extends unknown[]>(callback: (...args: Args) => void): (...args: Args) => void;
  /** Registers extra teardown work to run at unmount. */
  onCleanup(cleanup: Cleanup): void;
}

/** The attribute values of a widget that reads no data attribute. */
export type NoAttributes = Record<string, never>;

export type MountFunction<A> = (context: MountContext<A>) => void | Cleanup | Promise<void | Cleanup>;

export interface WidgetModule<A> {
  mount: MountFunction<A>;
}

export interface WidgetDefinition<S extends AttributeSchema = AttributeSchema> {
  /** Used in `data-fondant~="name"`, in `data-fondant-mounted`, and in error reports. */
  name: string;
  /** Stock WooCommerce / theme markup this widget upgrades without template changes. */
  selectors?: readonly string[];
  /** The data attributes it reads; none when left out. */
  attributes?: S;
  load: LoadStrategy;
  /**
   * The WordPress script handles of the legacy scripts whose behaviour this widget provides (a handle lists
   * every widget that takes a part of it). Read at build time into dist/legacy-handles.json for the WordPress
   * plugin, and left out of the entry bundle.
   */
  replaces?: readonly string[];
  /** Lazily imports the widget's chunk. */
  module: () => Promise<WidgetModule<AttributeValues<NoInfer<S>>>>;
}

/** Identity helper that infers the attribute value types of `mount` from the schema. */
export function defineWidget<S extends AttributeSchema = Record<never, never>>(definition: WidgetDefinition<S>): WidgetDefinition<S> {
  return definition;
}

export function widgetSelector(definition: WidgetDefinition): string {
  return [`[data-fondant~="${definition.name}"]`, ...(definition.selectors ?? [])].join(',');
}
