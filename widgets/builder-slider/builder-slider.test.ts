// The builder slider over the theme's markup: controls in Divi's markup as named buttons, moves that wrap with the
// theme's state classes and `data-active-slide`, presses ignored during the fade, the WAI-ARIA carousel, the
// auto-advance and what pauses or stops it, swipe, stopped videos, reduced motion, and a cleanup that puts the
// server's markup back.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { on } from '../../core/events/bridge.ts';
import type { NoAttributes } from '../../core/registry/define-widget.ts';
import { testMount } from '../../core/testing/test-mount.ts';
import { mount } from './builder-slider.ts';

const slide = (index: number, layout: string, extra = '') =>
  `<div class="et_pb_slide et_pb_slide_${index} ${layout}${index === 0 ? ' et-pb-active-slide' : ''}" data-slide-id="et_pb_slide_${index}"><div class="et_pb_container clearfix"><div class="et_pb_slider_container_inner"><div class="et_pb_slide_description"><h2 class="et_pb_slide_title">Stage ${index + 1}</h2><div class="et_pb_slide_content">Texte</div>${extra}</div></div></div></div>`;
const SLIDER = `<div id="stages" class="et_pb_module et_pb_slider et_pb_slider_0 et_pb_slider_fullwidth_off et_slider_auto et_slider_speed_5000"><div class="et_pb_slides">${slide(0, 'et_pb_bg_layout_dark', '<div class="et_pb_button_wrapper"><a class="et_pb_button et_pb_more_button" href="/stages/">Voir</a></div>')}${slide(1, 'et_pb_bg_layout_light', '<video></video><iframe title="Film" src="about:blank"></iframe>')}${slide(2, 'et_pb_bg_layout_dark')}</div></div>`;
const POSTS = `<div class="et_pb_module et_pb_slider et_pb_post_slider et_pb_post_slider_0 et_pb_slider_no_arrows et_pb_bg_layout_dark"><div class="et_pb_slides"><div class="et_pb_slide et_pb_post_slide-101 et_pb_bg_layout_dark"><h2>Un</h2></div><div class="et_pb_slide et_pb_post_slide-102 et_pb_bg_layout_dark"><h2>Deux</h2></div></div></div>`;
const GALLERY = `<div class="et_pb_module et_pb_gallery et_pb_gallery_0 et_pb_slider et_pb_gallery_fullwidth clearfix"><div class="et_pb_gallery_items et_post_gallery clearfix" data-per_page="4"><div class="et_pb_gallery_item et_pb_bg_layout_light et_pb_gallery_item_0_0"><div class="et_pb_gallery_image landscape"><a href="/a.svg" title="A"><img src="/a.svg" alt="A"></a></div></div><div class="et_pb_gallery_item et_pb_bg_layout_light et_pb_gallery_item_0_1"><div class="et_pb_gallery_image landscape"><a href="/b.svg" title="B"><img src="/b.svg" alt="B"></a></div></div></div></div>`;

function setUp(html = SLIDER) {
  document.body.innerHTML = html;
  const root = document.body.firstElementChild as HTMLElement;
  const before = root.outerHTML;
  const mounted = testMount<NoAttributes>(root);
  mount(mounted.context);
  const slides = [...root.querySelectorAll<HTMLElement>('.et_pb_slide, .et_pb_gallery_item')];
  const shown = () => slides.findIndex((element) => element.classList.contains('et-pb-active-slide'));
  const next = () => root.querySelector<HTMLElement>('.et-pb-arrow-next')!;
  const previous = () => root.querySelector<HTMLElement>('.et-pb-arrow-prev')!;
  const dots = () => [...root.querySelectorAll<HTMLElement>('.et-pb-controllers a')];
  const pause = () => root.querySelector<HTMLButtonElement>('button.fondant-carousel-pause');
  return { root, before, mounted, slides, shown, next, previous, dots, pause };
}

let reduced = false;
beforeEach(() => {
  vi.useFakeTimers();
  reduced = false;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: reduced && query.includes('reduce'), media: query }) as MediaQueryList);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  (window as unknown as { et_pb_custom?: unknown }).et_pb_custom = undefined;
});

describe('builder slider controls and ARIA', () => {
  it('creates the arrows and dots in the theme’s markup, as named buttons, and a pause button first', () => {
    (window as unknown as { et_pb_custom?: unknown }).et_pb_custom = { previous: 'Précédent', next: 'Suivant' };
    const { root, dots, pause } = setUp();
    expect(root.querySelector(':scope > .et-pb-slider-arrows')?.innerHTML).toBe(
      '<a href="#" role="button" aria-label="Diapositive précédente" class="et-pb-arrow-prev"><span>Précédent</span></a><a href="#" role="button" aria-label="Diapositive suivante" class="et-pb-arrow-next"><span>Suivant</span></a>',
    );
    expect(dots().map((dot) => [dot.textContent, dot.getAttribute('role'), dot.getAttribute('aria-label'), dot.className, dot.getAttribute('aria-current')])).toEqual([
      ['1', 'button', 'Diapositive 1 sur 3', 'et-pb-active-control', 'true'],
      ['2', 'button', 'Diapositive 2 sur 3', '', null],
      ['3', 'button', 'Diapositive 3 sur 3', '', null],
    ]);
    expect(root.firstElementChild).toBe(pause());
    expect(pause()?.textContent).toBe('Arrêter le défilement automatique des diapositives');
  });

  it('is a carousel region of named slide groups, the hidden slides inert, the live region off while rotating', () => {
    const { root, slides } = setUp();
    expect([root.getAttribute('role'), root.getAttribute('aria-roledescription'), root.getAttribute('aria-label')]).toEqual(['region', 'carrousel', 'Diaporama 1']);
    expect(slides.map((element) => [element.getAttribute('role'), element.getAttribute('aria-roledescription'), element.getAttribute('aria-label'), element.hasAttribute('inert'), element.style.display])).toEqual([
      ['group', 'diapositive', '1 sur 3', false, 'block'],
      ['group', 'diapositive', '2 sur 3', true, 'none'],
      ['group', 'diapositive', '3 sur 3', true, 'none'],
    ]);
    expect(root.querySelector('.et_pb_slides')?.getAttribute('aria-live')).toBe('off');
    expect(root.getAttribute('data-active-slide')).toBe('et_pb_slide_0');
  });
});

describe('builder slider moves', () => {
  it('sets the theme’s state classes, fades over 700 ms, ignores presses meanwhile, and wraps both ways', () => {
    const { root, slides, shown, next, previous, dots } = setUp();
    previous().click();
    expect(shown(), 'previous from the first wraps to the last').toBe(2);
    expect(root.classList.contains('et_slide_transition_to_previous')).toBe(true);
    expect(slides[0]!.className).toContain('et-pb-moved-slide et_slide_transition');
    expect([slides[0]!.style.zIndex, slides[2]!.style.zIndex, slides[2]!.style.display, slides[2]!.style.transition]).toEqual(['2', '1', 'block', 'opacity 700ms ease-in-out']);
    expect(root.getAttribute('data-active-slide')).toBe('et_pb_slide_2');
    expect(dots()[2]!.classList.contains('et-pb-active-control')).toBe(true);
    next().click();
    expect(shown(), 'a press during the fade is ignored').toBe(2);
    vi.advanceTimersByTime(700);
    expect([slides[0]!.style.display, slides[0]!.classList.contains('et_slide_transition'), slides[0]!.hasAttribute('inert')]).toEqual(['none', false, true]);
    next().click();
    expect(shown(), 'next from the last wraps to the first').toBe(0);
    expect(root.className).toContain('et_slide_transition_to_next');
    expect(root.className).not.toContain('et_slide_transition_to_previous');
    vi.advanceTimersByTime(700);
    dots()[1]!.click();
    expect([shown(), root.getAttribute('data-active-slide')]).toEqual([1, 'et_pb_slide_1']);
    expect(root.classList.contains('et_pb_bg_layout_light'), 'the root takes the new slide’s bg layout').toBe(true);
    expect(root.classList.contains('et_pb_bg_layout_dark')).toBe(false);
  });

  it('fires the theme’s events on the root: before the move and slide as it starts, after the move once the fade is over', () => {
    const { root, slides, next, dots } = setUp();
    const heard: unknown[][] = [];
    for (const name of ['simple_slider_before_move_to', 'slide', 'simple_slider_after_move_to']) {
      on(name, (...args: unknown[]) => heard.push([name, ...args]), { target: root });
    }
    next().click();
    expect(heard).toEqual([
      ['simple_slider_before_move_to', { direction: 'next', next_slide: slides[1] }],
      ['slide', { current: slides[0], next: slides[1] }],
    ]);
    next().click();
    expect(heard, 'an ignored press fires nothing').toHaveLength(2);
    vi.advanceTimersByTime(700);
    expect(heard[2]).toEqual(['simple_slider_after_move_to', { next_slide: slides[1] }]);
    dots()[0]!.click();
    expect(heard[3]).toEqual(['simple_slider_before_move_to', { direction: 0, next_slide: slides[0] }]);
  });

  it('answers Space on an arrow or a dot like a click', () => {
    const { shown, next, dots } = setUp();
    next().dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    expect(shown()).toBe(1);
    vi.advanceTimersByTime(700);
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    dots()[2]!.dispatchEvent(space);
    expect([shown(), space.defaultPrevented]).toEqual([2, true]);
  });

  it('stops the videos of the slide that leaves: the player paused, the embed reloaded', async () => {
    const { slides, next } = setUp();
    next().click();
    vi.advanceTimersByTime(700);
    const reloads: string[] = [];
    const observer = new MutationObserver((records) => records.forEach((record) => reloads.push((record.target as HTMLIFrameElement).src)));
    observer.observe(slides[1]!.querySelector('iframe')!, { attributeFilter: ['src'] });
    expect(slides[1]!.querySelector('video')!.pause).not.toHaveBeenCalled();
    next().click();
    await Promise.resolve();
    observer.disconnect();
    expect(slides[1]!.querySelector('video')!.pause).toHaveBeenCalled();
    expect(reloads).toEqual(['about:blank']);
  });

  it('names a post slide in data-active-slide by its order class, and copies nothing when the root has a layout', () => {
    const { root, dots, shown } = setUp(POSTS);
    expect(root.getAttribute('data-active-slide')).toBe('et_pb_post_slide-101');
    expect(root.querySelector('.et-pb-slider-arrows'), 'et_pb_slider_no_arrows').toBeNull();
    expect(root.querySelector('button.fondant-carousel-pause'), 'no pause button without auto-advance').toBeNull();
    expect(root.querySelector('.et_pb_slides')?.getAttribute('aria-live')).toBe('polite');
    dots()[1]!.click();
    expect([shown(), root.getAttribute('data-active-slide')]).toEqual([1, 'et_pb_post_slide-102']);
  });

  it('runs a gallery in slider mode on its items, its arrows in the text colour', () => {
    const { root, shown, next } = setUp(GALLERY);
    expect([shown(), root.getAttribute('data-active-slide'), root.getAttribute('aria-label')]).toEqual([0, 'et_pb_gallery_item_0_0', 'Galerie en diaporama 1']);
    expect(root.classList.contains('et_pb_bg_layout_light'), 'a root without a layout copies the first slide’s').toBe(true);
    expect(next().style.color).toBe('inherit');
    next().click();
    expect(root.getAttribute('data-active-slide')).toBe('et_pb_gallery_item_0_1');
  });

  it('swipes on touch only, across more than 30 px and more across than down', () => {
    const { root, shown } = setUp();
    const swipe = (pointerType: string, dx: number, dy: number) => {
      root.dispatchEvent(new PointerEvent('pointerdown', { pointerType, isPrimary: true, pointerId: 1, clientX: 200, clientY: 100, bubbles: true }));
      root.dispatchEvent(new PointerEvent('pointerup', { pointerType, isPrimary: true, pointerId: 1, clientX: 200 + dx, clientY: 100 + dy, bubbles: true }));
      vi.advanceTimersByTime(700);
    };
    swipe('mouse', -100, 0);
    swipe('touch', -20, 0);
    swipe('touch', -40, 60);
    expect(shown()).toBe(0);
    swipe('touch', -80, 10);
    expect(shown()).toBe(1);
    swipe('touch', 80, 0);
    expect(shown()).toBe(0);
  });
});

describe('builder slider auto-advance', () => {
  it('advances every 5000 ms, held while hovered (et_slider_hovered) and while the root has et_pb_pause_slider', () => {
    const { root, shown } = setUp();
    vi.advanceTimersByTime(5000);
    expect(shown()).toBe(1);
    root.dispatchEvent(new MouseEvent('mouseenter'));
    expect(root.classList.contains('et_slider_hovered')).toBe(true);
    vi.advanceTimersByTime(20000);
    expect(shown()).toBe(1);
    root.dispatchEvent(new MouseEvent('mouseleave'));
    expect(root.classList.contains('et_slider_hovered')).toBe(false);
    root.classList.add('et_pb_pause_slider');
    vi.advanceTimersByTime(5000 + 4000);
    expect(shown()).toBe(1);
    root.classList.remove('et_pb_pause_slider');
    vi.advanceTimersByTime(2000);
    expect(shown()).toBe(2);
  });

  it('stops for good when a control is used or the keyboard focus moves in, until the pause button plays again', () => {
    const { root, shown, next, pause } = setUp();
    next().click();
    expect(pause()?.textContent).toBe('Lancer le défilement automatique des diapositives');
    expect(root.querySelector('.et_pb_slides')?.getAttribute('aria-live')).toBe('polite');
    vi.advanceTimersByTime(30000);
    expect(shown()).toBe(1);
    pause()!.click();
    expect(root.querySelector('.et_pb_slides')?.getAttribute('aria-live')).toBe('off');
    vi.advanceTimersByTime(5000);
    expect(shown()).toBe(2);
    root.querySelector<HTMLElement>('.et-pb-controllers a')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    vi.advanceTimersByTime(30000);
    expect(shown()).toBe(2);
  });

  it('keeps rotating when the pointer focuses the pause button it presses, and stops when that press says so', () => {
    const { root, shown, pause } = setUp();
    pause()!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    pause()!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    pause()!.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    vi.advanceTimersByTime(5000);
    expect(shown()).toBe(1);
    pause()!.click();
    vi.advanceTimersByTime(30000);
    expect([shown(), root.querySelector('.et_pb_slides')?.getAttribute('aria-live')]).toEqual([1, 'polite']);
  });

  it('is held while the tab is hidden', () => {
    const { shown } = setUp();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(30000);
    expect(shown()).toBe(0);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(5000);
    expect(shown()).toBe(1);
  });
});

describe('builder slider under reduced motion', () => {
  it('swaps at once and never advances by itself (no pause button then)', () => {
    reduced = true;
    const { root, slides, shown, next, pause } = setUp();
    expect(pause()).toBeNull();
    vi.advanceTimersByTime(30000);
    expect(shown()).toBe(0);
    next().click();
    expect([slides[0]!.style.display, slides[1]!.style.display, slides[1]!.style.opacity]).toEqual(['none', 'block', '']);
    next().click();
    expect([shown(), root.getAttribute('data-active-slide')]).toEqual([2, 'et_pb_slide_2']);
  });
});

describe('builder slider cleanup and bad markup', () => {
  it('puts the server’s markup back, mid-fade, and leaves no timer', () => {
    const { root, before, mounted, next } = setUp();
    next().click();
    mounted.unmount();
    expect(root.outerHTML).toBe(before);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves a slider without slides, or with one, as it is', () => {
    for (const html of ['<div class="et_pb_slider et_slider_auto"></div>', '<div class="et_pb_slider"><div class="et_pb_slides"><div class="et_pb_slide"></div></div></div>']) {
      const { root, before, mounted } = setUp(html);
      expect(root.outerHTML).toBe(before);
      expect(mounted.errors).toEqual([]);
    }
  });
});
