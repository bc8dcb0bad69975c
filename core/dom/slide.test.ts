// The slide and fade helpers with fondant.css applied: what the element shows while it moves (the computed
// transition or animation and its duration, clipped content) and its end state after the timers; under
// prefers-reduced-motion, the end state at once and no movement from the stylesheet either.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Window as HappyDomWindow } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FADE_MS, SLIDE_MS, fadeIn, hide, slideDown, slideUp } from './slide.ts';

/** happy-dom's emulated device: its prefersReducedMotion answers matchMedia (read by slide.ts) and the stylesheet's @media. */
const device = (window as unknown as HappyDomWindow).happyDOM.settings.device;
let element: HTMLElement;
let stylesheet: HTMLStyleElement;

/** The duration a computed `transition` or `animation` shorthand names, in ms; 0 when it names none. */
function durationMs(shorthand: string): number {
  const duration = shorthand.split(' ').find((token) => /^\d*\.?\d+m?s$/.test(token));
  if (!duration) return 0;
  return duration.endsWith('ms') ? parseFloat(duration) : parseFloat(duration) * 1000;
}

const computed = () => getComputedStyle(element);
const tokens = (shorthand: string) => shorthand.split(' ');

beforeEach(() => {
  vi.useFakeTimers();
  device.prefersReducedMotion = 'no-preference';
  stylesheet = document.createElement('style');
  stylesheet.textContent = readFileSync(join(import.meta.dirname, '../styles/fondant.css'), 'utf8');
  document.head.append(stylesheet);
  element = document.createElement('div');
  element.textContent = 'Session à Lyon';
  document.body.append(element);
  // happy-dom lays nothing out: give the element a height.
  Object.defineProperty(element, 'offsetHeight', { configurable: true, get: () => 40 });
  Object.defineProperty(element, 'scrollHeight', { configurable: true, get: () => 40 });
});

afterEach(() => {
  vi.useRealTimers();
  device.prefersReducedMotion = 'no-preference';
  element.remove();
  stylesheet.remove();
});

describe('slide', () => {
  it('slides up for 200 ms, its height moving to 0 with the content clipped, then hides it', () => {
    slideUp(element);
    expect(element.style.height).toBe('0px');
    expect(tokens(computed().transition)).toContain('height');
    expect(durationMs(computed().transition)).toBe(SLIDE_MS);
    expect(computed().overflow).toBe('hidden');
    vi.advanceTimersByTime(SLIDE_MS - 1);
    expect(computed().display).not.toBe('none');
    vi.advanceTimersByTime(1);
    expect(computed().display).toBe('none');
    expect([element.style.height, computed().transition, computed().overflow]).toEqual(['', '', '']);
  });

  it('slides a hidden element down to its height for 200 ms, then leaves no inline height and no transition', () => {
    element.style.display = 'none';
    slideDown(element);
    expect(computed().display).toBe('block');
    expect(element.style.height).toBe('40px');
    expect(durationMs(computed().transition)).toBe(SLIDE_MS);
    vi.advanceTimersByTime(SLIDE_MS);
    expect([element.style.display, element.style.height, computed().transition, computed().overflow]).toEqual(['', '', '', '']);
  });

  it('takes another duration (250 ms for payment boxes and field descriptions) and leaves no inline duration', () => {
    element.style.display = 'none';
    slideDown(element, 250);
    expect(element.style.transitionDuration).toBe('250ms');
    vi.advanceTimersByTime(249);
    expect(element.style.height).toBe('40px');
    vi.advanceTimersByTime(1);
    expect([element.style.height, element.style.transitionDuration]).toEqual(['', '']);
    slideUp(element, 250);
    expect(element.style.transitionDuration).toBe('250ms');
    vi.advanceTimersByTime(250);
    expect(computed().display).toBe('none');
  });

  it('reverses a slide up still running', () => {
    slideUp(element);
    vi.advanceTimersByTime(SLIDE_MS / 2);
    slideDown(element);
    expect(element.style.height).toBe('40px');
    vi.advanceTimersByTime(SLIDE_MS);
    expect(computed().display).toBe('block');
    expect(element.style.height).toBe('');
  });

  it('jumps to the end state under prefers-reduced-motion, with no transition', () => {
    device.prefersReducedMotion = 'reduce';
    slideUp(element);
    expect([computed().display, computed().transition]).toEqual(['none', '']);
    slideDown(element);
    expect([computed().display, element.style.height, computed().transition]).toEqual(['block', '', '']);
  });

  it('hides at once, ending a slide down still running and its timer', () => {
    element.style.display = 'none';
    slideDown(element);
    hide(element);
    expect([computed().display, element.style.height, computed().transition]).toEqual(['none', '', '']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops moving when the shopper asks for reduced motion during a slide', () => {
    slideUp(element);
    device.prefersReducedMotion = 'reduce';
    expect(computed().transition).toBe('none');
  });
});

describe('fadeIn', () => {
  it('fades in from transparent for 400 ms, then leaves no animation', () => {
    fadeIn(element);
    const animation = computed().animation;
    expect(durationMs(animation)).toBe(FADE_MS);
    const keyframes = [...stylesheet.sheet!.cssRules].find((rule): rule is CSSKeyframesRule => rule instanceof CSSKeyframesRule && tokens(animation).includes(rule.name));
    const from = keyframes?.cssRules[0] as CSSKeyframeRule | undefined;
    expect([from?.keyText, from?.style.opacity]).toEqual(['0%', '0']);
    vi.advanceTimersByTime(FADE_MS);
    expect(computed().animation).toBe('');
  });

  it('does not move under prefers-reduced-motion, nor once the shopper asks for it during a fade', () => {
    device.prefersReducedMotion = 'reduce';
    fadeIn(element);
    expect(computed().animation).toBe('');
    device.prefersReducedMotion = 'no-preference';
    fadeIn(element);
    device.prefersReducedMotion = 'reduce';
    expect(computed().animation).toBe('none');
  });
});
