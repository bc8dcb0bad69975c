// React widgets: one root per element, rendered into the widget's element and unmounted at cleanup.
import { createElement, useEffect } from 'react';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { testMount } from '../testing/test-mount.ts';
import { renderReact } from './react-root.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('renderReact', () => {
  it('renders into the element and unmounts the root on cleanup', async () => {
    const element = document.createElement('div');
    document.body.append(element);
    const unmounted = vi.fn();
    function Greeting() {
      useEffect(() => unmounted, []);
      return createElement('p', null, 'Bonjour');
    }
    const mounted = testMount(element);
    await act(async () => void renderReact(mounted.context, createElement(Greeting)));
    expect(element.textContent).toBe('Bonjour');
    await act(async () => mounted.unmount());
    expect(element.textContent).toBe('');
    expect(unmounted).toHaveBeenCalledTimes(1);
  });

  it('hands a render error to the widget\'s guard and leaves the element empty', async () => {
    const element = document.createElement('div');
    document.body.append(element);
    const broken = new Error('rendu impossible');
    function Broken(): never {
      throw broken;
    }
    const mounted = testMount(element);
    await act(async () => void renderReact(mounted.context, createElement(Broken)));
    expect(mounted.errors).toEqual([broken]);
    expect(element.textContent).toBe('');
    await act(async () => mounted.unmount());
  });
});
