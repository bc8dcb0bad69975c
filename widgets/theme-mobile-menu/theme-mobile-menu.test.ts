// The mobile menu over the theme's header markup: the bar as a disclosure button, `closed` ↔ `opened` with the
// 500 ms slide (none under reduced motion), Enter and Space, another open mobile menu closed first, a link closing
// the menu, Escape and the focus moving past the menu closing it, and the server's markup back at unmount.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Window as HappyDomWindow } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NoAttributes } from '../../core/registry/define-widget.ts';
import { testMount } from '../../core/testing/test-mount.ts';
import { mount } from './theme-mobile-menu.ts';

const device = (window as unknown as HappyDomWindow).happyDOM.settings.device;

const HEADER = `<header id="main-header"><div id="et-top-navigation">
<nav id="top-menu-nav"><ul id="top-menu" class="nav">
<li id="menu-item-201" class="menu-item menu-item-201"><a href="/">Accueil</a></li>
<li id="menu-item-202" class="menu-item menu-item-has-children menu-item-202"><a href="/les-stages/">Les stages</a><ul class="sub-menu"><li id="menu-item-211" class="menu-item"><a href="/stage/">Stage intensif</a></li></ul></li>
</ul></nav>
<div id="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="select_page">Sélectionner une page</span><span class="mobile_menu_bar mobile_menu_bar_toggle"></span></div></div>
</div></header><a id="after" href="/ailleurs/">Ailleurs</a>`;

const nav = () => document.querySelector<HTMLElement>('#et_mobile_nav_menu .mobile_nav')!;
const bar = () => nav().querySelector<HTMLElement>('.mobile_menu_bar')!;
const list = () => document.querySelector<HTMLElement>('#mobile_menu')!;
const key = (target: Element, type: 'keydown' | 'keyup', keyName: string) => {
  const event = new KeyboardEvent(type, { key: keyName, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};

function setUp(html = HEADER) {
  document.body.innerHTML = html;
  const style = document.createElement('style');
  style.textContent = `${readFileSync(join(import.meta.dirname, '../../core/styles/fondant.css'), 'utf8')} .et_mobile_menu { display: none; }`;
  document.head.replaceChildren(style);
  const before = document.body.innerHTML;
  const mounted = testMount<NoAttributes>(nav());
  mount(mounted.context);
  // happy-dom lays nothing out: give the list a height.
  const copied = document.querySelector('#mobile_menu');
  if (copied) for (const name of ['offsetHeight', 'scrollHeight']) Object.defineProperty(copied, name, { configurable: true, get: () => 120 });
  return { before, mounted };
}

beforeEach(() => {
  vi.useFakeTimers();
  device.prefersReducedMotion = 'no-preference';
});

afterEach(() => {
  vi.useRealTimers();
  device.prefersReducedMotion = 'no-preference';
});

describe('the mobile menu', () => {
  it('copies the header menu into the mobile nav and makes the bar a closed disclosure button named « Menu »', () => {
    setUp();
    expect(list().parentElement).toBe(nav());
    expect(bar().getAttribute('role')).toBe('button');
    expect(bar().tabIndex).toBe(0);
    expect(bar().getAttribute('aria-label')).toBe('Menu');
    expect(bar().getAttribute('aria-expanded')).toBe('false');
    expect(bar().getAttribute('aria-controls')).toBe('mobile_menu');
    expect(bar().className, 'the theme’s classes stay').toBe('mobile_menu_bar mobile_menu_bar_toggle');
  });

  it('opens with closed → opened and a 500 ms slide down, and closes with a 500 ms slide up', () => {
    setUp();
    bar().click();
    expect(nav().className).toBe('mobile_nav opened');
    expect(bar().getAttribute('aria-expanded')).toBe('true');
    expect(list().classList.contains('fondant-slide')).toBe(true);
    expect(list().style.transitionDuration).toBe('500ms');
    vi.advanceTimersByTime(500);
    expect(list().classList.contains('fondant-slide')).toBe(false);
    expect(getComputedStyle(list()).display).toBe('block');
    bar().click();
    expect(nav().className).toBe('mobile_nav closed');
    expect(bar().getAttribute('aria-expanded')).toBe('false');
    vi.advanceTimersByTime(499);
    expect(getComputedStyle(list()).display).toBe('block');
    vi.advanceTimersByTime(1);
    expect(getComputedStyle(list()).display).toBe('none');
  });

  it('opens and closes at once under reduced motion', () => {
    device.prefersReducedMotion = 'reduce';
    setUp();
    bar().click();
    expect(list().classList.contains('fondant-slide')).toBe(false);
    expect(getComputedStyle(list()).display).toBe('block');
    bar().click();
    expect(getComputedStyle(list()).display).toBe('none');
  });

  it('answers Enter on keydown and Space on keyup, Space not scrolling the page', () => {
    setUp();
    expect(key(bar(), 'keydown', 'Enter').defaultPrevented).toBe(true);
    expect(nav().classList.contains('opened')).toBe(true);
    expect(key(bar(), 'keydown', ' ').defaultPrevented).toBe(true);
    expect(nav().classList.contains('opened'), 'Space acts on keyup').toBe(true);
    key(bar(), 'keyup', ' ');
    expect(nav().classList.contains('closed')).toBe(true);
  });

  it('closes another open mobile menu first', () => {
    setUp(`${HEADER}<div class="et_pb_menu"><div class="mobile_nav opened"><span class="mobile_menu_bar"></span></div></div>`);
    const other = document.querySelector<HTMLElement>('.et_pb_menu .mobile_menu_bar')!;
    const clicks = vi.fn(() => other.parentElement!.classList.replace('opened', 'closed'));
    other.addEventListener('click', clicks);
    bar().click();
    expect(clicks).toHaveBeenCalledTimes(1);
    bar().click();
    expect(clicks, 'closing does not press the others').toHaveBeenCalledTimes(1);
  });

  it('closes when a link of the list is followed; a # link (disabled top tier) goes nowhere and keeps it open', () => {
    setUp(HEADER.replace('class="nav"', 'class="nav et_disable_top_tier"'));
    bar().click();
    const stages = list().querySelector<HTMLAnchorElement>('a[href="#"]')!;
    const follow = new MouseEvent('click', { bubbles: true, cancelable: true });
    stages.dispatchEvent(follow);
    expect(follow.defaultPrevented).toBe(true);
    expect(nav().classList.contains('opened')).toBe(true);
    const stage = list().querySelector<HTMLAnchorElement>('a[href="/stage/"]')!;
    const navigation = new MouseEvent('click', { bubbles: true, cancelable: true });
    stage.dispatchEvent(navigation);
    expect(navigation.defaultPrevented, 'the link is followed').toBe(false);
    expect(nav().classList.contains('closed')).toBe(true);
  });

  it('closes on Escape with the focus back on the bar', () => {
    setUp();
    bar().click();
    const link = list().querySelector<HTMLAnchorElement>('a')!;
    link.focus();
    key(link, 'keydown', 'Escape');
    expect(nav().classList.contains('closed')).toBe(true);
    expect(document.activeElement).toBe(bar());
    expect(key(bar(), 'keydown', 'Escape').defaultPrevented, 'Escape on a closed menu is not taken').toBe(false);
  });

  it('closes when the focus moves on past the menu, not when it moves inside', () => {
    setUp();
    bar().click();
    const [first, second] = list().querySelectorAll<HTMLAnchorElement>('a');
    first!.focus();
    second!.focus();
    expect(nav().classList.contains('opened')).toBe(true);
    document.querySelector<HTMLElement>('#after')!.focus();
    expect(nav().classList.contains('closed')).toBe(true);
  });

  it('puts the server’s markup back and leaves no timer at unmount, even mid-slide', () => {
    const { before, mounted } = setUp();
    bar().click();
    mounted.unmount();
    expect(document.body.innerHTML).toBe(before);
    expect(vi.getTimerCount()).toBe(0);
    bar().click();
    expect(nav().className).toBe('mobile_nav closed');
  });

  it('changes nothing without a header menu to copy', () => {
    const { before, mounted } = setUp(HEADER.replace(/<nav[\s\S]*<\/nav>/, ''));
    expect(document.body.innerHTML).toBe(before);
    expect(mounted.errors).toEqual([]);
  });
});
