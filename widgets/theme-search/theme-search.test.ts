// The header search overlay over the theme's markup: icon and close span made buttons, the theme's class swaps and
// 1000 ms guard, focus into the field and back, Escape (held until the guard ends), a mouseup outside the header,
// the theme's sizes, reduced motion, and the markup as printed again after unmount.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NoAttributes } from '../../core/registry/define-widget.ts';
import { testMount, type TestMount } from '../../core/testing/test-mount.ts';
import { mount } from './theme-search.ts';

const PAGE = `<header id="main-header"><div class="container clearfix et_menu_container">
<div id="et-top-navigation"><nav id="top-menu-nav"><ul id="top-menu" class="nav"><li><a href="/" style="font-size: 14px">Accueil</a></li></ul></nav>
<div id="et_top_search"><span id="et_search_icon"></span></div></div></div>
<div class="et_search_outer"><div class="container et_search_form_container"><form role="search" method="get" class="et-search-form" action="/">
<input type="search" class="et-search-field" name="s" title="Rechercher :"></form><span class="et_close_search_field"></span></div></div></header>
<main><p id="outside">Contenu</p></main>`;

const icon = () => document.getElementById('et_search_icon')!;
const menu = () => document.querySelector<HTMLElement>('.et_menu_container')!;
const form = () => document.querySelector<HTMLElement>('.et_search_form_container')!;
const field = () => document.querySelector<HTMLInputElement>('.et-search-field')!;
const closer = () => document.querySelector<HTMLElement>('.et_close_search_field')!;
const classes = (element: HTMLElement) => [...element.classList].filter((name) => name.startsWith('et_pb_')).sort();
/** A key pressed and released on the focused element; gives the keydown. */
const key = (name: string) => {
  const target = document.activeElement ?? document.body;
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  target.dispatchEvent(new KeyboardEvent('keyup', { key: name, bubbles: true, cancelable: true }));
  return event;
};

let mounted: TestMount<NoAttributes> | null = null;
let reducedMotion = false;

function setUp(): void {
  document.body.className = 'et_fixed_nav et_header_style_left';
  document.body.innerHTML = PAGE;
  mounted = testMount<NoAttributes>(document.getElementById('et_top_search')!);
  void mount(mounted.context);
}

beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion = false;
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reducedMotion && query.includes('reduce'), media: query }));
});

afterEach(() => {
  mounted?.unmount();
  mounted = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('theme-search', () => {
  it('makes the icon and the close span buttons, and adds no state class to the printed markup', () => {
    setUp();
    expect(icon().getAttribute('role')).toBe('button');
    expect(icon().tabIndex).toBe(0);
    expect(icon().getAttribute('aria-label')).toBe('Rechercher');
    expect(icon().getAttribute('aria-expanded')).toBe('false');
    expect(icon().getAttribute('aria-controls')).toBe(form().id);
    expect(closer().getAttribute('role')).toBe('button');
    expect(closer().getAttribute('aria-label')).toBe('Fermer la recherche');
    expect(classes(menu())).toEqual([]);
    expect(classes(form())).toEqual([]);
  });

  it('opens with the theme’s classes, focuses the field, ignores presses for 1000 ms, then settles', () => {
    setUp();
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(80);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 500 } as DOMRect);
    icon().focus();
    key('Enter');
    expect(classes(menu())).toEqual(['et_pb_menu_hidden']);
    expect(classes(form())).toEqual(['et_pb_is_animating', 'et_pb_search_visible']);
    expect(document.activeElement).toBe(field());
    expect(icon().getAttribute('aria-expanded')).toBe('true');
    expect(form().style.height).toBe('80px');
    expect(field().style.fontSize).toBe('14px');
    expect(form().querySelector('form')!.style.maxWidth).toBe('560px');
    closer().click();
    expect(classes(form())).toEqual(['et_pb_is_animating', 'et_pb_search_visible']);
    vi.advanceTimersByTime(999);
    expect(classes(form())).toEqual(['et_pb_is_animating', 'et_pb_search_visible']);
    vi.advanceTimersByTime(1);
    expect(classes(menu())).toEqual(['et_pb_menu_hidden', 'et_pb_no_animation']);
    expect(classes(form())).toEqual(['et_pb_no_animation', 'et_pb_search_visible']);
  });

  it('closes by its button with focus back on the icon, reversing the classes and settling 1000 ms later', () => {
    setUp();
    icon().click();
    vi.advanceTimersByTime(1000);
    closer().focus();
    key(' ');
    expect(classes(menu())).toEqual(['et_pb_menu_visible']);
    expect(classes(form())).toEqual(['et_pb_is_animating', 'et_pb_search_form_hidden']);
    expect(document.activeElement).toBe(icon());
    expect(icon().getAttribute('aria-expanded')).toBe('false');
    vi.advanceTimersByTime(1000);
    expect(classes(form())).toEqual(['et_pb_no_animation', 'et_pb_search_form_hidden']);
    expect(classes(menu())).toEqual(['et_pb_menu_visible']);
  });

  it('closes on Escape — once the opening guard is over when pressed during it — and on a mouseup outside the header only', () => {
    setUp();
    icon().click();
    expect(key('Escape').defaultPrevented).toBe(true);
    expect(form().classList.contains('et_pb_search_visible')).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(form().classList.contains('et_pb_search_form_hidden')).toBe(true);
    expect(document.activeElement).toBe(icon());
    vi.advanceTimersByTime(1000);

    icon().click();
    vi.advanceTimersByTime(1000);
    field().dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
    expect(form().classList.contains('et_pb_search_visible')).toBe(true);
    field().blur();
    document.getElementById('outside')!.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
    expect(form().classList.contains('et_pb_search_form_hidden')).toBe(true);
    expect(document.activeElement).toBe(icon());
    expect(key('Escape').defaultPrevented).toBe(false);
  });

  it('has no guard under reduced motion', () => {
    reducedMotion = true;
    setUp();
    icon().click();
    expect(classes(form())).toEqual(['et_pb_no_animation', 'et_pb_search_visible']);
    closer().click();
    expect(classes(form())).toEqual(['et_pb_no_animation', 'et_pb_search_form_hidden']);
  });

  it('puts the printed markup back at unmount, and does nothing without its overlay', () => {
    document.body.innerHTML = PAGE;
    const printed = document.body.innerHTML;
    const test = testMount<NoAttributes>(document.getElementById('et_top_search')!);
    void mount(test.context);
    icon().click();
    test.unmount();
    expect(document.body.innerHTML).toBe(printed);
    document.querySelector('.et_search_outer')!.remove();
    const bare = document.body.innerHTML;
    const again = testMount<NoAttributes>(document.getElementById('et_top_search')!);
    void mount(again.context);
    expect(document.body.innerHTML).toBe(bare);
    again.unmount();
  });
});
