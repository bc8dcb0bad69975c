// The header dropdowns: the theme's hover classes and 200 ms leave delay, the first tap opening and the second
// following, a tap outside closing, the disclosure buttons (names, aria-expanded, aria-controls), Escape and the
// focus leaving an item, nothing opened by focus alone, and the server's markup back at unmount.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NoAttributes } from '../../core/registry/define-widget.ts';
import { testMount } from '../../core/testing/test-mount.ts';
import { mount } from './theme-submenus.ts';

const MENU = `<ul id="top-menu" class="nav">
<li id="menu-item-201" class="menu-item menu-item-201"><a href="/">Accueil</a></li>
<li id="menu-item-202" class="menu-item menu-item-has-children menu-item-202"><a href="/les-stages/">Les stages</a><ul class="sub-menu"><li id="menu-item-211" class="menu-item"><a href="/stage/">Stage intensif</a></li><li id="menu-item-212" class="menu-item"><a href="/decouverte/">Découverte</a></li></ul></li>
<li id="menu-item-203" class="menu-item menu-item-has-children menu-item-203"><a href="/boutique/">Boutique</a><ul id="sous-boutique" class="sub-menu"><li id="menu-item-214" class="menu-item"><a href="/formations/">Formations</a></li></ul></li>
</ul><p><a id="after" href="/ailleurs/">Ailleurs</a></p>`;

const item = (id: number) => document.querySelector<HTMLLIElement>(`#menu-item-${id}`)!;
const button = (id: number) => item(id).querySelector<HTMLButtonElement>(':scope > button')!;
const classes = (id: number) => ['et-show-dropdown', 'et-hover', 'et-touch-hover'].filter((name) => item(id).classList.contains(name));
const expanded = (id: number) => button(id).getAttribute('aria-expanded');
const fire = (target: Element, type: string) => target.dispatchEvent(new MouseEvent(type, { bubbles: type !== 'mouseenter' && type !== 'mouseleave' }));
const pointerDown = (target: Element, pointerType: string) => target.dispatchEvent(new PointerEvent('pointerdown', { pointerType, bubbles: true }));
const click = (target: Element) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};
const tap = (target: Element) => {
  pointerDown(target, 'touch');
  return click(target);
};
const escape = (target: Element) => target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));

function setUp() {
  document.body.innerHTML = MENU;
  const before = document.body.innerHTML;
  const mounted = testMount<NoAttributes>(document.querySelector<HTMLElement>('#top-menu')!);
  mount(mounted.context);
  return { before, mounted };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the header dropdowns', () => {
  it('put a named disclosure button after each parent link, controlling its submenu', () => {
    setUp();
    expect(document.querySelectorAll('button')).toHaveLength(2);
    expect(button(202).previousElementSibling?.textContent).toBe('Les stages');
    expect(button(202).getAttribute('aria-label')).toBe('Sous-menu Les stages');
    expect(button(202).type).toBe('button');
    expect(expanded(202)).toBe('false');
    expect(document.getElementById(button(202).getAttribute('aria-controls')!)?.textContent).toBe('Stage intensifDécouverte');
    expect(button(203).getAttribute('aria-controls'), 'a submenu’s own id is kept').toBe('sous-boutique');
  });

  it('show a dropdown on mouseenter and hide it 200 ms after mouseleave, unless the pointer came back', () => {
    setUp();
    fire(item(202), 'mouseenter');
    expect(classes(202)).toEqual(['et-show-dropdown', 'et-hover']);
    expect(expanded(202)).toBe('true');
    fire(item(202), 'mouseleave');
    expect(classes(202)).toEqual(['et-hover']);
    vi.advanceTimersByTime(199);
    expect(classes(202)).toEqual(['et-hover']);
    vi.advanceTimersByTime(1);
    expect(classes(202)).toEqual([]);
    expect(expanded(202)).toBe('false');
    fire(item(202), 'mouseenter');
    fire(item(202), 'mouseleave');
    vi.advanceTimersByTime(100);
    fire(item(202), 'mouseenter');
    vi.advanceTimersByTime(500);
    expect(classes(202)).toEqual(['et-show-dropdown', 'et-hover']);
  });

  it('open a parent item on the first tap without following its link, follow it on the second', () => {
    setUp();
    const link = item(202).querySelector('a')!;
    expect(tap(link).defaultPrevented).toBe(true);
    expect(classes(202)).toEqual(['et-show-dropdown', 'et-hover', 'et-touch-hover']);
    expect(tap(link).defaultPrevented).toBe(false);
    expect(tap(item(201).querySelector('a')!).defaultPrevented, 'an item without submenu is followed at once').toBe(false);
  });

  it('close the other dropdowns on a first tap, and every dropdown on a tap outside the menus', () => {
    setUp();
    tap(item(202).querySelector('a')!);
    tap(item(203).querySelector('a')!);
    expect(classes(202)).toEqual([]);
    expect(classes(203)).toEqual(['et-show-dropdown', 'et-hover', 'et-touch-hover']);
    pointerDown(item(203).querySelector('.sub-menu a')!, 'touch');
    expect(classes(203).length, 'a tap inside keeps it').toBe(3);
    pointerDown(document.querySelector('#after')!, 'touch');
    expect(classes(203)).toEqual([]);
  });

  it('follow a parent link clicked with a mouse or activated by a key', () => {
    setUp();
    pointerDown(item(202), 'mouse');
    expect(click(item(202).querySelector('a')!).defaultPrevented).toBe(false);
    pointerDown(item(202), 'touch');
    item(202).dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(click(item(202).querySelector('a')!).defaultPrevented).toBe(false);
  });

  it('open and close a dropdown by its button, closing the other, and keep it open when the pointer leaves', () => {
    setUp();
    button(203).click();
    button(202).click();
    expect(expanded(202)).toBe('true');
    expect(expanded(203)).toBe('false');
    expect(classes(202)).toEqual(['et-show-dropdown', 'et-hover']);
    fire(item(202), 'mouseenter');
    fire(item(202), 'mouseleave');
    vi.advanceTimersByTime(300);
    expect(expanded(202)).toBe('true');
    button(202).click();
    expect(expanded(202)).toBe('false');
    expect(classes(202)).toEqual([]);
  });

  it('open nothing when the focus arrives', () => {
    setUp();
    item(202).querySelector('a')!.focus();
    button(202).focus();
    expect(classes(202)).toEqual([]);
  });

  it('close on Escape with the focus on the dropdown’s button', () => {
    setUp();
    button(202).click();
    const inner = item(202).querySelector<HTMLAnchorElement>('.sub-menu a')!;
    inner.focus();
    escape(inner);
    expect(expanded(202)).toBe('false');
    expect(document.activeElement).toBe(button(202));
  });

  it('close when the focus leaves the item, not when it moves inside', () => {
    setUp();
    button(202).click();
    const [first, second] = item(202).querySelectorAll<HTMLAnchorElement>('.sub-menu a');
    first!.focus();
    second!.focus();
    expect(expanded(202)).toBe('true');
    item(203).querySelector('a')!.focus();
    expect(expanded(202)).toBe('false');
  });

  it('put the server’s markup back and leave no timer at unmount', () => {
    const { before, mounted } = setUp();
    fire(item(202), 'mouseenter');
    fire(item(202), 'mouseleave');
    button(203).click();
    mounted.unmount();
    expect(document.body.innerHTML).toBe(before);
    expect(vi.getTimerCount()).toBe(0);
    fire(item(202), 'mouseenter');
    expect(classes(202)).toEqual([]);
  });
});
