// React widgets: one root per element, rendered into the widget's element and unmounted at cleanup.
import { createElement, useEffect } from 'react';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Cleanup, MountContext } from '../registry/define-widget.ts';
import { renderReact } from './react-root.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function context(element: HTMLElement): MountContext<unknown> & { cleanups: Cleanup[] } {
  const cleanups: Cleanup[] = [];
  return {
    element,
    widget: 'react-test',
    attributes: {},
    signal: new AbortController().signal,
    on: () => {},
    guard: (callback) => callback,
    onCleanup: (cleanup) => void cleanups.push(cleanup),
    cleanups,
  };
}

describe('renderReact', () => {
  it('renders into the element and unmounts the root on cleanup', async () => {
    const element = document.createElement('div');
    document.body.append(element);
    const unmounted = vi.fn();
    function Greeting() {
      useEffect(() => unmounted, []);
      return createElement('p', null, 'Bonjour');
    }
    const ctx = context(element);
    await act(async () => void renderReact(ctx, createElement(Greeting)));
    expect(element.textContent).toBe('Bonjour');
    await act(async () => ctx.cleanups.forEach((cleanup) => cleanup()));
    expect(element.textContent).toBe('');
    expect(unmounted).toHaveBeenCalledTimes(1);
  });
});
