// The Menu modules over their markup as Divi 4.20 prints it (a Menu module in a Theme Builder header, a Fullwidth
// Menu in the page): names for the navigation, cart, search controls and field; the mobile list copied as
// `ul#mobile_menu<n>` and run as a disclosure (500 ms slide, rounded boxes overflowed meanwhile); the search's class
// swaps and 1000 ms guard, its paddings and font size, focus into the field and back, the close button, Escape (held
// until the guard ends), the focus leaving and a click outside; the mobile menu closed at once by the search; reduced
// motion; the markup as printed after unmount; bad markup left alone.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Window as HappyDomWindow } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NoAttributes } from '../../core/registry/define-widget.ts';
import { testMount, type TestMount } from '../../core/testing/test-mount.ts';
import { mount } from './builder-menu.ts';

const device = (window as unknown as HappyDomWindow).happyDOM.settings.device;

const items = (prefix: number) => `<li id="menu-item-${prefix}1" class="menu-item menu-item-${prefix}1"><a href="/" style="font-size: 15px">Accueil</a></li>
<li id="menu-item-${prefix}2" class="menu-item menu-item-has-children menu-item-${prefix}2"><a href="/les-stages/">Les stages</a><ul class="sub-menu"><li id="menu-item-${prefix}3" class="menu-item menu-item-${prefix}3"><a href="/stage/">Stage intensif</a></li></ul></li>
<li id="menu-item-${prefix}4" class="menu-item menu-item-${prefix}4"><a href="/galerie/">Galerie</a></li>`;

const search = `<div class="et_pb_menu__search-container et_pb_menu__search-container--disabled"><div class="et_pb_menu__search">
<form role="search" method="get" class="et_pb_menu__search-form" action="/"><input type="search" class="et_pb_menu__search-input" placeholder="Rechercher …" name="s" title="Rechercher :"></form>
<button type="button" class="et_pb_menu__icon et_pb_menu__close-search-button"></button></div></div>`;

const moduleHtml = (slug: string, order: string, style: string, inner: string, prefix: number, extra = '') => `<div ${extra} class="et_pb_module ${slug} ${slug}_${order} et_pb_bg_layout_light et_pb_text_align_left et_dropdown_animation_fade ${slug}--with-logo ${slug}--style-${style}">
<div class="${inner} clearfix">
<div class="et_pb_menu__logo-wrap"><div class="et_pb_menu__logo"><a href="/"><img src="/logo.svg" alt="Atelier Sucré" width="120" height="40"></a></div></div>
<div class="et_pb_menu__wrap">
<div class="et_pb_menu__menu"><nav class="et-menu-nav"><ul id="menu-${prefix}" class="et-menu nav downwards">${items(prefix)}</ul></nav></div>
<a href="/cart/" class="et_pb_menu__icon et_pb_menu__cart-button"></a>
<button type="button" class="et_pb_menu__icon et_pb_menu__search-button"></button>
<div class="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="mobile_menu_bar"></span></div></div>
</div>
${search}
</div></div>`;

const PAGE = `<div id="et-boc" class="et-boc"><header class="et-l et-l--header"><div class="et_builder_inner_content">
<div class="et_pb_section et_pb_section_0_tb_header"><div class="et_pb_row et_pb_row_0_tb_header"><div class="et_pb_column">
${moduleHtml('et_pb_menu', '0_tb_header', 'left_aligned', 'et_pb_menu_inner_container', 20)}
</div></div></div></div></header>
<div id="main-content"><div class="et-l et-l--post"><div class="et_builder_inner_content">
<div class="et_pb_section et_pb_fullwidth_section">
${moduleHtml('et_pb_fullwidth_menu', '0', 'centered', 'et_pb_row', 50, 'id="menu-formations"')}
</div>
<p id="outside"><a id="elsewhere" href="/ailleurs/">Ailleurs</a></p>
</div></div></div></div>`;

const header = () => document.querySelector<HTMLElement>('.et_pb_menu')!;
const fullwidth = () => document.querySelector<HTMLElement>('.et_pb_fullwidth_menu')!;
const part = <E extends Element = HTMLElement>(module: HTMLElement, selector: string) => module.querySelector<E>(selector)!;
const bar = (module = header()) => part(module, '.mobile_menu_bar');
const nav = (module = header()) => part(module, '.mobile_nav');
const searchButton = (module = header()) => part<HTMLButtonElement>(module, '.et_pb_menu__search-button');
const closeButton = (module = header()) => part<HTMLButtonElement>(module, '.et_pb_menu__close-search-button');
const container = (module = header()) => part(module, '.et_pb_menu__search-container');
const wrap = (module = header()) => part(module, '.et_pb_menu__wrap');
const field = (module = header()) => part<HTMLInputElement>(module, '.et_pb_menu__search-input');
const states = (element: HTMLElement) => [...element.classList].filter((name) => /--|animat/.test(name) && !name.startsWith('et_pb_menu--') && !name.startsWith('et_pb_fullwidth_menu--')).sort();
const key = (name: string) => {
  const target = document.activeElement ?? document.body;
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  target.dispatchEvent(new KeyboardEvent('keyup', { key: name, bubbles: true, cancelable: true }));
  return event;
};

let mounts: TestMount<NoAttributes>[] = [];

function setUp(html = PAGE): string {
  document.body.innerHTML = html;
  const style = document.createElement('style');
  style.textContent = `${readFileSync(join(import.meta.dirname, '../../core/styles/fondant.css'), 'utf8')} .et_mobile_menu { display: none; }`;
  document.head.replaceChildren(style);
  const printed = document.body.innerHTML;
  for (const module of document.querySelectorAll<HTMLElement>('.et_pb_menu, .et_pb_fullwidth_menu')) {
    const mounted = testMount<NoAttributes>(module);
    mount(mounted.context);
    mounts.push(mounted);
  }
  // happy-dom lays nothing out: give the lists a height.
  for (const list of document.querySelectorAll('.et_mobile_menu')) {
    for (const name of ['offsetHeight', 'scrollHeight']) Object.defineProperty(list, name, { configurable: true, get: () => 120 });
  }
  return printed;
}

function unmountAll(): void {
  for (const mounted of mounts.reverse()) mounted.unmount();
  mounts = [];
}

beforeEach(() => {
  vi.useFakeTimers();
  device.prefersReducedMotion = 'no-preference';
});

afterEach(() => {
  unmountAll();
  vi.useRealTimers();
  vi.restoreAllMocks();
  device.prefersReducedMotion = 'no-preference';
});

describe('names', () => {
  it('names each navigation by where its module is, the cart link, the search controls and the field', () => {
    setUp();
    expect(part(header(), 'nav').getAttribute('aria-label')).toBe('Menu de l’en-tête');
    expect(part(fullwidth(), 'nav').getAttribute('aria-label')).toBe('Menu de la page');
    expect(part(header(), '.et_pb_menu__cart-button').getAttribute('aria-label')).toBe('Panier');
    expect(searchButton().getAttribute('aria-label')).toBe('Rechercher');
    expect(closeButton().getAttribute('aria-label')).toBe('Fermer la recherche');
    expect(field().getAttribute('aria-label')).toBe('Rechercher sur le site');
  });

  it('numbers the navigations of one area holding several modules; a cart link showing its count keeps it as its name', () => {
    setUp(PAGE.replace('<p id="outside">', `${moduleHtml('et_pb_menu', '0', 'left_aligned', 'et_pb_menu_inner_container', 70)}<p id="outside">`)
      .replace('<a href="/cart/" class="et_pb_menu__icon et_pb_menu__cart-button"></a>', '<a href="/cart/" class="et_pb_menu__icon et_pb_menu__cart-button et_pb_menu__icon__with_count"><span class="et_pb_menu__cart-count">2 articles</span></a>'));
    expect([...document.querySelectorAll('nav')].map((element) => element.getAttribute('aria-label'))).toEqual(['Menu de l’en-tête', 'Menu de la page 1', 'Menu de la page 2']);
    expect(part(header(), '.et_pb_menu__cart-button').hasAttribute('aria-label')).toBe(false);
  });
});

describe('the mobile menu', () => {
  it('copies each module’s menu into its bar as ul#mobile_menu<n>, ids suffixed, and makes the bar a closed disclosure button', () => {
    setUp();
    const list = part(header(), '#mobile_menu1');
    expect(list.parentElement).toBe(nav());
    expect(list.className).toBe('et_mobile_menu');
    expect([...list.querySelectorAll('[id]')].map((element) => element.id)).toEqual(['menu-item-201-mobile1', 'menu-item-202-mobile1', 'menu-item-203-mobile1', 'menu-item-204-mobile1']);
    expect(part(fullwidth(), '.mobile_nav > ul').id).toBe('mobile_menu2');
    expect(bar().getAttribute('role')).toBe('button');
    expect(bar().getAttribute('aria-label')).toBe('Menu de l’en-tête');
    expect(bar().getAttribute('aria-expanded')).toBe('false');
    expect(bar().getAttribute('aria-controls')).toBe('mobile_menu1');
    expect(bar(fullwidth()).getAttribute('aria-label')).toBe('Menu de la page');
  });

  it('opens with closed → opened over 500 ms, closes another open mobile menu first, and closes on Escape with the focus on the bar', () => {
    setUp();
    bar().click();
    expect(nav().className).toBe('mobile_nav opened');
    expect(bar().getAttribute('aria-expanded')).toBe('true');
    expect(part(header(), '#mobile_menu1').style.transitionDuration).toBe('500ms');
    vi.advanceTimersByTime(500);
    bar(fullwidth()).click();
    expect(nav().className, 'the other menu closed').toBe('mobile_nav closed');
    expect(nav(fullwidth()).className).toBe('mobile_nav opened');
    part<HTMLAnchorElement>(fullwidth(), '#mobile_menu2 a').focus();
    key('Escape');
    expect(nav(fullwidth()).className).toBe('mobile_nav closed');
    expect(document.activeElement).toBe(bar(fullwidth()));
  });

  it('lets the open list overflow a rounded section and row, and clips them again once the list has slid up', () => {
    setUp(PAGE.replace('class="et_pb_section et_pb_section_0_tb_header"', 'class="et_pb_section et_pb_section_0_tb_header" style="border-radius: 12px; overflow: hidden"'));
    const section = document.querySelector<HTMLElement>('.et_pb_section_0_tb_header')!;
    const row = document.querySelector<HTMLElement>('.et_pb_row_0_tb_header')!;
    bar().click();
    expect([section.style.overflow, row.style.overflow]).toEqual(['visible', 'visible']);
    bar().click();
    vi.advanceTimersByTime(499);
    expect(section.style.overflow).toBe('visible');
    vi.advanceTimersByTime(1);
    expect([section.style.overflow, row.style.overflow]).toEqual(['hidden', '']);
    bar(fullwidth()).click();
    expect(fullwidth().closest('.et_pb_section')!.getAttribute('style'), 'no rounded box: nothing changed').toBeNull();
  });
});

describe('the search', () => {
  it('opens with the module’s classes, closes the open mobile menu at once, pads the container, focuses the field, then settles 1000 ms later', () => {
    setUp();
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(150);
    bar().click();
    searchButton().click();
    expect(nav().className).toBe('mobile_nav closed');
    expect(getComputedStyle(part(header(), '#mobile_menu1')).display, 'hidden at once').toBe('none');
    expect(states(wrap())).toEqual(['et_pb_menu__wrap--hidden']);
    expect(states(container())).toEqual(['et_pb_is_animating', 'et_pb_menu__search-container--visible']);
    expect(searchButton().getAttribute('aria-expanded')).toBe('true');
    expect(searchButton().getAttribute('aria-controls')).toBe(container().id);
    expect(document.activeElement).toBe(field());
    expect([container().style.paddingTop, container().style.paddingLeft], 'left aligned: beside the logo').toEqual(['0px', '150px']);
    expect(field().style.fontSize).toBe('15px');
    vi.advanceTimersByTime(999);
    expect(states(container())).toEqual(['et_pb_is_animating', 'et_pb_menu__search-container--visible']);
    vi.advanceTimersByTime(1);
    expect(states(wrap())).toEqual(['et_pb_menu__wrap--hidden', 'et_pb_no_animation']);
    expect(states(container())).toEqual(['et_pb_menu__search-container--visible', 'et_pb_no_animation']);
  });

  it('pads the centred style’s container under the logo (its height + 30 px)', () => {
    setUp();
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(40);
    searchButton(fullwidth()).click();
    expect([container(fullwidth()).style.paddingTop, container(fullwidth()).style.paddingLeft]).toEqual(['70px', '0px']);
  });

  it('closes by its close button with the focus back on the search button, --hidden then --disabled 1000 ms later', () => {
    setUp();
    searchButton().click();
    vi.advanceTimersByTime(1000);
    closeButton().focus();
    closeButton().click();
    expect(states(wrap())).toEqual(['et_pb_menu__wrap--visible', 'et_pb_no_animation']);
    expect(states(container())).toEqual(['et_pb_is_animating', 'et_pb_menu__search-container--hidden', 'et_pb_no_animation']);
    expect(document.activeElement).toBe(searchButton());
    expect(searchButton().getAttribute('aria-expanded')).toBe('false');
    searchButton().click();
    expect(states(container()), 'an opening is ignored during the guard').toEqual(['et_pb_is_animating', 'et_pb_menu__search-container--hidden', 'et_pb_no_animation']);
    vi.advanceTimersByTime(1000);
    expect(states(container())).toEqual(['et_pb_menu__search-container--disabled', 'et_pb_menu__search-container--hidden', 'et_pb_no_animation']);
    searchButton().click();
    vi.advanceTimersByTime(1000);
    searchButton().click();
    expect(states(container()), 'the search button pressed again closes it').toEqual(['et_pb_is_animating', 'et_pb_menu__search-container--hidden', 'et_pb_no_animation']);
  });

  it('closes on Escape — once the opening guard is over when pressed during it — with the focus back', () => {
    setUp();
    searchButton().click();
    expect(key('Escape').defaultPrevented).toBe(true);
    expect(container().classList.contains('et_pb_menu__search-container--visible')).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(container().classList.contains('et_pb_menu__search-container--hidden')).toBe(true);
    expect(document.activeElement).toBe(searchButton());
    vi.advanceTimersByTime(1000);
    expect(key('Escape').defaultPrevented, 'Escape on a closed search is not taken').toBe(false);
  });

  it('closes when the focus moves out of the container, or on a click outside it, not on one inside', () => {
    setUp();
    searchButton().click();
    vi.advanceTimersByTime(1000);
    field().dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(container().classList.contains('et_pb_menu__search-container--visible')).toBe(true);
    document.getElementById('elsewhere')!.focus();
    expect(container().classList.contains('et_pb_menu__search-container--hidden')).toBe(true);
    expect(document.activeElement, 'the focus stays where it went').toBe(document.getElementById('elsewhere'));
    vi.advanceTimersByTime(1000);
    searchButton().click();
    vi.advanceTimersByTime(1000);
    document.getElementById('outside')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(container().classList.contains('et_pb_menu__search-container--hidden')).toBe(true);
    vi.advanceTimersByTime(1000);
    searchButton().click();
    document.getElementById('outside')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(container().classList.contains('et_pb_menu__search-container--visible'), 'during the guard').toBe(true);
    vi.advanceTimersByTime(1000);
    expect(container().classList.contains('et_pb_menu__search-container--hidden')).toBe(true);
    expect(document.activeElement, 'closed at the guard’s end by the click: the focus is not pulled back').not.toBe(searchButton());
  });

  it('has no guard under reduced motion', () => {
    device.prefersReducedMotion = 'reduce';
    setUp();
    searchButton().click();
    expect(states(container())).toEqual(['et_pb_menu__search-container--visible', 'et_pb_no_animation']);
    closeButton().click();
    expect(states(container())).toEqual(['et_pb_menu__search-container--disabled', 'et_pb_menu__search-container--hidden', 'et_pb_no_animation']);
  });
});

describe('the inline-centred logo', () => {
  it('puts a copy of the logo in a slot before the middle top-level item, left out of the mobile list', () => {
    setUp(PAGE.replace('et_pb_menu--style-left_aligned', 'et_pb_menu--style-inline_centered_logo'));
    const slot = part(header(), '.et_pb_menu__menu nav > ul > li.et_pb_menu__logo-slot');
    expect(slot.nextElementSibling?.id, 'round(3 / 2) = 2: before the third item').toBe('menu-item-204');
    expect(slot.querySelector('.et_pb_menu__logo img')?.getAttribute('alt')).toBe('Atelier Sucré');
    expect(part(header(), '#mobile_menu1').querySelector('.et_pb_menu__logo-slot')).toBeNull();
    expect(fullwidth().querySelector('.et_pb_menu__logo-slot'), 'other styles have none').toBeNull();
  });
});

describe('mount and unmount', () => {
  it('puts the printed markup back and leaves no timer, even mid-slide and mid-guard', () => {
    const printed = setUp(PAGE.replace('et_pb_menu--style-left_aligned', 'et_pb_menu--style-inline_centered_logo').replace('class="et_pb_section et_pb_section_0_tb_header"', 'class="et_pb_section et_pb_section_0_tb_header" style="border-radius: 12px"'));
    bar().click();
    bar().click();
    searchButton(fullwidth()).click();
    unmountAll();
    expect(document.body.innerHTML).toBe(printed);
    expect(vi.getTimerCount()).toBe(0);
    searchButton().click();
    expect(container().className).toBe('et_pb_menu__search-container et_pb_menu__search-container--disabled');
  });

  it('leaves a module without its wrap, menu or search as printed, with no error', () => {
    const bare = '<div class="et_pb_module et_pb_menu et_pb_menu_0"><div class="et_pb_menu_inner_container clearfix"></div></div>'
      + '<div class="et_pb_module et_pb_menu et_pb_menu_1"><div class="et_pb_menu_inner_container clearfix"><div class="et_pb_menu__wrap"><div class="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="mobile_menu_bar"></span></div></div></div></div></div>';
    const printed = setUp(bare);
    expect(document.body.innerHTML).toBe(printed);
    expect(mounts.flatMap((mounted) => mounted.errors)).toEqual([]);
  });
});
