// An IntersectionObserver stand-in for unit tests (happy-dom lays nothing out): `install()` (in a beforeEach, with
// vi.unstubAllGlobals after) records each observed element with its observer's callback and options until the
// observer disconnects; `intersect()` tells every element observed at that moment that it came into view (or left
// it), as the browser's first callback would.
import { vi } from 'vitest';

export interface ObservedElement {
  element: Element;
  callback: IntersectionObserverCallback;
  observer: IntersectionObserver;
  options: IntersectionObserverInit | undefined;
}

export function intersectionObserverDouble() {
  let observed: ObservedElement[] = [];
  return {
    install(): void {
      observed = [];
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(
            private readonly callback: IntersectionObserverCallback,
            private readonly options?: IntersectionObserverInit,
          ) {}
          observe(element: Element) {
            observed.push({ element, callback: this.callback, observer: this as unknown as IntersectionObserver, options: this.options });
          }
          unobserve(element: Element) {
            observed = observed.filter((entry) => entry.observer !== (this as unknown as IntersectionObserver) || entry.element !== element);
          }
          disconnect() {
            observed = observed.filter((entry) => entry.observer !== (this as unknown as IntersectionObserver));
          }
        },
      );
    },
    /** The elements observed now. */
    observed: (): readonly ObservedElement[] => observed,
    intersect(isIntersecting = true): void {
      for (const { element, callback, observer } of [...observed]) callback([{ isIntersecting, target: element } as unknown as IntersectionObserverEntry], observer);
    },
  };
}
