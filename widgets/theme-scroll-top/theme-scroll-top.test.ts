// The back-to-top control: a named button past 800 px (et-visible), out of the tab order and hidden from assistive
// technology above (et-hidden), never shown before the first time past 800 px; Enter and Space take the page up.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NoAttributes } from '../../core/registry/define-widget.ts';
import { testMount } from '../../core/testing/test-mount.ts';
import { mount } from './theme-scroll-top.ts';

let scrollTop = 0;
let frames: FrameRequestCallback[] = [];

beforeEach(() => {
  scrollTop = 0;
  document.body.innerHTML = '<div id="page-container"><span class="et_pb_scroll_top et-pb-icon"></span></div>';
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollTop });
  frames = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  window.matchMedia = vi.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
  vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => void (scrollTop = options.top ?? 0)) as typeof window.scrollTo);
});

afterEach(() => vi.restoreAllMocks());

function scrollTo(top: number): void {
  scrollTop = top;
  window.dispatchEvent(new Event('scroll'));
  window.dispatchEvent(new Event('scroll'));
  const due = frames;
  frames = [];
  expect(due, 'one reading per frame').toHaveLength(1);
  for (const frame of due) frame(0);
}

describe('theme-scroll-top', () => {
  it('is a named button, shown past 800 px and hidden above, then takes the page up on Enter and Space', () => {
    const control = document.querySelector<HTMLElement>('.et_pb_scroll_top')!;
    const instance = testMount<NoAttributes>(control);
    void mount(instance.context);
    expect(control.getAttribute('role')).toBe('button');
    expect(control.getAttribute('aria-label')).toBe('Revenir en haut de la page');
    expect(control.className).toBe('et_pb_scroll_top et-pb-icon');
    expect(control.tabIndex).toBe(-1);
    scrollTo(800);
    expect(control.classList.contains('et-visible')).toBe(false);
    expect(control.style.display).toBe('');
    scrollTo(801);
    expect(control.classList.contains('et-visible')).toBe(true);
    expect(control.style.display).toBe('inline');
    expect(control.tabIndex).toBe(0);
    expect(control.hasAttribute('aria-hidden')).toBe(false);
    scrollTo(300);
    expect(control.classList.contains('et-hidden')).toBe(true);
    expect(control.classList.contains('et-visible')).toBe(false);
    expect(control.getAttribute('aria-hidden')).toBe('true');
    expect(control.tabIndex).toBe(-1);

    for (const key of ['Enter', ' ']) {
      scrollTo(2000);
      const press = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      control.dispatchEvent(press);
      control.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true, cancelable: true }));
      expect(press.defaultPrevented).toBe(true);
      expect(scrollTop).toBe(0);
      expect(document.activeElement).toBe(document.getElementById('page-container'));
      control.focus();
    }
    instance.unmount();
    expect(control.outerHTML).toBe('<span class="et_pb_scroll_top et-pb-icon"></span>');
    expect(instance.errors).toEqual([]);
  });

  it('on a page loaded past 800 px, shows in the first frame, not in the mount’s own task', () => {
    scrollTop = 2000;
    const control = document.querySelector<HTMLElement>('.et_pb_scroll_top')!;
    const instance = testMount<NoAttributes>(control);
    void mount(instance.context);
    expect(control.classList.contains('et-visible')).toBe(false);
    expect(frames).toHaveLength(1);
    frames.splice(0).forEach((frame) => frame(0));
    expect(control.classList.contains('et-visible')).toBe(true);
    expect(control.tabIndex).toBe(0);
    instance.unmount();
  });
});
