// One mount of one widget on one element: the context its `mount` receives (DOM listeners, legacy event
// subscriptions, guarded callbacks, cleanups) and the teardown that undoes all of it at unmount. Every
// handler error is reported for that widget, never propagated to the page.
import type { EventHandler, SubscribeOptions } from '../events/bridge.ts';
import type { Cleanup, MountContext } from './define-widget.ts';
import type { ErrorPhase } from './error-reporter.ts';

/** The events bridge's `on`: subscribes to a legacy event and returns the unsubscribe. */
export type LegacySubscribe = (name: string, handler: EventHandler, options?: SubscribeOptions) => () => void;

export interface MountScopeOptions<A> {
  element: HTMLElement;
  widget: string;
  attributes: A;
  subscribe: LegacySubscribe;
  report: (phase: ErrorPhase, error: unknown) => void;
}

export interface MountScope<A> {
  context: MountContext<A>;
  /** Aborts the signal, then runs the cleanups last registered first; a throwing cleanup is reported. */
  teardown(): void;
}

/** Calls back with errors, thrown or rejected, reported for the phase instead of propagated. */
export function guardedBy(report: MountScopeOptions<unknown>['report'], phase: ErrorPhase) {
  return <Args extends unknown[]>(callback: (...args: Args) => unknown) =>
    (...args: Args): void => {
      try {
        const result = callback(...args);
        if (result instanceof Promise) result.catch((error: unknown) => report(phase, error));
      } catch (error) {
        report(phase, error);
      }
    };
}

export function createMountScope<A>({ element, widget, attributes, subscribe, report }: MountScopeOptions<A>): MountScope<A> {
  const controller = new AbortController();
  const cleanups: Cleanup[] = [];
  const guard = guardedBy(report, 'handler');
  const context: MountContext<A> = {
    element,
    widget,
    attributes,
    signal: controller.signal,
    listen(target, type, handler, options) {
      target.addEventListener(type, guard(handler as (event: Event) => void), { ...options, signal: controller.signal });
    },
    on(name, handler, options) {
      cleanups.push(subscribe(name, guard(handler), options));
    },
    guard,
    onCleanup: (cleanup) => void cleanups.push(cleanup),
  };
  const guardCleanup = guardedBy(report, 'unmount');
  return {
    context,
    teardown() {
      controller.abort();
      for (const cleanup of cleanups.splice(0).reverse()) guardCleanup(cleanup)();
    },
  };
}
