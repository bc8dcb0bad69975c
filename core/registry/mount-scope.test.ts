// One mount's scope: DOM listeners and legacy event subscriptions live until teardown, every handler, guarded
// callback and cleanup error is reported with its phase instead of thrown, and teardown undoes in reverse order.
import jQuery from 'jquery';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emit, on } from '../events/bridge.ts';
import type { ErrorPhase } from './error-reporter.ts';
import { createMountScope } from './mount-scope.ts';

function scopeOn(element: HTMLElement) {
  const reports: [ErrorPhase, unknown][] = [];
  const scope = createMountScope({ element, widget: 'test', attributes: {}, subscribe: on, report: (phase, error) => void reports.push([phase, error]) });
  return { ...scope, reports };
}

afterEach(() => {
  document.body.replaceChildren();
  delete (window as Window & { jQuery?: unknown }).jQuery;
});

describe('createMountScope', () => {
  it('listen(): a DOM listener until teardown, with the signal aborted at teardown', () => {
    const button = document.body.appendChild(document.createElement('button'));
    const { context, teardown } = scopeOn(button);
    const clicks = vi.fn();
    context.listen(button, 'click', clicks);
    button.click();
    teardown();
    button.click();
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(context.signal.aborted).toBe(true);
  });

  it('on(): a legacy event in every dialect until teardown, with its legacy arguments', () => {
    Object.assign(window, { jQuery });
    const form = document.body.appendChild(document.createElement('form'));
    const { context, teardown } = scopeOn(form);
    const heard = vi.fn();
    context.on('found_variation', heard, { target: form });
    jQuery(form).trigger('found_variation', [{ variation_id: 19 }]);
    emit('found_variation', [{ variation_id: 20 }], { target: form });
    teardown();
    jQuery(form).trigger('found_variation', [{ variation_id: 21 }]);
    emit('found_variation', [{ variation_id: 22 }], { target: form });
    expect(heard.mock.calls).toEqual([[{ variation_id: 19 }], [{ variation_id: 20 }]]);
  });

  it('reports a throwing or rejecting handler as a handler error, and the page goes on', async () => {
    const button = document.body.appendChild(document.createElement('button'));
    const { context, reports } = scopeOn(button);
    const thrown = new Error('listener');
    const rejected = new Error('async listener');
    const legacy = new Error('legacy handler');
    context.listen(button, 'click', () => {
      throw thrown;
    });
    context.listen(button, 'focus', () => Promise.reject(rejected));
    context.on('wc_fragment_refresh', () => {
      throw legacy;
    });
    expect(() => button.click()).not.toThrow();
    button.dispatchEvent(new FocusEvent('focus'));
    emit('wc_fragment_refresh');
    context.guard(() => {
      throw thrown;
    })();
    await Promise.resolve();
    expect(reports).toEqual([['handler', thrown], ['handler', legacy], ['handler', thrown], ['handler', rejected]]);
  });

  it('runs the cleanups last first at teardown, once, reporting a throwing one as an unmount error', () => {
    const { context, teardown, reports } = scopeOn(document.body);
    const order: string[] = [];
    const failure = new Error('cleanup');
    context.onCleanup(() => order.push('first'));
    context.onCleanup(() => {
      throw failure;
    });
    context.onCleanup(() => order.push('last'));
    teardown();
    teardown();
    expect(order).toEqual(['last', 'first']);
    expect(reports).toEqual([['unmount', failure]]);
  });
});
