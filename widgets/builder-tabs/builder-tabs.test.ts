// The builder's tabs over its markup: the WAI-ARIA roles and roving tabindex, a choice moving `et_pb_tab_active` at
// once and fading the panels (ignored during the fade), the hash written and followed, the `#tab-…` anchors.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NoAttributes } from '../../core/registry/define-widget.ts';
import { testMount } from '../../core/testing/test-mount.ts';
import { mount } from './builder-tabs.ts';

const MODULE = `
<div id="programme-stage" class="et_pb_module et_pb_tabs et_pb_tabs_0">
  <ul class="et_pb_tabs_controls"><li class="et_pb_tab_0 et_pb_tab_active"><a href="#">Jours 1 à 3</a></li><li class="et_pb_tab_1"><a href="#">Jours 4 à 7</a></li><li class="et_pb_tab_2"><a href="#tab-fin">Jours 8 à 10</a></li></ul>
  <div class="et_pb_all_tabs"><div class="et_pb_tab et_pb_tab_0 et_pb_active_content"><p>Un</p></div><div class="et_pb_tab et_pb_tab_1"><p>Deux</p></div><div class="et_pb_tab et_pb_tab_2"><p>Trois</p></div></div>
</div>`;

const tabs = () => [...document.querySelectorAll<HTMLAnchorElement>('[role="tab"]')];
const shown = () => [...document.querySelectorAll<HTMLElement>('.et_pb_tab')].map((panel) => panel.style.display);

function setUp(hash = '') {
  window.location.hash = hash;
  document.body.innerHTML = MODULE;
  const root = document.querySelector<HTMLElement>('.et_pb_tabs')!;
  const mounted = testMount<NoAttributes>(root);
  mount(mounted.context);
  return { root, mounted };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  window.location.hash = '';
});

describe('builder tabs', () => {
  it('are a tab list with a roving tabindex, each tab controlling its panel', () => {
    setUp();
    expect(document.querySelector('.et_pb_tabs_controls')?.getAttribute('role')).toBe('tablist');
    expect(tabs().map((tab) => [tab.getAttribute('aria-selected'), tab.tabIndex])).toEqual([['true', 0], ['false', -1], ['false', -1]]);
    const panel = document.getElementById(tabs()[1]!.getAttribute('aria-controls')!)!;
    expect([panel.getAttribute('role'), panel.getAttribute('aria-labelledby'), panel.textContent]).toEqual(['tabpanel', tabs()[1]!.id, 'Deux']);
    expect(shown()).toEqual(['block', 'none', 'none']);
  });

  it('moves the active class at once, fades out then in over 500 ms each, ignores choices meanwhile, and writes the hash', () => {
    const { root } = setUp('#galerie|fleurs|2');
    tabs()[1]!.click();
    expect(root.querySelector('li.et_pb_tab_active')?.textContent).toBe('Jours 4 à 7');
    expect(tabs()[1]!.getAttribute('aria-selected')).toBe('true');
    expect(window.location.hash).toBe('#galerie|fleurs|2||programme-stage|1');
    tabs()[2]!.click();
    expect(shown(), 'the old panel still fading out').toEqual(['block', 'none', 'none']);
    vi.advanceTimersByTime(500);
    expect(shown()).toEqual(['none', 'block', 'none']);
    vi.advanceTimersByTime(500);
    expect(tabs()[2]!.getAttribute('aria-selected'), 'the choice during the fade was ignored').toBe('false');
    tabs()[2]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    vi.advanceTimersByTime(1000);
    expect(shown()).toEqual(['none', 'none', 'block']);
  });

  it('opens on the tab the hash names, and follows hash changes; a #tab- anchor names its tab', () => {
    setUp('#programme-stage|2');
    expect(shown()).toEqual(['none', 'none', 'block']);
    window.location.hash = '#programme-stage|0';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    vi.advanceTimersByTime(1000);
    expect(shown()).toEqual(['block', 'none', 'none']);
    setUp('#fin');
    expect(shown()).toEqual(['none', 'none', 'block']);
    setUp('#programme-stage|9');
    expect(shown(), 'an index out of range changes nothing').toEqual(['block', 'none', 'none']);
  });

  it('follows a hash change that came during a fade once the fade ends (back and forward pressed quickly)', () => {
    setUp();
    tabs()[1]!.click();
    expect(window.location.hash).toBe('#programme-stage|1');
    window.location.hash = '#programme-stage|2';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(tabs()[2]!.getAttribute('aria-selected')).toBe('false');
    vi.advanceTimersByTime(1000);
    expect(tabs()[2]!.getAttribute('aria-selected')).toBe('true');
    vi.advanceTimersByTime(1000);
    expect(shown()).toEqual(['none', 'none', 'block']);
  });

  it('moves the focus with the arrows, Home and End, without choosing', () => {
    setUp();
    tabs()[0]!.focus();
    tabs()[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    expect(document.activeElement).toBe(tabs()[2]);
    expect(tabs()[2]!.getAttribute('aria-selected')).toBe('false');
  });
});

describe('builder tabs under reduced motion', () => {
  it('switch at once, every time', () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList);
    setUp();
    tabs()[1]!.click();
    expect(shown()).toEqual(['none', 'block', 'none']);
    tabs()[2]!.click();
    expect(shown()).toEqual(['none', 'none', 'block']);
    matchMedia.mockRestore();
  });
});
