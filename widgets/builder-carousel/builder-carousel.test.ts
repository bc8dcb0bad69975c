// The portfolio carousel over the theme's markup: its arrows first in the items container as named buttons, the
// groups sized to the columns with the theme's position classes, endless 700 ms moves (copies of items still shown,
// presses ignored meanwhile), the WAI-ARIA carousel, the auto-rotation and what stops it, reduced motion, a resize,
// and a cleanup that puts the server's markup back.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NoAttributes } from '../../core/registry/define-widget.ts';
import { testMount } from '../../core/testing/test-mount.ts';
import { mount } from './builder-carousel.ts';

const item = (k: number) =>
  `<div id="post-${300 + k}" class="et_pb_portfolio_item et_pb_grid_item et_pb_fullwidth_portfolio_item_0_${k}">
    <div class="et_pb_portfolio_image landscape"><img src="/p${k}.svg" alt=""><div class="meta"><a href="/projet-${k}/"><span class="et_overlay"></span><h3 class="et_pb_module_header">Projet ${k + 1}</h3></a></div></div>
  </div>`;
const carousel = (count: number, attributes = 'data-auto-rotate="on" data-auto-rotate-speed="4000"') =>
  `<div class="et_pb_module et_pb_fullwidth_portfolio et_pb_fullwidth_portfolio_0 et_pb_fullwidth_portfolio_carousel" ${attributes}>
  <h2 class="et_pb_portfolio_title">Nos gâteaux de mariage</h2>
  <div class="et_pb_portfolio_items clearfix" data-portfolio-columns="">${Array.from({ length: count }, (_, k) => item(k)).join('\n')}</div>
</div>`;

let width = 1100;
let reduced = false;

function setUp(html = carousel(6)) {
  document.body.innerHTML = html;
  const root = document.body.firstElementChild as HTMLElement;
  const before = root.outerHTML;
  const mounted = testMount<NoAttributes>(root);
  mount(mounted.context);
  const container = root.querySelector<HTMLElement>('.et_pb_portfolio_items')!;
  const active = () => container.querySelector<HTMLElement>(':scope > .et_pb_carousel_group.active')!;
  const shown = () => [...active().children].map((child) => child.id);
  const next = () => container.querySelector<HTMLElement>(':scope > .et-pb-slider-arrows > .et-pb-arrow-next')!;
  const previous = () => container.querySelector<HTMLElement>(':scope > .et-pb-slider-arrows > .et-pb-arrow-prev')!;
  const pause = () => root.querySelector<HTMLButtonElement>(':scope > button.fondant-carousel-pause');
  return { root, before, mounted, container, active, shown, next, previous, pause };
}

beforeEach(() => {
  vi.useFakeTimers();
  width = 1100;
  reduced = false;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: reduced && query.includes('reduce'), media: query }) as MediaQueryList);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ width, height: 300, top: 0, left: 0, right: width, bottom: 300, x: 0, y: 0, toJSON: () => ({}) }) as DOMRect);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('builder carousel', () => {
  it('puts the theme’s arrows first in the items container as named buttons, and groups the items by the columns', () => {
    const { root, container, active, shown, pause } = setUp();
    expect(container.firstElementChild?.outerHTML).toBe(
      '<div class="et-pb-slider-arrows"><a class="et-pb-arrow-prev" href="#" role="button" aria-label="Projets précédents"><span>Précédent</span></a><a class="et-pb-arrow-next" href="#" role="button" aria-label="Projets suivants"><span>Suivant</span></a></div>',
    );
    expect(container.classList.contains('columns-4')).toBe(true);
    expect(shown()).toEqual(['post-300', 'post-301', 'post-302', 'post-303']);
    expect([...active().children].map((child) => child.className.match(/position_\d/)?.[0])).toEqual(['position_1', 'position_2', 'position_3', 'position_4']);
    expect([active().style.display, container.querySelector<HTMLElement>('#post-304')!.style.display]).toEqual(['', 'none']);
    expect(container.querySelector<HTMLElement>('#post-300')!.style.height).toBe(`${Math.round((1100 / 4) * 0.75)}px`);
    expect([root.getAttribute('role'), root.getAttribute('aria-roledescription'), root.getAttribute('aria-label')]).toEqual(['region', 'carrousel', 'Nos gâteaux de mariage']);
    expect([active().getAttribute('role'), active().getAttribute('aria-roledescription'), active().getAttribute('aria-label')]).toEqual(['group', 'diapositive', 'Projets 1 à 4 sur 6']);
    expect(root.firstElementChild).toBe(pause());
    expect(container.getAttribute('aria-live')).toBe('off');
  });

  it('moves a group at a time over 700 ms, endlessly, with copies of items still shown, ignoring presses meanwhile', () => {
    const { container, active, shown, next, previous } = setUp();
    next().click();
    const incoming = container.querySelector<HTMLElement>('.et_pb_carousel_group.next')!;
    expect([...incoming.children].map((child) => [child.id, child.classList.contains('delayed_container_append_dup'), child.className.match(/next_position_\d/)?.[0]])).toEqual([
      ['post-304', false, 'next_position_1'],
      ['post-305', false, 'next_position_2'],
      ['', true, 'next_position_3'],
      ['', true, 'next_position_4'],
    ]);
    expect([...active().children].every((child) => child.classList.contains('changing_position') && child.classList.contains('current_position'))).toBe(true);
    expect([incoming.getAttribute('aria-hidden'), active().style.transition]).toEqual(['true', 'transform 700ms ease-in-out']);
    next().click();
    vi.advanceTimersByTime(700);
    expect(shown(), 'the press during the move was ignored').toEqual(['post-304', 'post-305', 'post-300', 'post-301']);
    expect(container.querySelectorAll('.et_pb_carousel_group, .delayed_container_append_dup, .changing_position')).toHaveLength(1);
    expect(active().getAttribute('aria-label')).toBe('Projets 5 à 2 sur 6');
    previous().click();
    vi.advanceTimersByTime(700);
    previous().click();
    vi.advanceTimersByTime(700);
    expect(shown(), 'previous wraps too').toEqual(['post-302', 'post-303', 'post-304', 'post-305']);
  });

  it('rotates every data-auto-rotate-speed ms, held while hovered, stopped for good by an arrow until the button plays', () => {
    const { root, shown, next, pause } = setUp();
    vi.advanceTimersByTime(4000 + 700);
    expect(shown()[0]).toBe('post-304');
    root.dispatchEvent(new MouseEvent('mouseenter'));
    expect(root.classList.contains('et_carousel_hovered')).toBe(true);
    vi.advanceTimersByTime(20000);
    expect(shown()[0]).toBe('post-304');
    root.dispatchEvent(new MouseEvent('mouseleave'));
    next().click();
    vi.advanceTimersByTime(700);
    expect(pause()?.textContent).toBe('Lancer le défilement automatique des projets');
    vi.advanceTimersByTime(20000);
    expect(shown()[0]).toBe('post-302');
    pause()!.click();
    vi.advanceTimersByTime(4000 + 700);
    expect(shown()[0]).toBe('post-300');
  });

  it('hides its arrows and never moves when every item is shown; lays out again after a resize', () => {
    width = 1700;
    const { container, shown, next } = setUp(carousel(5));
    expect(container.querySelector<HTMLElement>('.et-pb-slider-arrows')!.style.display).toBe('none');
    next().click();
    expect(container.querySelector('.et_pb_carousel_group.next')).toBeNull();
    expect(shown()).toHaveLength(5);
    width = 600;
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(200);
    expect([container.classList.contains('columns-2'), container.classList.contains('columns-5'), shown()]).toEqual([true, false, ['post-300', 'post-301']]);
    expect(container.querySelector<HTMLElement>('.et-pb-slider-arrows')!.style.display).toBe('');
  });

  it('does not rotate without data-auto-rotate="on", and moves at once under reduced motion', () => {
    reduced = true;
    const { container, shown, next, pause } = setUp(carousel(6, 'data-auto-rotate="on"'));
    expect(pause()).toBeNull();
    expect(container.getAttribute('aria-live')).toBe('polite');
    vi.advanceTimersByTime(30000);
    expect(shown()[0]).toBe('post-300');
    next().dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    expect(shown()[0]).toBe('post-304');
    reduced = false;
    expect(setUp(carousel(6, 'data-auto-rotate="off"')).pause()).toBeNull();
  });

  it('puts the server’s markup back, mid-move, and leaves no timer; an empty module is left alone', () => {
    const { root, before, mounted, next } = setUp();
    next().click();
    mounted.unmount();
    expect(root.outerHTML).toBe(before);
    expect(vi.getTimerCount()).toBe(0);
    const empty = setUp('<div class="et_pb_fullwidth_portfolio et_pb_fullwidth_portfolio_carousel" data-auto-rotate="on"><div class="et_pb_portfolio_items"></div></div>');
    expect([empty.root.outerHTML, empty.mounted.errors]).toEqual([empty.before, []]);
  });
});
