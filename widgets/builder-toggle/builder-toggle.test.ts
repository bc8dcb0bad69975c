// The builder's accordion and standalone toggle: the disclosure buttons, one item open per accordion with the
// theme's classes swapped after 700 ms, presses ignored meanwhile, the open item's button inert, arrow keys; a
// standalone toggle opening and closing; the server's markup back at unmount.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NoAttributes } from '../../core/registry/define-widget.ts';
import { testMount } from '../../core/testing/test-mount.ts';
import { accordionKeyTarget } from './accordion-keys.ts';
import { mount } from './builder-toggle.ts';

const item = (index: number, open: boolean) =>
  `<div class="et_pb_toggle et_pb_module et_pb_accordion_item et_pb_accordion_item_${index} ${open ? 'et_pb_toggle_open' : 'et_pb_toggle_close'}"><h5 class="et_pb_toggle_title">Question ${index}</h5><div class="et_pb_toggle_content clearfix"><p>Réponse ${index}</p></div></div>`;

const classesOf = (root: Element) => [...root.querySelectorAll('.et_pb_toggle')].map((toggle) => (toggle.classList.contains('et_pb_toggle_open') ? 'open' : 'close'));
const buttons = (root: Element) => [...root.querySelectorAll<HTMLButtonElement>('button')];

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('an accordion', () => {
  const setUp = () => {
    document.body.innerHTML = `<div class="et_pb_module et_pb_accordion et_pb_accordion_0">${item(0, true)}${item(1, false)}${item(2, false)}</div>`;
    const root = document.querySelector<HTMLElement>('.et_pb_accordion')!;
    return { root, mounted: testMount<NoAttributes>(root) };
  };

  it('puts a disclosure button in each title, controlling its content; the open one cannot collapse', () => {
    const { root, mounted } = setUp();
    mount(mounted.context);
    const [first, second] = buttons(root);
    expect(root.querySelector('h5.et_pb_toggle_title > button')?.textContent).toBe('Question 0');
    expect(first!.getAttribute('aria-expanded')).toBe('true');
    expect(first!.getAttribute('aria-disabled')).toBe('true');
    expect(second!.getAttribute('aria-expanded')).toBe('false');
    expect(second!.hasAttribute('aria-disabled')).toBe(false);
    expect(document.getElementById(second!.getAttribute('aria-controls')!)?.textContent).toBe('Réponse 1');
  });

  it('opens a closed item and closes the open one, swapping the classes after 700 ms; presses are ignored meanwhile', () => {
    const { root, mounted } = setUp();
    mount(mounted.context);
    const [first, second, third] = buttons(root);
    second!.click();
    expect(root.classList.contains('et_pb_accordion_toggling')).toBe(true);
    expect([first!.getAttribute('aria-expanded'), second!.getAttribute('aria-expanded')]).toEqual(['false', 'true']);
    expect(classesOf(root), 'the classes change at the end').toEqual(['open', 'close', 'close']);
    third!.click();
    vi.advanceTimersByTime(699);
    expect(classesOf(root)).toEqual(['open', 'close', 'close']);
    vi.advanceTimersByTime(1);
    expect(classesOf(root)).toEqual(['close', 'open', 'close']);
    expect(root.classList.contains('et_pb_accordion_toggling')).toBe(false);
    expect(third!.getAttribute('aria-expanded'), 'the press during the slide was ignored').toBe('false');
    expect(second!.getAttribute('aria-disabled')).toBe('true');
    expect(first!.hasAttribute('aria-disabled')).toBe(false);
    second!.click();
    expect(root.classList.contains('et_pb_accordion_toggling'), 'the open item does nothing').toBe(false);
  });

  it('moves between titles with the arrows, Home and End', () => {
    const { root, mounted } = setUp();
    mount(mounted.context);
    const [first, , third] = buttons(root);
    first!.focus();
    first!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true }));
    expect(document.activeElement).toBe(third);
    const all = buttons(root);
    expect(accordionKeyTarget('ArrowDown', all, third!)).toBe(first);
    expect(accordionKeyTarget('End', all, first!)).toBe(third);
    expect(accordionKeyTarget('Home', all, third!)).toBe(first);
    expect(accordionKeyTarget('Enter', all, first!)).toBeNull();
  });

  it('leaves the server’s markup and no timer at unmount', () => {
    const { root, mounted } = setUp();
    const before = root.innerHTML;
    mount(mounted.context);
    buttons(root)[1]!.click();
    mounted.unmount();
    expect(root.querySelectorAll('button')).toHaveLength(0);
    expect(root.querySelector('.et_pb_toggle_title')?.textContent).toBe('Question 0');
    vi.runAllTimers();
    expect(classesOf(root), 'the cancelled slide swaps nothing').toEqual(['open', 'close', 'close']);
    expect(before).toContain('Question 1');
  });
});

describe('a standalone toggle', () => {
  it('opens and closes from its title, the heading itself included', () => {
    document.body.innerHTML = `<div class="et_pb_module et_pb_toggle et_pb_toggle_0 et_pb_toggle_item et_pb_toggle_close"><h5 class="et_pb_toggle_title">Programme</h5><div class="et_pb_toggle_content"><p>Jours 1 à 3</p></div></div>`;
    const root = document.querySelector<HTMLElement>('.et_pb_toggle_item')!;
    const mounted = testMount<NoAttributes>(root);
    mount(mounted.context);
    const button = root.querySelector('button')!;
    root.querySelector<HTMLElement>('.et_pb_toggle_title')!.click();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    vi.advanceTimersByTime(700);
    expect(root.classList.contains('et_pb_toggle_open')).toBe(true);
    button.click();
    vi.advanceTimersByTime(700);
    expect([root.classList.contains('et_pb_toggle_close'), button.getAttribute('aria-expanded')]).toEqual([true, 'false']);
  });
});
