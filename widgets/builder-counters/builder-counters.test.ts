// The builder's counters: the grouping of the shown number, the eased 1800 ms count, and each module's mount: the
// number counter's count and spoken final value, the circle's ring, the bars' widths and `et-animated`; reduced
// motion ends at once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NoAttributes } from '../../core/registry/define-widget.ts';
import { intersectionObserverDouble } from '../../core/testing/intersection-observer-double.ts';
import { testMount } from '../../core/testing/test-mount.ts';
import { mount } from './builder-counters.ts';
import { COUNT_MS, countProgress } from './count-up.ts';
import { formatCount } from './number-format.ts';

function mounted(html: string) {
  document.body.innerHTML = html;
  const element = document.body.firstElementChild as HTMLElement;
  const mounting = testMount<NoAttributes>(element);
  mount(mounting.context);
  return { element, mounting };
}

const NUMBER = `<div class="et_pb_module et_pb_number_counter" data-number-value="2400" data-number-separator=" "><div class="percent"><p><span class="percent-value"></span><span class="percent-sign"></span></p></div><h3 class="title">Stagiaires</h3></div>`;

const viewport = intersectionObserverDouble();
const showAll = () => viewport.intersect();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  viewport.install();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('formatCount and countProgress', () => {
  it('round and group with the module’s separator', () => {
    expect(formatCount(2399.6, ' ')).toBe('2 400');
    expect(formatCount(1234567, '.')).toBe('1.234.567');
    expect(formatCount(1234, '')).toBe('1234');
    expect(formatCount(98, ',')).toBe('98');
  });

  it('ease out from 0 to 1 over 1800 ms', () => {
    expect(countProgress(0)).toBe(0);
    expect(countProgress(COUNT_MS / 2)).toBeGreaterThan(0.5);
    expect(countProgress(COUNT_MS)).toBe(1);
    expect(countProgress(COUNT_MS * 2)).toBe(1);
  });
});

describe('a number counter', () => {
  it('waits to be seen, then counts up to its value over 1800 ms, active from the start, the final value spoken throughout', () => {
    const { element } = mounted(NUMBER);
    const shown = element.querySelector('.percent-value')!;
    vi.advanceTimersByTime(2000);
    expect([element.classList.contains('active'), shown.textContent]).toEqual([false, '']);
    showAll();
    expect(element.classList.contains('active')).toBe(true);
    expect(element.querySelector('.screen-reader-text')?.textContent).toBe('2 400');
    expect(element.querySelector('.percent p')?.getAttribute('aria-hidden')).toBe('true');
    vi.advanceTimersByTime(900);
    const halfway = Number(shown.textContent!.replace(/\s/g, ''));
    expect(halfway).toBeGreaterThan(1200);
    expect(halfway).toBeLessThan(2400);
    vi.advanceTimersByTime(1000);
    expect(shown.textContent).toBe('2 400');
  });

  it('shows its value at once under reduced motion, and stops counting at unmount', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList);
    const reduced = mounted(NUMBER).element;
    showAll();
    expect(reduced.querySelector('.percent-value')?.textContent).toBe('2 400');
    vi.restoreAllMocks();
    const { element, mounting } = mounted(NUMBER);
    showAll();
    vi.advanceTimersByTime(100);
    mounting.unmount();
    const stopped = element.querySelector('.percent-value')?.textContent;
    vi.advanceTimersByTime(3000);
    expect(element.querySelector('.percent-value')?.textContent).toBe(stopped);
  });

  it('leaves a counter without a readable value as it is', () => {
    const { element } = mounted(NUMBER.replace('data-number-value="2400"', 'data-number-value="beaucoup"'));
    expect(element.classList.contains('active')).toBe(false);
    expect(element.querySelector('.screen-reader-text')).toBeNull();
  });
});

describe('a circle counter', () => {
  it('counts its percentage, its ring hidden from screen readers and removed at unmount', () => {
    const { element, mounting } = mounted(`<div class="et_pb_module et_pb_circle_counter"><div class="et_pb_circle_counter_inner" data-number-value="85" data-bar-bg-color="#7b2d5b"><div class="percent"><p><span class="percent-value"></span><span class="percent-sign">%</span></p></div></div></div>`);
    showAll();
    vi.advanceTimersByTime(2000);
    expect(element.querySelector('.percent-value')?.textContent).toBe('85');
    expect(element.querySelector('.screen-reader-text')?.textContent).toBe('85%');
    const canvas = element.querySelector('canvas');
    if (canvas) expect(canvas.getAttribute('aria-hidden')).toBe('true');
    mounting.unmount();
    expect(element.querySelector('canvas')).toBeNull();
  });
});

describe('bar counters', () => {
  it('take their widths and start the theme’s slide with et-animated', () => {
    const { element } = mounted(`<ul class="et_pb_module et_pb_counters et-waypoint"><li><span class="et_pb_counter_title">Pâte à sucre</span><span class="et_pb_counter_container"><span class="et_pb_counter_amount" data-width="90%"></span><span class="et_pb_counter_amount overlay" data-width="90%"></span></span></li><li><span class="et_pb_counter_container"><span class="et_pb_counter_amount" data-width="140%"></span></span></li></ul>`);
    expect([...element.querySelectorAll<HTMLElement>('.et_pb_counter_amount')].map((bar) => bar.style.width)).toEqual(['90%', '90%', '100%']);
    expect(element.classList.contains('et-animated')).toBe(false);
    showAll();
    expect(element.classList.contains('et-animated')).toBe(true);
  });
});
