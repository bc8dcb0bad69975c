// The builder's multi-view: the schema read (bad JSON and bad shapes dropped), the values of a mode with their
// fallbacks, and a mounted element: the phone's and tablet's values at mount and after a resize (debounced
// 200 ms), hover values on pointer, focus and touch, content sanitized, attributes that would run script refused,
// the printed element restored at unmount.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NoAttributes } from '../../core/registry/define-widget.ts';
import { testMount } from '../../core/testing/test-mount.ts';
import { mount } from './builder-multi-view.ts';
import { readMultiView, valuesInMode } from './multi-view-schema.ts';

const attribute = (value: unknown) => JSON.stringify(value).replaceAll('&', '&amp;').replaceAll('"', '&quot;');
const BLURB_VIEW = {
  schema: {
    content: { desktop: 'Stage de <strong>10 jours</strong>', phone: '<strong>10 j</strong><img src="x" onerror="window.hacked = 1">', hover: 'Réserver →' },
    attrs: { desktop: { href: '/stage/', title: 'Le stage' }, tablet: { href: 'javascript:alert(1)', onclick: 'window.hacked = 1', title: 'Le stage (tablette)' } },
    styles: { phone: { 'font-size': '14px' } },
    classes: { phone: { add: ['et_pb_text_align_center', 'bad class!'], remove: ['et_pb_text_align_left'] } },
    visibility: { phone: false },
  },
  slug: 'et_pb_blurb',
};

function setWidth(width: number) {
  Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: width });
}

async function mounted(html: string) {
  document.body.innerHTML = html;
  const element = document.querySelector<HTMLElement>('[data-et-multi-view]')!;
  const printed = document.body.innerHTML;
  const mounting = testMount<NoAttributes>(element);
  await mount(mounting.context);
  expect(mounting.errors).toEqual([]);
  return { element, mounting, printed };
}

const LINK = `<div class="et_pb_module et_pb_blurb_0"><a class="et_pb_text_align_left" href="/stage/" title="Le stage" data-et-multi-view="${attribute(BLURB_VIEW)}">Stage de <strong>10 jours</strong></a></div>`;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  setWidth(1280);
});

afterEach(() => {
  vi.useRealTimers();
  delete (window as unknown as { hacked?: unknown }).hacked;
});

describe('readMultiView and valuesInMode', () => {
  it('read the contexts per mode and drop what is not JSON or not of its shape', () => {
    expect(readMultiView('{not json')).toBeNull();
    expect(readMultiView('[]')).toBeNull();
    const view = readMultiView(JSON.stringify({ schema: { content: { desktop: 'A', tablet: 7 }, attrs: { phone: 'x' }, visibility: { tablet: 'off', hover: 'on' } }, target: ' .title ' }))!;
    expect(view).toEqual({ modes: { desktop: { content: 'A' }, tablet: { visible: false }, hover: { visible: true } }, target: '.title', hoverSelector: null });
  });

  it('take a mode’s missing values from the next larger screen, hover over the screen’s', () => {
    const view = readMultiView(JSON.stringify(BLURB_VIEW))!;
    expect(valuesInMode(view, 'desktop', false)).toEqual({ content: 'Stage de <strong>10 jours</strong>', attrs: { href: '/stage/', title: 'Le stage' } });
    expect(valuesInMode(view, 'phone', false)).toMatchObject({ attrs: { title: 'Le stage (tablette)' }, styles: { 'font-size': '14px' }, visible: false });
    expect(valuesInMode(view, 'phone', false).classes).toEqual({ add: ['et_pb_text_align_center', 'bad'], remove: ['et_pb_text_align_left'] });
    expect(valuesInMode(view, 'tablet', true).content).toBe('Réserver →');
  });
});

describe('a mounted multi-view', () => {
  it('shows the desktop as printed, then the tablet’s and phone’s values 200 ms after a resize, and back', async () => {
    const { element } = await mounted(LINK);
    expect(element.classList.contains('et_multi_view_swapped')).toBe(false);
    setWidth(800);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(199);
    expect(element.getAttribute('title')).toBe('Le stage');
    vi.advanceTimersByTime(1);
    expect(element.getAttribute('title')).toBe('Le stage (tablette)');
    // The script URL and the handler are refused: the printed values stay.
    expect(element.getAttribute('href')).toBe('/stage/');
    expect(element.hasAttribute('onclick')).toBe(false);
    expect(element.classList.contains('et_multi_view_swapped')).toBe(true);
    setWidth(375);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(200);
    expect(element.innerHTML).toBe('<strong>10 j</strong><img src="x">');
    expect(element.style.getPropertyValue('font-size')).toBe('14px');
    expect(element.className).toContain('et_pb_text_align_center');
    expect(element.className).not.toContain('et_pb_text_align_left');
    expect(element.classList.contains('et_multi_view_hidden')).toBe(true);
    setWidth(1280);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(200);
    expect(element.innerHTML).toBe('Stage de <strong>10 jours</strong>');
    expect(element.getAttribute('title')).toBe('Le stage');
    expect(element.style.getPropertyValue('font-size')).toBe('');
    expect([...element.classList].sort()).toEqual(['et_multi_view_swapped', 'et_pb_text_align_left']);
  });

  it('shows a phone’s values at mount', async () => {
    setWidth(375);
    const { element } = await mounted(LINK);
    expect(element.textContent).toBe('10 j');
    expect(element.classList.contains('et_multi_view_hidden')).toBe(true);
  });

  it('shows the hover values while the module is hovered or focused within, marking it as the theme does', async () => {
    const { element } = await mounted(LINK);
    const module = element.parentElement!;
    expect(module.classList.contains('et_multi_view__hover_selector')).toBe(true);
    module.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
    expect(element.textContent).toBe('Réserver →');
    expect(module.classList.contains('et_multi_view__hovered')).toBe(true);
    module.dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' }));
    expect(element.textContent).toBe('Stage de 10 jours');
    element.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(element.textContent).toBe('Réserver →');
    element.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: document.body }));
    expect(element.textContent).toBe('Stage de 10 jours');
    module.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'touch', bubbles: true }));
    expect(element.textContent).toBe('Réserver →');
    document.body.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'touch', bubbles: true }));
    expect(element.textContent).toBe('Stage de 10 jours');
  });

  it('never swaps the source of a script it is pointed at', async () => {
    const view = { schema: { attrs: { desktop: { src: '/fixtures-assets/a.js' }, phone: { src: '/fixtures-assets/b.js' } } }, target: 'script' };
    setWidth(375);
    await mounted(`<div data-et-multi-view="${attribute(view)}"><script type="text/plain" src="/fixtures-assets/a.js"></script></div>`);
    expect(document.querySelector('script')!.getAttribute('src')).toBe('/fixtures-assets/a.js');
  });

  it('drives its target when it names one', async () => {
    const view = { schema: { content: { desktop: 'Huit stagiaires', phone: '8 stagiaires' } }, slug: 'et_pb_blurb', target: '.et_pb_module_header' };
    setWidth(375);
    const { element } = await mounted(`<div class="et_pb_blurb_1" data-et-multi-view="${attribute(view)}"><h3 class="et_pb_module_header">Huit stagiaires</h3><p>Au plus</p></div>`);
    expect(element.querySelector('h3')!.textContent).toBe('8 stagiaires');
    expect(element.querySelector('p')!.textContent).toBe('Au plus');
  });

  it('leaves an element whose value is not JSON as printed, and restores everything at unmount', async () => {
    const broken = await mounted('<div class="et_pb_text_0" data-et-multi-view="{oops">Texte</div>');
    expect(broken.element.outerHTML).toBe('<div class="et_pb_text_0" data-et-multi-view="{oops">Texte</div>');
    setWidth(375);
    const { mounting, printed } = await mounted(LINK);
    document.body.firstElementChild!.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
    mounting.unmount();
    expect(document.body.innerHTML).toBe(printed);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(500);
    expect(document.body.innerHTML).toBe(printed);
  });
});
