// The slide-in and fullscreen menus over the theme's markup: buttons made of its spans, the theme's classes, inline
// styles and delays, the dialog (inert page, focus moved in, Tab cycling, Escape, focus back), edge swipes, hash links,
// visibilitychange, submenus, reduced motion, and the markup as printed again after unmount.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NoAttributes } from '../../core/registry/define-widget.ts';
import { testMount, type TestMount } from '../../core/testing/test-mount.ts';
import { edgeSwipe } from './edge-swipe.ts';
import { mount } from './theme-slide-menu.ts';

const MENU = `<ul id="mobile_menu_slide" class="et_mobile_menu">
<li id="menu-item-201" class="menu-item"><a href="/">Accueil</a></li>
<li id="menu-item-202" class="menu-item menu-item-has-children"><a href="/les-stages/">Les stages</a>
<ul class="sub-menu"><li class="menu-item"><a href="/offre-stage/">Offre du moment</a></li></ul></li>
<li id="menu-item-204" class="menu-item"><a href="#tarifs">Tarifs</a></li>
<li id="menu-item-205" class="menu-item"><a href="/galerie/">Galerie</a></li>
</ul>`;

function page(style: 'slide' | 'fullscreen'): string {
  const close = style === 'fullscreen' ? '<span class="mobile_menu_bar et_toggle_fullscreen_menu"></span>' : '';
  return `<style>.et_mobile_menu .sub-menu { display: none; } .et_mobile_menu .sub-menu.et_pb_slide_dropdown_opened { display: block; }</style><div id="page-container">
<div class="et_slide_in_menu_container">${close}<div class="et_slide_menu_top"><form role="search" class="et-search-form" action="/"><input type="search" class="et-search-field" name="s" title="Rechercher :"><button type="submit" id="searchsubmit_header"></button></form></div>
<div class="et_pb_fullscreen_nav_container">${MENU}</div></div>
<header id="main-header"><div class="container et_menu_container"><div class="logo_container"><a href="/">Logo</a></div>
<div id="et-top-navigation"><span class="mobile_menu_bar et_pb_header_toggle et_toggle_${style}_menu"></span></div></div></header>
<div id="et-main-area"><a id="page-link" href="/shop/">Boutique</a><h2 id="tarifs">Tarifs</h2></div></div>`;
}

const container = () => document.querySelector<HTMLElement>('.et_slide_in_menu_container')!;
const opener = () => document.querySelector<HTMLElement>('#main-header .et_pb_header_toggle')!;
const parentLink = () => document.querySelector<HTMLAnchorElement>('#menu-item-202 > a')!;
/** A key pressed and released on the focused element; gives the keydown. */
const press = (key: string, options: KeyboardEventInit = {}) => {
  const target = document.activeElement ?? document.body;
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...options });
  target.dispatchEvent(event);
  target.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true, cancelable: true, ...options }));
  return event;
};

let mounted: TestMount<NoAttributes> | null = null;
let reducedMotion = false;

function setUp(style: 'slide' | 'fullscreen'): TestMount<NoAttributes> {
  document.body.className = `et_fixed_nav et_header_style_${style} et_header_style_left`;
  document.body.innerHTML = page(style);
  mounted = testMount<NoAttributes>(container());
  void mount(mounted.context);
  return mounted;
}

beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion = false;
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reducedMotion && query.includes('reduce'), media: query }));
  // happy-dom lays nothing out: give every element a box so it counts as focusable and the menu a width.
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(() => [{ width: 1, height: 1 }] as unknown as DOMRectList);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(320);
});

afterEach(() => {
  mounted?.unmount();
  mounted = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.className = '';
});

describe('theme-slide-menu, slide-in style', () => {
  it('makes the header toggle a button controlling the dialog, names the empty search button, leaves the submenus collapsed', () => {
    setUp('slide');
    expect(opener().getAttribute('role')).toBe('button');
    expect(opener().tabIndex).toBe(0);
    expect(opener().getAttribute('aria-label')).toBe('Ouvrir le menu');
    expect(opener().getAttribute('aria-expanded')).toBe('false');
    expect(opener().getAttribute('aria-controls')).toBe(container().id);
    expect(container().getAttribute('role')).toBe('dialog');
    expect(container().getAttribute('aria-label')).toBe('Menu');
    expect(container().hasAttribute('aria-modal')).toBe(false);
    expect(document.querySelector('#searchsubmit_header')!.getAttribute('aria-label')).toBe('Rechercher');
    expect(parentLink().getAttribute('role')).toBe('button');
    expect(parentLink().getAttribute('aria-expanded')).toBe('false');
    expect(parentLink().getAttribute('aria-controls')).toBe(document.querySelector('#menu-item-202 > ul')!.id);
    expect(parentLink().querySelector('.et_mobile_menu_arrow')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('opens as the theme does: shown, 50 ms later in place with the page shifted; closes back and hides 700 ms later', () => {
    setUp('slide');
    opener().click();
    expect(container().style.display).toBe('block');
    expect(container().style.right).toBe('-320px');
    expect(document.body.classList.contains('et_pb_slide_menu_active')).toBe(true);
    expect(container().classList.contains('et_pb_slide_menu_opened')).toBe(true);
    expect(opener().getAttribute('aria-expanded')).toBe('true');
    vi.advanceTimersByTime(49);
    expect(container().style.right).toBe('-320px');
    vi.advanceTimersByTime(1);
    expect(container().style.right).toBe('0px');
    expect(document.getElementById('page-container')!.style.left).toBe('-320px');
    expect(document.getElementById('main-header')!.style.left).toBe('-320px');

    opener().click();
    expect(container().style.right).toBe('-320px');
    expect(document.getElementById('page-container')!.style.left).toBe('0px');
    expect(document.body.classList.contains('et_pb_slide_menu_active')).toBe(false);
    expect(container().classList.contains('et_pb_slide_menu_opened')).toBe(false);
    vi.advanceTimersByTime(699);
    expect(container().style.display).toBe('block');
    vi.advanceTimersByTime(1);
    expect(container().style.display).toBe('none');
  });

  it('is a dialog while open: the page inert but the toggle, focus on the first link, Tab cycling, Escape closing with focus back', () => {
    setUp('slide');
    opener().focus();
    press('Enter');
    expect(document.activeElement?.textContent).toBe('Accueil');
    expect(document.getElementById('et-main-area')!.hasAttribute('inert')).toBe(true);
    expect(document.querySelector('.logo_container')!.hasAttribute('inert')).toBe(true);
    expect(opener().closest('[inert]')).toBeNull();
    expect(container().closest('[inert]')).toBeNull();
    press('Tab', { shiftKey: true });
    expect(document.activeElement).toBe(document.querySelector('#searchsubmit_header'));
    press('Tab', { shiftKey: true });
    expect(document.activeElement).toBe(document.querySelector('.et-search-field'));
    press('Tab', { shiftKey: true });
    expect(document.activeElement).toBe(opener());
    press('Tab');
    expect(document.activeElement).toBe(document.querySelector('.et-search-field'));
    const escape = press('Escape');
    expect(escape.defaultPrevented).toBe(true);
    expect(container().classList.contains('et_pb_slide_menu_opened')).toBe(false);
    expect(document.activeElement).toBe(opener());
    expect(document.querySelector('[inert]')).toBeNull();
    press(' ');
    expect(container().classList.contains('et_pb_slide_menu_opened')).toBe(true);
  });

  it('opens on a swipe left from the right edge only and closes on a swipe right', () => {
    setUp('slide');
    const width = document.documentElement.clientWidth || window.innerWidth;
    const swipe = (fromX: number, toX: number) => {
      document.body.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'touch', isPrimary: true, pointerId: 3, clientX: fromX, clientY: 200, bubbles: true }));
      document.body.dispatchEvent(new PointerEvent('pointerup', { pointerType: 'touch', isPrimary: true, pointerId: 3, clientX: toX, clientY: 205, bubbles: true }));
    };
    swipe(width - 40, width - 200);
    expect(container().classList.contains('et_pb_slide_menu_opened')).toBe(false);
    swipe(width - 10, width - 200);
    expect(container().classList.contains('et_pb_slide_menu_opened')).toBe(true);
    swipe(100, 250);
    expect(container().classList.contains('et_pb_slide_menu_opened')).toBe(false);
  });

  it('closes before a same-page hash link inside is followed, not for other links; submenu links toggle instead of navigating', () => {
    setUp('slide');
    opener().click();
    const other = document.querySelector<HTMLAnchorElement>('#menu-item-205 > a')!;
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    other.click();
    expect(container().classList.contains('et_pb_slide_menu_opened')).toBe(true);
    const open = parentLink().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(open).toBe(false);
    expect(container().classList.contains('et_pb_slide_menu_opened')).toBe(true);
    const hash = document.querySelector<HTMLAnchorElement>('#menu-item-204 > a')!;
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    hash.click();
    expect(container().classList.contains('et_pb_slide_menu_opened')).toBe(false);
  });

  it('toggles a submenu over 700 ms with the theme’s classes, Space too; at once under reduced motion', () => {
    setUp('slide');
    const list = document.querySelector<HTMLElement>('#menu-item-202 > ul')!;
    const arrow = parentLink().querySelector('.et_mobile_menu_arrow')!;
    parentLink().click();
    expect(arrow.classList.contains('et_pb_submenu_opened')).toBe(true);
    expect(list.classList.contains('et_pb_slide_dropdown_opened')).toBe(true);
    expect(parentLink().getAttribute('aria-expanded')).toBe('true');
    expect(list.style.transitionDuration).toBe('700ms');
    expect(list.hasAttribute('inert')).toBe(true);
    vi.advanceTimersByTime(700);
    expect(list.hasAttribute('inert')).toBe(false);
    expect(list.classList.contains('fondant-slide')).toBe(false);
    parentLink().focus();
    expect(press(' ').defaultPrevented).toBe(true);
    expect(arrow.classList.contains('et_pb_submenu_opened')).toBe(false);
    expect(list.classList.contains('et_pb_slide_dropdown_opened')).toBe(false);
    expect(parentLink().getAttribute('aria-expanded')).toBe('false');
    reducedMotion = true;
    parentLink().click();
    expect(list.classList.contains('fondant-slide')).toBe(false);
    expect(list.classList.contains('et_pb_slide_dropdown_opened')).toBe(true);
    expect(list.hasAttribute('inert')).toBe(false);
  });

  it('under reduced motion opens and hides without delay', () => {
    reducedMotion = true;
    setUp('slide');
    opener().click();
    expect(container().style.right).toBe('0px');
    opener().click();
    expect(container().style.display).toBe('none');
  });

  it('puts the printed markup back at unmount, open or not', () => {
    document.body.className = 'et_fixed_nav et_header_style_slide et_header_style_left';
    document.body.innerHTML = page('slide');
    const printed = document.body.innerHTML;
    const test = testMount<NoAttributes>(container());
    void mount(test.context);
    opener().click();
    vi.advanceTimersByTime(50);
    test.unmount();
    expect(document.body.innerHTML).toBe(printed);
    expect(document.body.className).toBe('et_fixed_nav et_header_style_slide et_header_style_left');
    opener().click();
    expect(container().classList.contains('et_pb_slide_menu_opened')).toBe(false);
  });

  it('does nothing without a header style it knows or without its toggle', () => {
    document.body.className = 'et_header_style_left';
    document.body.innerHTML = page('slide');
    const printed = document.body.innerHTML;
    const test = testMount<NoAttributes>(container());
    void mount(test.context);
    expect(document.body.innerHTML).toBe(printed);
    document.body.className = 'et_header_style_fullscreen';
    void mount(test.context);
    expect(document.body.innerHTML).toBe(printed);
    test.unmount();
  });
});

describe('theme-slide-menu, fullscreen style', () => {
  it('opens with the theme’s classes and top padding, as a modal dialog; its close control closes and focus returns', () => {
    setUp('fullscreen');
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(48);
    const closer = container().querySelector<HTMLElement>('.et_toggle_fullscreen_menu')!;
    expect(closer.getAttribute('role')).toBe('button');
    expect(closer.getAttribute('aria-label')).toBe('Fermer le menu');
    opener().focus();
    opener().click();
    expect(container().classList.contains('et_pb_fullscreen_menu_opened')).toBe(true);
    expect(container().classList.contains('et_pb_fullscreen_menu_animated')).toBe(true);
    expect(document.body.classList.contains('et_pb_fullscreen_menu_active')).toBe(true);
    expect(container().style.paddingTop).toBe('68px');
    expect(container().getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById('main-header')!.hasAttribute('inert')).toBe(true);
    expect(document.activeElement?.textContent).toBe('Accueil');
    press('Tab', { shiftKey: true });
    press('Tab', { shiftKey: true });
    press('Tab', { shiftKey: true });
    expect(document.activeElement).toBe(closer);
    press('Tab', { shiftKey: true });
    expect(document.activeElement?.textContent).toBe('Galerie');
    closer.focus();
    press('Enter');
    expect(container().classList.contains('et_pb_fullscreen_menu_opened')).toBe(false);
    expect(document.body.classList.contains('et_pb_fullscreen_menu_active')).toBe(false);
    expect(document.activeElement).toBe(opener());
    expect(document.querySelector('[inert]')).toBeNull();
    vi.advanceTimersByTime(999);
    expect(container().classList.contains('et_pb_fullscreen_menu_animated')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(container().classList.contains('et_pb_fullscreen_menu_animated')).toBe(false);
  });

  it('closes when the page’s visibility changes, and before a same-page hash link inside is followed', () => {
    setUp('fullscreen');
    opener().click();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(container().classList.contains('et_pb_fullscreen_menu_opened')).toBe(false);
    opener().click();
    const hash = document.querySelector<HTMLAnchorElement>('#menu-item-204 > a')!;
    let openWhenFollowed: boolean | null = null;
    document.addEventListener('click', (event) => {
      openWhenFollowed = container().classList.contains('et_pb_fullscreen_menu_opened');
      event.preventDefault();
    }, { once: true });
    hash.click();
    expect(openWhenFollowed).toBe(false);
  });
});

describe('edgeSwipe', () => {
  it('opens on a swipe left starting within 30 px of the right edge, closes on a swipe right when open', () => {
    expect(edgeSwipe('next', { x: 345, y: 10 }, false, 375)).toBe('open');
    expect(edgeSwipe('next', { x: 344, y: 10 }, false, 375)).toBeNull();
    expect(edgeSwipe('next', { x: 370, y: 10 }, true, 375)).toBeNull();
    expect(edgeSwipe('previous', { x: 10, y: 10 }, true, 375)).toBe('close');
    expect(edgeSwipe('previous', { x: 10, y: 10 }, false, 375)).toBeNull();
  });
});
