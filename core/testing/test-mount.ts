// A widget mounted outside the registry, for unit tests that drive one module directly: the registry's own
// mount scope (DOM listeners, legacy events through the real bridge, guards, cleanups), with the errors its
// guards catch kept for the test to read instead of reported.
import { on } from '../events/bridge.ts';
import type { MountContext } from '../registry/define-widget.ts';
import { createMountScope } from '../registry/mount-scope.ts';

export interface TestMount<A> {
  context: MountContext<A>;
  /** Errors the guarded callbacks threw or rejected with (the registry would report them). */
  errors: unknown[];
  /** What the registry does at unmount: the signal aborts, the cleanups run. */
  unmount(): void;
}

export function testMount<A = unknown>(element: HTMLElement, attributes = {} as A, widget = 'test-widget'): TestMount<A> {
  const errors: unknown[] = [];
  const scope = createMountScope({ element, widget, attributes, subscribe: on, report: (_phase, error) => void errors.push(error) });
  return { context: scope.context, errors, unmount: scope.teardown };
}
