// The builder's entrance animations: the data read (JSON config over the theme's global, incomplete entries
// skipped), the settings per screen mode with SPEC's fallbacks, the start transforms, and a mounted element: the
// start when first visible, the clean-up after duration plus delay, loops, buttons, reduced motion, the editing
// view, an element without entry, legacy waypoints and the markup restored at unmount.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NoAttributes } from '../../core/registry/define-widget.ts';
import { intersectionObserverDouble } from '../../core/testing/intersection-observer-double.ts';
import { testMount } from '../../core/testing/test-mount.ts';
import { animationEntryFor, readAnimationData, type AnimationEntry } from './animation-data.ts';
import { animationSettings } from './animation-settings.ts';
import { startTransform } from './animation-transform.ts';
import { mount } from './builder-animations.ts';
import { screenMode } from '../../core/dom/screen-mode.ts';

const win = window as unknown as { et_animation_data?: unknown };
const BLURB = { class: 'et_pb_blurb_1', style: 'slideLeft', repeat: 'once', duration: '1000ms', delay: '200ms', intensity: '50%', starting_opacity: '0%', speed_curve: 'ease-out' };

const viewport = intersectionObserverDouble();
const showAll = () => viewport.intersect();
let reducedMotion = false;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  reducedMotion = false;
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reducedMotion && query.includes('reduce') }));
  viewport.install();
});

afterEach(() => {
  delete win.et_animation_data;
  document.body.className = '';
  document.body.removeAttribute('style');
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function mounted(html: string, selector = '.et_animated, .et-waypoint') {
  document.body.innerHTML = html;
  const element = document.querySelector<HTMLElement>(selector)!;
  const mounting = testMount<NoAttributes>(element);
  mount(mounting.context);
  expect(mounting.errors).toEqual([]);
  return { element, mounting };
}

describe('readAnimationData', () => {
  it('reads the JSON config’s list over the theme’s global and skips entries lacking a base key', () => {
    win.et_animation_data = [BLURB];
    expect(readAnimationData({}, window).map((entry) => entry.class)).toEqual(['et_pb_blurb_1']);
    const own = [{ ...BLURB, class: 'et_pb_text_2' }, { ...BLURB, class: 'et_pb_text_3', speed_curve: undefined }, { ...BLURB, class: ' ' }, null, 'x'];
    expect(readAnimationData({ animationData: own }, window).map((entry) => entry.class)).toEqual(['et_pb_text_2']);
    delete win.et_animation_data;
    expect(readAnimationData({}, window)).toEqual([]);
  });

  it('finds an element’s entry by its order class, the first one winning', () => {
    const element = Object.assign(document.createElement('div'), { className: 'et_pb_module et_pb_blurb_1 et_animated' });
    const entries = readAnimationData({ animationData: [{ ...BLURB, class: 'et_pb_blurb_0' }, BLURB, { ...BLURB, style: 'zoom' }] }, window);
    expect(animationEntryFor(element, entries)?.style).toBe('slideLeft');
  });
});

describe('screenMode and animationSettings', () => {
  it('name the modes at the builder’s breakpoints', () => {
    expect([1200, 981, 980, 768, 767, 320].map(screenMode)).toEqual(['desktop', 'desktop', 'tablet', 'tablet', 'phone', 'phone']);
  });

  it('read the entry, a tablet its _tablet value, a phone its _phone then _tablet value', () => {
    const entry = { ...BLURB, duration_tablet: '800ms', style_phone: 'fade', delay_tablet: '100ms' } as AnimationEntry;
    expect(animationSettings(entry, 'desktop')).toEqual({ style: 'slideLeft', loop: false, durationMs: 1000, delayMs: 200, intensity: 50, startingOpacity: 0, speedCurve: 'ease-out' });
    expect(animationSettings(entry, 'tablet')).toMatchObject({ style: 'slideLeft', durationMs: 800, delayMs: 100 });
    expect(animationSettings(entry, 'phone')).toMatchObject({ style: 'fade', durationMs: 800, delayMs: 100 });
  });

  it('fall back to SPEC’s defaults on values that do not parse, and loop on anything but once', () => {
    const bad = { ...BLURB, style: 'explode', repeat: 'loop', duration: 'long', delay: '-5ms', intensity: 'abc', starting_opacity: '250%', speed_curve: 'cubic-bezier(0,0,1,1)' } as AnimationEntry;
    expect(animationSettings(bad, 'desktop')).toEqual({ style: 'fade', loop: true, durationMs: 500, delayMs: 0, intensity: 50, startingOpacity: 0, speedCurve: 'ease-in-out' });
    expect(animationSettings({ ...BLURB, duration: '1.5s', intensity: '20', starting_opacity: '30%' } as AnimationEntry, 'desktop')).toMatchObject({ durationMs: 1500, intensity: 20, startingOpacity: 30 });
  });
});

describe('startTransform', () => {
  it('moves slides by twice the intensity from their side, scales zooms and turns flips, folds and rolls', () => {
    expect(startTransform('slideLeft', 50).transform).toBe('translate3d(-100%, 0, 0)');
    expect(startTransform('slideBottom', 10).transform).toBe('translate3d(0, 20%, 0)');
    expect(startTransform('slide', 40).transform).toBe('scale3d(0.6, 0.6, 0.6)');
    expect(startTransform('zoomTop', 50)).toEqual({ transform: 'scale3d(0.5, 0.5, 0.5)', origin: 'top' });
    expect(startTransform('flipTop', 100).transform).toBe('perspective(2000px) rotateX(90deg)');
    expect(startTransform('flipLeft', 50).transform).toBe('perspective(2000px) rotateY(-45deg)');
    expect(startTransform('foldRight', 100)).toEqual({ transform: 'perspective(2000px) rotateY(-90deg)', origin: 'right' });
    expect(startTransform('rollLeft', 50).transform).toBe('rotateZ(180deg)');
    expect(startTransform('fade', 50).transform).toBe('');
    expect(startTransform('bounceTop', 50).transform).toBe('');
  });
});

describe('a mounted animation', () => {
  it('waits to be seen, then plays from its start state and is cleaned up after duration plus delay', () => {
    win.et_animation_data = [BLURB];
    const { element } = mounted('<div class="et_pb_module et_pb_blurb et_pb_blurb_1 et_animated"><p>Nos engagements</p></div>');
    expect(element.classList.contains('et_is_animating')).toBe(false);
    showAll();
    expect([...element.classList]).toEqual(expect.arrayContaining(['et_animated', 'et_is_animating', 'slideLeft']));
    expect(element.style.getPropertyValue('animation-duration')).toBe('1000ms');
    expect(element.style.getPropertyValue('animation-delay')).toBe('200ms');
    expect(element.style.getPropertyValue('animation-timing-function')).toBe('ease-out');
    expect(element.style.getPropertyValue('opacity')).toBe('0');
    expect(element.style.getPropertyValue('transform')).toBe('translate3d(-100%, 0, 0)');
    expect(document.body.style.overflowX).toBe('hidden');
    vi.advanceTimersByTime(1199);
    expect(element.classList.contains('et_is_animating')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(element.className).toBe('et_pb_module et_pb_blurb et_pb_blurb_1 et_had_animation');
    expect(element.style.cssText).toBe('');
    expect(document.body.style.overflowX).toBe('');
  });

  it('keeps a loop running with `infinite`', () => {
    win.et_animation_data = [{ ...BLURB, repeat: 'loop', style: 'bounce' }];
    const { element } = mounted('<div class="et_pb_blurb_1 et_animated"></div>');
    showAll();
    vi.advanceTimersByTime(60_000);
    expect([...element.classList]).toEqual(expect.arrayContaining(['et_is_animating', 'bounce', 'infinite']));
  });

  it('animates a button module’s wrapper, the button itself no longer hidden', () => {
    win.et_animation_data = [{ ...BLURB, class: 'et_pb_button_0', style: 'zoom' }];
    const { element, mounting } = mounted('<div class="et_pb_button_module_wrapper et_pb_button_0_wrapper"><a class="et_pb_button et_pb_button_0 et_animated" href="/shop/">Voir</a></div>');
    const wrapper = element.parentElement!;
    expect(element.classList.contains('et_animated')).toBe(false);
    showAll();
    expect([...wrapper.classList]).toEqual(expect.arrayContaining(['et_animated', 'et_is_animating', 'zoom']));
    mounting.unmount();
    expect(wrapper.className).toBe('et_pb_button_module_wrapper et_pb_button_0_wrapper');
    expect(element.className).toBe('et_pb_button et_pb_button_0 et_animated');
    expect(document.body.style.overflowX).toBe('');
  });

  it('shows at once, never invisible, without an entry, under reduced motion and in the editing view', () => {
    const { element } = mounted('<div class="et_pb_text_2 et_animated"></div>');
    expect(element.className).toBe('et_pb_text_2 et_had_animation');
    win.et_animation_data = [BLURB];
    reducedMotion = true;
    expect(mounted('<div class="et_pb_blurb_1 et_animated"></div>').element.className).toBe('et_pb_blurb_1 et_had_animation');
    reducedMotion = false;
    document.body.className = 'et-fb';
    expect(mounted('<div class="et_pb_blurb_1 et_animated"></div>').element.className).toBe('et_pb_blurb_1 et_had_animation');
    expect(viewport.observed()).toEqual([]);
  });

  it('restores the server’s markup at unmount, mid-animation or before it', () => {
    win.et_animation_data = [BLURB];
    const { element, mounting } = mounted('<div class="et_pb_blurb_1 et_animated" style="color: red;"></div>');
    showAll();
    mounting.unmount();
    expect(element.className).toBe('et_pb_blurb_1 et_animated');
    expect(element.getAttribute('style')).toBe('color: red;');
    expect(document.body.style.overflowX).toBe('');
    vi.advanceTimersByTime(5000);
    expect(element.className).toBe('et_pb_blurb_1 et_animated');
    const waiting = mounted('<div class="et_pb_blurb_1 et_animated"></div>');
    waiting.mounting.unmount();
    expect(viewport.observed()).toEqual([]);
  });
});

describe('a legacy waypoint animation', () => {
  it('gets the theme’s et-animated when first seen, at once and motionless under reduced motion', () => {
    const { element, mounting } = mounted('<div class="et_pb_image et_pb_image_0 et-waypoint et_pb_animation_left"></div>');
    expect(element.classList.contains('et-animated')).toBe(false);
    showAll();
    expect(element.classList.contains('et-animated')).toBe(true);
    mounting.unmount();
    expect(element.className).toBe('et_pb_image et_pb_image_0 et-waypoint et_pb_animation_left');
    reducedMotion = true;
    const still = mounted('<div class="et_pb_image et_pb_image_0 et-waypoint et_pb_animation_left"></div>').element;
    expect(still.classList.contains('et-animated')).toBe(true);
    expect(still.style.getPropertyValue('animation')).toMatch(/none/);
  });
});
