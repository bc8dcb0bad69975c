// A theme's span as a button: role, Tab stop and name; click, Enter on keydown (not held), Space on keyup without
// scrolling; modifier keys left to the browser; the span as printed again at unmount.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testMount } from '../testing/test-mount.ts';
import { spanButton } from './span-button.ts';

afterEach(() => document.body.replaceChildren());

const key = (target: HTMLElement, type: 'keydown' | 'keyup', name: string, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent(type, { key: name, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
};

describe('spanButton', () => {
  it('acts as a native button does and leaves the span as printed at unmount', () => {
    document.body.innerHTML = '<span class="mobile_menu_bar"></span>';
    const span = document.querySelector<HTMLElement>('span')!;
    const activate = vi.fn();
    const mounted = testMount(span);
    spanButton(mounted.context, span, 'Menu', activate);
    span.setAttribute('aria-expanded', 'false');
    expect([span.getAttribute('role'), span.tabIndex, span.getAttribute('aria-label')]).toEqual(['button', 0, 'Menu']);
    span.click();
    expect(activate).toHaveBeenCalledTimes(1);
    expect(key(span, 'keydown', 'Enter').defaultPrevented).toBe(true);
    key(span, 'keydown', 'Enter', { repeat: true });
    expect(activate).toHaveBeenCalledTimes(2);
    expect(key(span, 'keydown', ' ').defaultPrevented).toBe(true);
    expect(activate, 'Space acts on keyup').toHaveBeenCalledTimes(2);
    key(span, 'keyup', ' ');
    expect(activate).toHaveBeenCalledTimes(3);
    expect(key(span, 'keydown', 'Enter', { ctrlKey: true }).defaultPrevented).toBe(false);
    key(span, 'keyup', ' ', { altKey: true });
    expect(activate).toHaveBeenCalledTimes(3);
    mounted.unmount();
    expect(document.body.innerHTML).toBe('<span class="mobile_menu_bar"></span>');
    span.click();
    expect(activate).toHaveBeenCalledTimes(3);
  });
});
