// The registry: records every element a widget upgrades at first sight, loads each widget chunk once
// when the element's load strategy fires, mounts all pending elements, and follows the DOM with one
// batched MutationObserver so inserted HTML mounts and removed HTML unmounts (moved nodes are kept). Each mount
// runs in a task of its own (see yield-to-main.ts).
import { readAttributes, type AttributeSchema } from './attribute-schema.ts';
import { createChunkLoader, type ChunkLoader } from './chunk-loader.ts';
import { widgetSelector, type LoadStrategy, type WidgetDefinition, type WidgetModule } from './define-widget.ts';
import { reportError, type ErrorPhase } from './error-reporter.ts';
import { armLoadStrategy, replayActivation, type Disarm, type HeldActivation } from './load-strategies.ts';
import { createMountScope, type MountScope } from './mount-scope.ts';
import { yieldToMain } from './yield-to-main.ts';

const MOUNTED_ATTRIBUTE = 'data-fondant-mounted';
const STRATEGIES: readonly LoadStrategy[] = ['ready', 'idle', 'visible', 'interaction'];

/** The events bridge, imported beside the first widget chunk (every widget that hears a legacy event needs it)
 *  rather than by the entry, which would then have to import a chunk shared with the widgets statically. */
const BRIDGE_CHUNK = 'events-bridge';
const importBridge = () => import('../events/bridge.ts');
type Bridge = Awaited<ReturnType<typeof importBridge>>;

type State = 'pending' | 'loading' | 'mounted' | 'failed' | 'unmounted';

interface Instance {
  definition: WidgetDefinition;
  element: HTMLElement;
  state: State;
  disarm: Disarm;
  /** The first click or key activation that came before mount (interaction strategy). */
  held?: HeldActivation;
  /** Present from mount to unmount. */
  scope?: MountScope<unknown>;
}

export interface Registry {
  /** Declares widgets; when the registry is running, the page is scanned for them at once. */
  register(...definitions: WidgetDefinition<AttributeSchema>[]): void;
  /** Scans the document, mounts what its strategies ask for, and starts following DOM changes. */
  start(): void;
  /** Stops following the DOM and unmounts every widget. */
  stop(): void;
  /** Resolves when every mount and DOM change already under way has settled. */
  settled(): Promise<void>;
}

function optedOut(element: Element, widget: string): boolean {
  const off = element.closest('[data-fondant-off]')?.getAttribute('data-fondant-off');
  if (off === undefined || off === null) return false;
  const names = off.trim().split(/\s+/);
  return off.trim() === '' || names.includes(widget) || names.includes('all');
}

function isLoadStrategy(value: string): value is LoadStrategy {
  return (STRATEGIES as readonly string[]).includes(value);
}

/** The element's `data-fondant-load` when valid; a bad value is logged once and the widget's own strategy used. */
function strategyOf({ element, definition }: { element: HTMLElement; definition: WidgetDefinition }): LoadStrategy {
  const requested = element.getAttribute('data-fondant-load');
  if (requested === null) return definition.load;
  if (isLoadStrategy(requested)) return requested;
  console.error(`[fondant] ${definition.name}: data-fondant-load="${requested}" is not one of ${STRATEGIES.join(', ')}; using "${definition.load}"`, element);
  return definition.load;
}

function toggleMarker(element: HTMLElement, widget: string, on: boolean): void {
  const names = new Set((element.getAttribute(MOUNTED_ATTRIBUTE) ?? '').split(/\s+/).filter(Boolean));
  if (on) names.add(widget);
  else names.delete(widget);
  if (names.size > 0) element.setAttribute(MOUNTED_ATTRIBUTE, [...names].join(' '));
  else element.removeAttribute(MOUNTED_ATTRIBUTE);
}

export function createRegistry(loadChunk: ChunkLoader = createChunkLoader()): Registry {
  const definitions: WidgetDefinition[] = [];
  const instances = new WeakMap<Element, Map<string, Instance>>();
  const live = new Set<Instance>();
  const inFlight = new Set<Promise<unknown>>();
  let observer: MutationObserver | undefined;
  let pendingRecords: MutationRecord[] = [];

  function track<T>(promise: Promise<T>): Promise<T> {
    inFlight.add(promise);
    promise.finally(() => inFlight.delete(promise)).catch(() => {});
    return promise;
  }

  function report(instance: Instance, phase: ErrorPhase, error: unknown): void {
    reportError({ widget: instance.definition.name, phase, error, element: instance.element });
  }

  /** After mount the widget gets the activation it missed; after a failed load, parse or mount the server markup
   *  takes over and the activation gets its plain behaviour. */
  function replayHeld(instance: Instance, mounted: boolean): void {
    const held = instance.held;
    instance.held = undefined;
    if (held) replayActivation(held, mounted);
  }

  function fail(instance: Instance, phase: ErrorPhase, error: unknown): void {
    report(instance, phase, error);
    runCleanups(instance);
    instance.state = 'failed';
    instance.disarm();
    replayHeld(instance, false);
  }

  function runCleanups(instance: Instance): void {
    instance.scope?.teardown();
    instance.scope = undefined;
  }

  async function mount(instance: Instance, module: WidgetModule<unknown>, bridge: Bridge): Promise<void> {
    await yieldToMain();
    if (instance.state !== 'loading') return;
    let attributes: unknown;
    try {
      attributes = readAttributes(instance.element, instance.definition.attributes ?? {});
    } catch (error) {
      fail(instance, 'parse', error);
      return;
    }
    const { definition, element } = instance;
    const scope = createMountScope({ element, widget: definition.name, attributes, subscribe: bridge.on, report: (phase, error) => report(instance, phase, error) });
    instance.scope = scope;
    try {
      const cleanup = await module.mount(scope.context);
      if (typeof cleanup === 'function') scope.context.onCleanup(cleanup);
    } catch (error) {
      fail(instance, 'mount', error);
      return;
    }
    if (instance.state !== 'loading') {
      // Unmounted while an asynchronous mount was running: undo what it did since.
      scope.teardown();
      return;
    }
    instance.state = 'mounted';
    instance.disarm();
    toggleMarker(instance.element, instance.definition.name, true);
    replayHeld(instance, true);
  }

  function activate(instance: Instance, held?: HeldActivation): void {
    if (held && !instance.held && instance.state !== 'mounted') instance.held = held;
    if (instance.state !== 'pending') return;
    instance.state = 'loading';
    const { definition } = instance;
    track(
      Promise.all([loadChunk(definition.name, definition.module), loadChunk(BRIDGE_CHUNK, importBridge)]).then(
        ([module, bridge]) => mount(instance, module as WidgetModule<unknown>, bridge),
        (error: unknown) => fail(instance, 'load', error),
      ),
    );
  }

  function see(definition: WidgetDefinition, element: HTMLElement): void {
    if (optedOut(element, definition.name)) return;
    let byWidget = instances.get(element);
    if (byWidget?.has(definition.name)) return;
    if (!byWidget) instances.set(element, (byWidget = new Map()));
    const instance: Instance = { definition, element, state: 'pending', disarm: () => {} };
    byWidget.set(definition.name, instance);
    live.add(instance);
    instance.disarm = armLoadStrategy(strategyOf(instance), element, (held) => activate(instance, held));
  }

  function unmount(instance: Instance): void {
    if (instance.state === 'mounted') toggleMarker(instance.element, instance.definition.name, false);
    instance.disarm();
    runCleanups(instance);
    instance.state = 'unmounted';
    instances.get(instance.element)?.delete(instance.definition.name);
    live.delete(instance);
  }

  function scan(root: Element | Document, only: readonly WidgetDefinition[] = definitions): void {
    for (const definition of only) {
      const selector = widgetSelector(definition);
      const found = root instanceof Element && root.matches(selector) ? [root] : [];
      found.push(...root.querySelectorAll(selector));
      for (const element of found) if (element instanceof HTMLElement) see(definition, element);
    }
  }

  function flush(): void {
    const records = pendingRecords;
    pendingRecords = [];
    // Removals first, decided now rather than when the record was made, so a moved node stays mounted.
    if (records.some((record) => record.removedNodes.length > 0)) {
      for (const instance of [...live]) if (!instance.element.isConnected) unmount(instance);
    }
    for (const record of records) {
      if (record.type === 'attributes' && record.target instanceof Element && record.target.isConnected) scan(record.target);
      for (const node of record.addedNodes) if (node instanceof Element && node.isConnected) scan(node);
    }
  }

  function observe(records: MutationRecord[]): void {
    if (pendingRecords.length === 0) track(Promise.resolve().then(flush));
    pendingRecords.push(...records);
  }

  return {
    register(...added) {
      definitions.push(...added);
      if (observer) scan(document, added);
    },
    start() {
      if (observer) return;
      observer = new MutationObserver(observe);
      observer.observe(document.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-fondant'] });
      scan(document);
    },
    stop() {
      observer?.disconnect();
      observer = undefined;
      pendingRecords = [];
      for (const instance of [...live]) unmount(instance);
    },
    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
