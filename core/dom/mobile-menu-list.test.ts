// The mobile list built from a desktop menu: the theme header's (its id and classes, the items of both menus in
// order, `et_first_mobile_item`, ids suffixed so none is in the page twice, what scripts added to the desktop menu
// left out, the disabled top tier's `#` links) and a Menu module's (its own id and suffix, the inline logo's slot
// left out, the top tier's links kept).
import { describe, expect, it } from 'vitest';
import { buildMobileList, HEADER_LIST } from './mobile-menu-list.ts';

const HEADER = `<ul id="top-menu" class="nav" data-fondant-mounted="theme-submenus">
<li id="menu-item-201" class="menu-item menu-item-201"><a href="/">Accueil</a></li>
<li id="menu-item-202" class="menu-item menu-item-has-children menu-item-202 et-hover et-show-dropdown"><a href="/les-stages/">Les stages</a><button type="button" class="fondant-submenu-toggle" aria-expanded="true" aria-controls="fondant-submenu-1">x</button>
<ul class="sub-menu" id="fondant-submenu-1"><li id="menu-item-211" class="menu-item menu-item-211 et-hover"><a href="/stage/" aria-current="page">Stage intensif</a></li></ul></li>
</ul>
<ul id="et-secondary-nav" class="menu"><li id="menu-item-301" class="menu-item menu-item-301"><a href="/mon-compte/">Mon compte</a></li></ul>`;

const setUp = (menuClass = 'nav') => {
  document.body.innerHTML = HEADER.replace('class="nav"', `class="${menuClass}"`);
  return buildMobileList(document.querySelector<HTMLElement>('#top-menu')!, { ...HEADER_LIST, secondary: document.querySelector('#et-secondary-nav') });
};

describe('the theme header’s mobile list', () => {
  it('copies the header menu’s items, then the top bar’s, into ul#mobile_menu.et_mobile_menu, the first item marked', () => {
    const list = setUp();
    expect(list.id).toBe('mobile_menu');
    expect(list.className).toBe('et_mobile_menu');
    expect([...list.querySelectorAll('a')].map((link) => link.textContent)).toEqual(['Accueil', 'Les stages', 'Stage intensif', 'Mon compte']);
    expect([...list.children].map((item) => item.classList.contains('et_first_mobile_item'))).toEqual([true, false, false]);
    expect(list.querySelector('a[aria-current="page"]')?.textContent).toBe('Stage intensif');
  });

  it('suffixes every id of the copies, keeps WordPress’s id-classes, and puts no id in the page twice', () => {
    const list = setUp();
    document.body.append(list);
    expect([...list.querySelectorAll('[id]')].map((element) => element.id)).toEqual(['menu-item-201-mobile', 'menu-item-202-mobile', 'fondant-submenu-1-mobile', 'menu-item-211-mobile', 'menu-item-301-mobile']);
    expect(list.querySelector('#menu-item-202-mobile')?.classList.contains('menu-item-202')).toBe(true);
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('leaves out the desktop dropdowns’ buttons, state classes, ARIA and mount marks, and the source menus untouched', () => {
    document.body.innerHTML = HEADER;
    const before = document.body.innerHTML;
    const list = buildMobileList(document.querySelector<HTMLElement>('#top-menu')!, { ...HEADER_LIST, secondary: document.querySelector('#et-secondary-nav') });
    expect(list.querySelector('button')).toBeNull();
    expect(list.querySelector('.et-hover, .et-show-dropdown, [aria-expanded], [aria-controls], [data-fondant-mounted]')).toBeNull();
    expect(document.body.innerHTML).toBe(before);
  });

  it('points the top-level parent links to # under et_disable_top_tier, and only those', () => {
    const list = setUp('nav et_disable_top_tier');
    expect([...list.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(['/', '#', '/stage/', '/mon-compte/']);
    expect([...setUp().querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(['/', '/les-stages/', '/stage/', '/mon-compte/']);
  });

  it('builds the list without a top bar menu', () => {
    document.body.innerHTML = HEADER;
    const list = buildMobileList(document.querySelector<HTMLElement>('#top-menu')!, HEADER_LIST);
    expect(list.children).toHaveLength(2);
  });
});

describe('a Menu module’s mobile list', () => {
  const MODULE = `<ul id="menu-ecole" class="et-menu nav et_disable_top_tier">
<li id="menu-item-401" class="menu-item menu-item-401"><a href="/">Accueil</a></li>
<li class="et_pb_menu__logo-slot"><div class="et_pb_menu__logo-wrap"><img src="/logo.svg" alt="Atelier"></div></li>
<li id="menu-item-402" class="menu-item menu-item-has-children menu-item-402"><a href="/stages/">Stages</a><ul class="sub-menu"><li id="menu-item-403" class="menu-item menu_slide"><a href="/x/">X</a></li><li id="menu-item-404" class="menu-item"><a href="/y/">Y</a></li></ul></li>
</ul>`;

  it('takes its own id and suffix, leaves the inline logo’s slot and .menu_slide items out, and keeps the top tier’s links', () => {
    document.body.innerHTML = MODULE;
    const list = buildMobileList(document.querySelector<HTMLElement>('#menu-ecole')!, { id: 'mobile_menu2', idSuffix: '-mobile2' });
    expect(list.id).toBe('mobile_menu2');
    expect([...list.querySelectorAll('[id]')].map((element) => element.id)).toEqual(['menu-item-401-mobile2', 'menu-item-402-mobile2', 'menu-item-404-mobile2']);
    expect(list.querySelector('.et_pb_menu__logo-slot, img')).toBeNull();
    expect([...list.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(['/', '/stages/', '/y/']);
    expect(list.firstElementChild?.classList.contains('et_first_mobile_item')).toBe(true);
  });
});
