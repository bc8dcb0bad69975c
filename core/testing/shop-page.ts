// Test helper, never bundled: a fresh storefront page per test (new <body>, JSON page config, fresh module
// state), a recorder for the native events Fondant fires, the registry started with given widgets, and waits.
import { vi } from 'vitest';
import type { PendingFetch } from '../http/fetch-stub.ts';
import type { WidgetDefinition } from '../registry/define-widget.ts';
import type { Registry } from '../registry/registry.ts';

export const CART_HASH_KEY = 'wc_cart_hash_071ebeee24c7328ddd5d65fd451cab7a';
export const FRAGMENT_NAME = 'wc_fragments_071ebeee24c7328ddd5d65fd451cab7a';

/** The demo shop's settings; a long timeout so a request a test leaves pending never fails behind its back. */
export const shopConfig = {
  wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
  cartUrl: '/panier/',
  isCart: false,
  requestTimeout: 600_000,
  cartHashKey: CART_HASH_KEY,
  fragmentName: FRAGMENT_NAME,
};

/**
 * Forgets every module (cart sync, page config, bridge, queue and stores keep module-level state: import them
 * again after this) and swaps in a new <body>, so the previous test's body listeners are gone with the old one.
 * `config` null: no #fondant-config element.
 */
export function freshPage(html: string, config: Record<string, unknown> | null = shopConfig): HTMLElement {
  vi.resetModules();
  const body = document.createElement('body');
  document.documentElement.replaceChild(body, document.body);
  body.innerHTML = html;
  if (config) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'fondant-config';
    script.textContent = JSON.stringify(config);
    body.prepend(script);
  }
  return body;
}

/** The `detail` of every native event of these names that reaches document.body, in order. */
export function recordEvents<N extends string>(...names: N[]): Record<N, unknown[]> {
  const record = {} as Record<N, unknown[]>;
  for (const name of names) {
    const details: unknown[] = [];
    record[name] = details;
    document.body.addEventListener(name, (event) => details.push((event as CustomEvent<unknown>).detail));
  }
  return record;
}

/** Lets timers of 0–1 ms and the promise chains behind them (fetch bodies, the queue) run. */
export async function ticks(count = 5): Promise<void> {
  for (let turn = 0; turn < count; turn += 1) await new Promise((resolve) => setTimeout(resolve, 2));
}

/**
 * Retries the assertion until it passes (1 s at most). Unlike vi.waitFor it never advances fake timers, so a
 * test that fakes Date keeps its clock still.
 */
export async function eventually(assertion: () => void, timeoutMs = 1000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    try {
      assertion();
      return;
    } catch (error) {
      if (performance.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  }
}

/** A fresh registry (import it after freshPage) following the page with these widgets, settled. */
export async function startRegistry(...definitions: WidgetDefinition<any>[]): Promise<Registry> {
  const { createRegistry } = await import('../registry/registry.ts');
  const registry = createRegistry();
  registry.register(...(definitions as WidgetDefinition[]));
  registry.start();
  await settleRegistry(registry);
  return registry;
}

/** startRegistry for tests that fake setTimeout: it waits on the registry's own promises only, so the test's
 *  timers are counted from the mount. */
export async function startRegistryUnderFakeTimers(...definitions: WidgetDefinition<any>[]): Promise<Registry> {
  const { createRegistry } = await import('../registry/registry.ts');
  const registry = createRegistry();
  registry.register(...(definitions as WidgetDefinition[]));
  registry.start();
  await registry.settled();
  return registry;
}

export async function settleRegistry(registry: Registry): Promise<void> {
  await ticks(2);
  await registry.settled();
  await ticks(2);
}

/** The wc-ajax endpoint a request went to. */
export function endpointOf(call: PendingFetch | undefined): string | null {
  return call ? new URL(call.url, 'http://localhost').searchParams.get('wc-ajax') : null;
}

/** A request's form fields, in order. */
export function formFields(call: PendingFetch | undefined): [string, string][] {
  return call ? [...new URLSearchParams(String(call.init.body))] : [];
}

/** A cancelable, bubbling click like a shopper's; the returned event tells whether its default was prevented. */
export function click(element: Element): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
}

