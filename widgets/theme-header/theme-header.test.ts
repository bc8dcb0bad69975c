// The theme-header widget's mount with the page's measures faked (happy-dom lays nothing out): the fixed state on a
// fake scroll, one frame per burst of scroll events, the theme's events and their timing, the hidden header and its
// disabled variant, the keyboard focus showing a hidden bar, the room corrected only when it differs, and cleanup.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NoAttributes } from '../../core/registry/define-widget.ts';
import { testMount } from '../../core/testing/test-mount.ts';
import type { HeaderMeasures } from './header-measure.ts';

const page = vi.hoisted(() => ({
  measures: { mode: 'desktop', mainHeight: 80, topHeight: 31, adminBarHeight: 0, documentHeight: 5000, viewportHeight: 720 } as HeaderMeasures,
  waypointTop: 111,
}));

vi.mock('./header-measure.ts', async (original) => ({
  ...(await original<typeof import('./header-measure.ts')>()),
  measureHeader: () => ({ ...page.measures }),
  documentTop: () => page.waypointTop,
}));

const { mount } = await import('./theme-header.ts');

const SHELL = `<div id="page-container" style="padding-top: 111px">
  <div id="top-header"><a href="mailto:bonjour@atelier-sucre.fr">E-mail</a></div>
  <header id="main-header" style="top: 31px"><a id="accueil" href="/">Accueil</a></header>
  <div id="et-main-area"><div id="main-content"><a id="contenu" href="#tarifs">Tarifs</a></div></div>
</div>`;

const header = () => document.getElementById('main-header') as HTMLElement;
const topHeader = () => document.getElementById('top-header') as HTMLElement;
const container = () => document.getElementById('page-container') as HTMLElement;

let frames = new Map<number, FrameRequestCallback>();
let frameIds = 0;
let events: string[] = [];
const record = (event: Event) => events.push(`${event.type}:${(event as CustomEvent<{ marginTop: number }>).detail.marginTop}`);

function scrollTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

function runFrames(): void {
  const pending = [...frames.values()];
  frames.clear();
  for (const frame of pending) frame(0);
}

let mounted: ReturnType<typeof testMount<NoAttributes>> | undefined;

function start(bodyClass = 'et_fixed_nav et_show_nav et_secondary_nav_enabled') {
  document.body.className = bodyClass;
  document.body.innerHTML = SHELL;
  mounted = testMount<NoAttributes>(header());
  void mount(mounted.context);
  return mounted;
}

beforeEach(() => {
  vi.useFakeTimers();
  page.measures = { mode: 'desktop', mainHeight: 80, topHeight: 31, adminBarHeight: 0, documentHeight: 5000, viewportHeight: 720 };
  page.waypointTop = 111;
  frames = new Map();
  events = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.set(++frameIds, callback);
    return frameIds;
  });
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => void frames.delete(id));
  window.addEventListener('ETDiviFixedHeaderTransitionStart', record);
  window.addEventListener('ETDiviFixedHeaderTransitionEnd', record);
  scrollTo(0);
});

afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  window.removeEventListener('ETDiviFixedHeaderTransitionStart', record);
  window.removeEventListener('ETDiviFixedHeaderTransitionEnd', record);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the fixed header on desktop', () => {
  it('is fixed from 56 px of scroll on, in one frame per burst of scroll events, and normal again above', () => {
    const desktop = start();
    scrollTo(40);
    scrollTo(55);
    expect(frames.size).toBe(1);
    runFrames();
    expect(header().classList.contains('et-fixed-header')).toBe(false);
    scrollTo(56);
    runFrames();
    expect(header().classList.contains('et-fixed-header')).toBe(true);
    expect(topHeader().classList.contains('et-fixed-header')).toBe(true);
    expect(container().classList.contains('et-animated-content')).toBe(true);
    scrollTo(10);
    runFrames();
    expect(header().classList.contains('et-fixed-header')).toBe(false);
    expect(topHeader().classList.contains('et-fixed-header')).toBe(false);
    // As the theme: the content keeps its animation class once the header was fixed.
    expect(container().classList.contains('et-animated-content')).toBe(true);
    expect(desktop.errors).toEqual([]);
  });

  it('dispatches the transition start at each change and its end 400 ms later, with the margin Fondant gave (none)', () => {
    start();
    scrollTo(300);
    runFrames();
    scrollTo(320);
    runFrames();
    expect(events).toEqual(['ETDiviFixedHeaderTransitionStart:0']);
    vi.advanceTimersByTime(399);
    expect(events).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['ETDiviFixedHeaderTransitionStart:0', 'ETDiviFixedHeaderTransitionEnd:0']);
    scrollTo(0);
    runFrames();
    vi.advanceTimersByTime(400);
    expect(events.slice(2)).toEqual(['ETDiviFixedHeaderTransitionStart:0', 'ETDiviFixedHeaderTransitionEnd:0']);
  });

  it('is fixed at once on a page opened below the threshold', () => {
    scrollTo(900);
    start();
    expect(header().classList.contains('et-fixed-header')).toBe(true);
    expect(events).toEqual(['ETDiviFixedHeaderTransitionStart:0']);
  });

  it('keys on the first section’s top under a transparent header: fixed from 55 px', () => {
    page.waypointTop = 0;
    start('et_fixed_nav et_show_nav et_transparent_nav et_secondary_nav_enabled et_pb_pagebuilder_layout');
    scrollTo(54);
    runFrames();
    expect(header().classList.contains('et-fixed-header')).toBe(false);
    scrollTo(55);
    runFrames();
    expect(header().classList.contains('et-fixed-header')).toBe(true);
  });

  it('is never fixed on tablet or phone, and leaves its fixed state when the window narrows', () => {
    page.measures.mode = 'tablet';
    start();
    scrollTo(2000);
    runFrames();
    expect(header().classList.contains('et-fixed-header')).toBe(false);
    page.measures.mode = 'desktop';
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(200);
    expect(header().classList.contains('et-fixed-header')).toBe(true);
    page.measures.mode = 'phone';
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(199);
    expect(header().classList.contains('et-fixed-header')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(header().classList.contains('et-fixed-header')).toBe(false);
  });

  it('stays off without et_fixed_nav', () => {
    start('et_non_fixed_nav et_show_nav');
    scrollTo(2000);
    expect(frames.size).toBe(0);
    expect(header().classList.contains('et-fixed-header')).toBe(false);
  });
});

describe('the header hidden until scroll', () => {
  const transforms = () => [header().style.transform, topHeader().style.transform];

  it('is translated up by its height until fixed (from 367 px), and again above', () => {
    start('et_fixed_nav et_hide_nav et_secondary_nav_enabled');
    expect(transforms()).toEqual(['translateY(-111px)', 'translateY(-111px)']);
    scrollTo(366);
    runFrames();
    expect(transforms()).toEqual(['translateY(-111px)', 'translateY(-111px)']);
    scrollTo(367);
    runFrames();
    expect(header().classList.contains('et-fixed-header')).toBe(true);
    expect(transforms()).toEqual(['', '']);
    scrollTo(100);
    runFrames();
    expect(transforms()).toEqual(['translateY(-111px)', 'translateY(-111px)']);
  });

  it('is shown while the keyboard focus is in one of its bars', () => {
    start('et_fixed_nav et_hide_nav et_secondary_nav_enabled');
    const email = topHeader().querySelector('a') as HTMLElement;
    email.focus();
    expect(transforms()).toEqual(['', '']);
    (document.getElementById('accueil') as HTMLElement).focus();
    expect(transforms()).toEqual(['', '']);
    (document.getElementById('contenu') as HTMLElement).focus();
    expect(transforms()).toEqual(['translateY(-111px)', 'translateY(-111px)']);
  });

  it('is disabled on a page too short to scroll past it (enabled again at unmount), and hidden again once the window makes it tall enough', () => {
    page.measures.documentHeight = 1031;
    start('et_fixed_nav et_hide_nav et_secondary_nav_enabled').unmount();
    expect(document.body.className).toBe('et_fixed_nav et_secondary_nav_enabled et_hide_nav');
    start('et_fixed_nav et_hide_nav et_secondary_nav_enabled');
    expect(document.body.className).toBe('et_fixed_nav et_secondary_nav_enabled et_hide_nav_disabled');
    expect(transforms()).toEqual(['', '']);
    page.measures.viewportHeight = 600;
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(200);
    expect(document.body.classList.contains('et_hide_nav')).toBe(true);
    expect(document.body.classList.contains('et_hide_nav_disabled')).toBe(false);
    expect(transforms()).toEqual(['translateY(-111px)', 'translateY(-111px)']);
  });

  it('is not hidden on tablet', () => {
    page.measures.mode = 'tablet';
    start('et_fixed_nav et_hide_nav et_secondary_nav_enabled');
    expect(transforms()).toEqual(['', '']);
  });
});

describe('the room kept for the header', () => {
  it('is left to the CSS when it matches the measured heights', () => {
    start();
    expect(container().style.cssText).toBe('padding-top: 111px;');
    expect(header().style.cssText).toBe('top: 31px;');
  });

  it('follows a taller header, and the fixed admin bar on desktop; back as printed at unmount', () => {
    page.measures.mainHeight = 90;
    page.measures.adminBarHeight = 32;
    const taller = start();
    expect(container().style.paddingTop).toBe('121px');
    expect(topHeader().style.top).toBe('32px');
    expect(header().style.top).toBe('63px');
    taller.unmount();
    expect(container().style.cssText).toBe('padding-top: 111px;');
    expect(header().style.cssText).toBe('top: 31px;');
    expect(topHeader().hasAttribute('style')).toBe(false);
  });
});

describe('the fixed vertical navigation', () => {
  const VERTICAL = 'et_vertical_nav et_vertical_fixed et_show_nav et_secondary_nav_enabled et_header_style_left';
  const COLUMN = `<div id="page-container" style="margin-right: 64px">
  <div id="top-header"><a href="mailto:bonjour@atelier-sucre.fr">E-mail</a></div>
  <header id="main-header"><a id="accueil" href="/">Accueil</a></header>
  <div id="et-main-area" style="margin-right: 225px"><div id="main-content"></div></div>
</div>`;

  function column(bodyClass = VERTICAL) {
    document.body.className = bodyClass;
    document.body.innerHTML = COLUMN;
    mounted = testMount<NoAttributes>(header());
    void mount(mounted.context);
    return mounted;
  }

  beforeEach(() => {
    // The column is as high as the window; the content starts below the 31 px top bar.
    page.measures.mainHeight = 720;
    page.waypointTop = 31;
  });

  it('marks the column alone once the window’s top reaches the content’s top, and unmarks it above, with the theme’s events', () => {
    const desktop = column();
    scrollTo(30);
    runFrames();
    expect(header().classList.contains('et-fixed-header')).toBe(false);
    scrollTo(31);
    runFrames();
    expect(header().classList.contains('et-fixed-header')).toBe(true);
    expect(topHeader().classList.contains('et-fixed-header')).toBe(false);
    expect(container().classList.contains('et-animated-content')).toBe(false);
    vi.advanceTimersByTime(400);
    expect(events).toEqual(['ETDiviFixedHeaderTransitionStart:0', 'ETDiviFixedHeaderTransitionEnd:0']);
    scrollTo(30);
    runFrames();
    expect(header().classList.contains('et-fixed-header')).toBe(false);
    expect(events).toHaveLength(3);
    expect(desktop.errors).toEqual([]);
  });

  it('is marked from the start when the content begins at the page’s top, as the theme’s waypoint fires at setup', () => {
    page.waypointTop = 0;
    column('et_vertical_nav et_vertical_fixed et_show_nav et_header_style_left');
    expect(header().classList.contains('et-fixed-header')).toBe(true);
  });

  it('keeps no room and writes no top, whatever the column’s height; hides nothing under et_hide_nav', () => {
    column(`${VERTICAL} et_hide_nav`);
    scrollTo(10);
    runFrames();
    expect(container().getAttribute('style')).toBe('margin-right: 64px');
    expect(header().hasAttribute('style')).toBe(false);
    expect(topHeader().hasAttribute('style')).toBe(false);
    expect(document.body.className).toBe(`${VERTICAL} et_hide_nav`);
  });

  it('is a top bar scrolling away on tablet and phone: never marked, and unmarked when the window narrows', () => {
    page.measures.mode = 'tablet';
    column();
    scrollTo(2000);
    runFrames();
    expect(header().classList.contains('et-fixed-header')).toBe(false);
    page.measures.mode = 'desktop';
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(200);
    expect(header().classList.contains('et-fixed-header')).toBe(true);
    page.measures.mode = 'phone';
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(200);
    expect(header().classList.contains('et-fixed-header')).toBe(false);
  });

  it('stays off when the vertical navigation is not fixed', () => {
    column('et_vertical_nav et_show_nav et_header_style_left');
    scrollTo(2000);
    expect(frames.size).toBe(0);
    expect(header().classList.contains('et-fixed-header')).toBe(false);
  });

  it('on the right of a boxed layout, shows the column (et_vertical_menu_set) at the box’s right edge on desktop only, as printed again at unmount', () => {
    const boxed = column(`${VERTICAL} et_vertical_right et_boxed_layout`);
    expect(header().classList.contains('et_vertical_menu_set')).toBe(true);
    expect(header().style.right).toBe('64px');
    page.measures.mode = 'tablet';
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(200);
    expect(header().classList.contains('et_vertical_menu_set')).toBe(true);
    expect(header().style.right).toBe('');
    boxed.unmount();
    expect(header().className).toBe('');
    expect(header().hasAttribute('style')).toBe(false);
    column(`${VERTICAL} et_vertical_right`);
    expect(header().classList.contains('et_vertical_menu_set')).toBe(false);
    expect(header().hasAttribute('style')).toBe(false);
  });
});

describe('cleanup', () => {
  it('puts the classes, the body’s hide-nav class and the inline styles back, and drops the events still due', () => {
    const hidden = start('et_fixed_nav et_hide_nav et_secondary_nav_enabled');
    scrollTo(400);
    runFrames();
    scrollTo(0);
    window.dispatchEvent(new Event('scroll'));
    hidden.unmount();
    vi.advanceTimersByTime(1000);
    runFrames();
    expect(events).toEqual(['ETDiviFixedHeaderTransitionStart:0']);
    expect(header().className).toBe('');
    expect(topHeader().className).toBe('');
    expect(container().className).toBe('');
    expect(document.body.className).toBe('et_fixed_nav et_hide_nav et_secondary_nav_enabled');
    expect(header().style.cssText).toBe('top: 31px;');
    expect(topHeader().hasAttribute('style')).toBe(false);
  });

  it('leaves the page alone beside the theme’s own bundle', () => {
    document.body.className = 'et_fixed_nav et_hide_nav et_secondary_nav_enabled';
    document.body.innerHTML = `<script id="divi-custom-script-js" type="text/plain"></script>${SHELL}`;
    const before = document.body.outerHTML;
    const listen = vi.spyOn(EventTarget.prototype, 'addEventListener');
    void mount(testMount<NoAttributes>(header()).context);
    expect(document.body.outerHTML).toBe(before);
    expect(listen).not.toHaveBeenCalled();
  });
});
