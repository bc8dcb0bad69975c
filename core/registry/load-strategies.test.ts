// The 'visible' load strategy: the chunk loads once an IntersectionObserver reports the element
// intersecting, the observer then disconnects, and without IntersectionObserver the chunk loads at once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineWidget } from './define-widget.ts';
import { createRegistry, type Registry } from './registry.ts';

class FakeIntersectionObserver {
  static latest: FakeIntersectionObserver | undefined;
  readonly observed: Element[] = [];
  disconnected = false;
  readonly #callback: IntersectionObserverCallback;

  constructor(callback: IntersectionObserverCallback) {
    this.#callback = callback;
    FakeIntersectionObserver.latest = this;
  }

  observe(element: Element): void {
    this.observed.push(element);
  }

  disconnect(): void {
    this.disconnected = true;
  }

  /** Reports every observed element as entering (or staying out of) the viewport. */
  report(isIntersecting: boolean): void {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.#callback(entries, this as unknown as IntersectionObserver);
  }
}

let registry: Registry;

function startVisibleWidget() {
  document.body.innerHTML = '<div data-fondant="below-fold"></div>';
  const mount = vi.fn();
  const module = vi.fn(async () => ({ mount }));
  registry = createRegistry();
  registry.register(defineWidget({ name: 'below-fold', attributes: {}, load: 'visible', module }));
  registry.start();
  return { element: document.querySelector('div')!, module, mount };
}

async function settle() {
  await registry.settled();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  FakeIntersectionObserver.latest = undefined;
});

afterEach(() => {
  registry.stop();
  vi.unstubAllGlobals();
});

describe('visible load strategy', () => {
  it('loads the chunk only once the element is reported intersecting, then disconnects the observer', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { element, module, mount } = startVisibleWidget();
    const observer = FakeIntersectionObserver.latest!;
    expect(observer.observed).toEqual([element]);
    observer.report(false);
    await settle();
    expect(module).not.toHaveBeenCalled();
    expect(observer.disconnected).toBe(false);
    observer.report(true);
    expect(observer.disconnected).toBe(true);
    expect(module).toHaveBeenCalledTimes(1);
    await settle();
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('loads the chunk at once where IntersectionObserver is missing', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { module, mount } = startVisibleWidget();
    expect(module).toHaveBeenCalledTimes(1);
    await settle();
    expect(mount).toHaveBeenCalledTimes(1);
  });
});
