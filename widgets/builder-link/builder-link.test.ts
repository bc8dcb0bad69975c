// The builder's module links: the options read (JSON config over the theme's global, bad entries skipped), where an
// address leads, and a mounted module: clicks followed or not, new windows, anchors, the keyboard link, builder mode.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NoAttributes } from '../../core/registry/define-widget.ts';
import { testMount } from '../../core/testing/test-mount.ts';
import { mount } from './builder-link.ts';
import { linkDestination } from './link-destination.ts';
import { linkOptionFor, readLinkOptions } from './link-options.ts';

const win = window as unknown as { et_link_options_data?: unknown };
/** The page's origin, read before a test stands in for window.location. */
const ORIGIN = window.location.origin;

afterEach(() => {
  delete win.et_link_options_data;
  document.body.className = '';
  vi.restoreAllMocks();
});

describe('readLinkOptions', () => {
  it('reads the JSON config’s list over the theme’s global, skipping incomplete entries and restoring brackets', () => {
    win.et_link_options_data = [{ class: 'et_pb_text_0', url: '/a/', target: '_self' }];
    expect(readLinkOptions({}, window)).toEqual([{ className: 'et_pb_text_0', url: '/a/', target: '_self' }]);
    const own = [{ class: 'et_pb_blurb_0', url: '/b/?f&#91;0&#93;=x', target: '_blank' }, { class: 'x', url: '/c/' }, { class: '', url: '/d/', target: '_self' }, null, { class: 'y', url: '/e/', target: '_top' }];
    expect(readLinkOptions({ linkOptions: own }, window)).toEqual([{ className: 'et_pb_blurb_0', url: '/b/?f[0]=x', target: '_blank' }]);
    delete win.et_link_options_data;
    expect(readLinkOptions({}, window)).toEqual([]);
    const module = Object.assign(document.createElement('div'), { className: 'et_pb_module et_pb_blurb_0' });
    expect(linkOptionFor(module, readLinkOptions({ linkOptions: own }, window))?.url).toBe('/b/?f[0]=x');
  });
});

describe('linkDestination', () => {
  it('leads to the reviews tab, a page element, or an http(s) page; nowhere else', () => {
    document.body.innerHTML = '<div id="faq"></div>';
    expect(linkDestination('#product_reviews_tab')).toEqual({ kind: 'reviews' });
    expect(linkDestination('#faq')).toMatchObject({ kind: 'anchor', hash: '#faq' });
    expect(linkDestination('/shop/')).toEqual({ kind: 'page', href: `${ORIGIN}/shop/` });
    for (const url of ['javascript:alert(1)', 'data:text/html,x', '#nulle-part', '#']) expect(linkDestination(url), url).toBeNull();
  });
});

describe('a clickable module', () => {
  let assign: ReturnType<typeof vi.fn>;
  let open: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign, href: window.location.href } as Location);
    open = vi.spyOn(window, 'open').mockReturnValue(null);
  });

  const setUp = (option: Record<string, string>, inner = '<h3>Le stage de 10 jours</h3><p>Programme et dates</p><a href="/nous-ecrire/">Écrivez-nous</a><h5 class="et_pb_toggle_title">Détails</h5>') => {
    win.et_link_options_data = [option];
    document.body.innerHTML = `<div class="et_pb_module et_pb_text et_pb_text_0 et_clickable">${inner}</div><div id="faq" tabindex="-1"></div>`;
    const module = document.querySelector<HTMLElement>('.et_clickable')!;
    const mounted = testMount<NoAttributes>(module);
    mount(mounted.context);
    return { module, mounted };
  };

  it('follows its link on a click in it, but not on its own links, the exception list, or while text is selected', () => {
    const { module } = setUp({ class: 'et_pb_text_0', url: '/produit/stage/', target: '_self' });
    module.querySelector('p')!.click();
    expect(assign).toHaveBeenCalledWith(`${ORIGIN}/produit/stage/`);
    assign.mockClear();
    module.querySelector<HTMLAnchorElement>('a[href="/nous-ecrire/"]')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    module.querySelector<HTMLElement>('.et_pb_toggle_title')!.click();
    vi.spyOn(window, 'getSelection').mockReturnValue({ toString: () => 'Programme' } as Selection);
    module.querySelector('p')!.click();
    expect(assign).not.toHaveBeenCalled();
  });

  it('opens a new window for _blank and for a modified click', () => {
    const { module } = setUp({ class: 'et_pb_text_0', url: '/shop/', target: '_blank' });
    module.querySelector('p')!.click();
    expect(open).toHaveBeenCalledWith(`${ORIGIN}/shop/`, '_blank', 'noopener');
    expect(module.querySelector('a.fondant-module-link')?.getAttribute('target')).toBe('_blank');
    expect(module.querySelector('a.fondant-module-link')?.textContent).toBe('Ouvrir : Le stage de 10 jours (nouvelle fenêtre)');
  });

  it('gives keyboards a real link named after the module’s heading, removed at unmount; none when the module already links there', () => {
    const { module, mounted } = setUp({ class: 'et_pb_text_0', url: '/produit/stage/', target: '_self' });
    const link = module.firstElementChild as HTMLAnchorElement;
    expect([link.className, link.getAttribute('href'), link.textContent]).toEqual(['fondant-module-link', `${ORIGIN}/produit/stage/`, 'Ouvrir : Le stage de 10 jours']);
    mounted.unmount();
    expect(module.querySelector('.fondant-module-link')).toBeNull();
    const again = setUp({ class: 'et_pb_text_0', url: '/nous-ecrire/', target: '_self' });
    expect(again.module.querySelector('.fondant-module-link')).toBeNull();
  });

  it('scrolls to a page anchor, with a history entry and the focus there', () => {
    const pushState = vi.spyOn(history, 'pushState');
    const { module } = setUp({ class: 'et_pb_text_0', url: '#faq', target: '_self' }, '<p>Vos questions</p>');
    module.querySelector('p')!.click();
    expect(pushState).toHaveBeenCalledWith(null, '', '#faq');
    expect(document.activeElement?.id).toBe('faq');
    expect(assign).not.toHaveBeenCalled();
  });

  it('does nothing in the builder’s editing view, or with an address that is not http(s)', () => {
    document.body.classList.add('et-fb');
    setUp({ class: 'et_pb_text_0', url: '/produit/stage/', target: '_self' });
    document.querySelector('p')!.click();
    document.body.classList.remove('et-fb');
    const { module } = setUp({ class: 'et_pb_text_0', url: 'javascript:alert(1)', target: '_self' });
    module.querySelector('p')!.click();
    expect(assign).not.toHaveBeenCalled();
    expect(module.querySelector('.fondant-module-link')).toBeNull();
  });
});
