// The countdown mounted on the page builder's markup with a fake clock: the time left at once, each second on the
// boundary (a late timer resynchronised from the clock), `zero` on the leading parts, the stop at zero, a malformed
// end ignored, no timer while the tab is hidden, the labels by width, the summary for screen readers, the unmount.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NoAttributes } from '../../core/registry/define-widget.ts';
import { testMount, type TestMount } from '../../core/testing/test-mount.ts';
import { mount } from './countdown.ts';

const END_S = 1_750_000_000;
const END_MS = END_S * 1000;
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const SECTIONS: Array<[part: string, short: string, full: string]> = [
  ['days', 'Jour', 'Jour(s)'],
  ['hours', 'H', 'Heure(s)'],
  ['minutes', 'Min', 'Minute(s)'],
  ['seconds', 'Sec', 'Seconde(s)'],
];

function countdownModule({ end = String(END_S) as string | null, column = 'et_pb_column_2_3' } = {}): HTMLElement {
  const sections = SECTIONS.map(([part, short, full]) => `<div class="${part} section values" data-short="${short}" data-full="${full}"><p class="value"></p><p class="label">${full}</p></div>`);
  const endAttribute = end === null ? '' : `data-end-timestamp="${end}"`;
  document.body.innerHTML = `
    <div class="et_pb_column ${column}">
      <div class="et_pb_module et_pb_countdown_timer et_pb_countdown_timer_0" ${endAttribute}>
        <div class="et_pb_countdown_timer_container clearfix">
          <h4 class="title">Prochaine session</h4>${sections.join('<div class="sep section"><p>:</p></div>')}
        </div>
      </div>
    </div>`;
  return document.querySelector<HTMLElement>('.et_pb_countdown_timer')!;
}

let mounted: TestMount<NoAttributes> | undefined;

/** Mounts the module with the clock `msBeforeEnd` before its end. */
function mountAt(msBeforeEnd: number, module = countdownModule()): HTMLElement {
  vi.setSystemTime(END_MS - msBeforeEnd);
  mounted = testMount<NoAttributes>(module);
  mount(mounted.context);
  return module;
}

const container = (module: HTMLElement) => module.querySelector<HTMLElement>('.et_pb_countdown_timer_container')!;
const shown = (module: HTMLElement) => [...module.querySelectorAll('.values .value')].map((value) => value.textContent).join(':');
const labels = (module: HTMLElement) => [...module.querySelectorAll('.values .label')].map((label) => label.textContent);
const zeroMarks = (module: HTMLElement) => [...container(module).children].filter((child) => child.classList.contains('zero')).map((child) => child.classList[0]);
const summary = (module: HTMLElement) => module.querySelector<HTMLElement>('.screen-reader-text');

function setVisibility(state: DocumentVisibilityState, { announce = true } = {}): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  if (announce) document.dispatchEvent(new Event('visibilitychange'));
}

function setContainerWidth(module: HTMLElement, width: number): void {
  Object.defineProperty(container(module), 'clientWidth', { configurable: true, get: () => width });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  Reflect.deleteProperty(document, 'visibilityState');
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the countdown', () => {
  it('shows the time left at once: days on three digits, the rest on two', () => {
    const module = mountAt(2 * DAY + 3 * HOUR + 4 * MINUTE + 5 * SECOND + 300);
    expect(shown(module)).toBe('002:03:04:06');
    expect(zeroMarks(module)).toEqual([]);
    expect(mounted!.errors).toEqual([]);
  });

  it('keeps every digit of more than 999 days', () => {
    expect(shown(mountAt(1234 * DAY))).toBe('1234:00:00:00');
  });

  it('ticks on each second boundary of the time left, one timer at a time', () => {
    const module = mountAt(10 * SECOND + 300);
    expect(shown(module)).toBe('000:00:00:11');
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(299);
    expect(shown(module)).toBe('000:00:00:11');
    vi.advanceTimersByTime(1);
    expect(shown(module)).toBe('000:00:00:10');
    vi.advanceTimersByTime(999);
    expect(shown(module)).toBe('000:00:00:10');
    vi.advanceTimersByTime(1);
    expect(shown(module)).toBe('000:00:00:09');
    expect(vi.getTimerCount()).toBe(1);
  });

  it('reads a late tick from the clock, and the next one falls on the boundary again', () => {
    const module = mountAt(5 * SECOND + 300);
    expect(shown(module)).toBe('000:00:00:06');
    // A busy main thread: the clock moves on 700 ms while the 300 ms timer waits.
    vi.setSystemTime(Date.now() + 700);
    vi.advanceTimersByTime(300);
    expect(Date.now()).toBe(END_MS - 4 * SECOND - 300);
    expect(shown(module)).toBe('000:00:00:05');
    vi.advanceTimersByTime(299);
    expect(shown(module)).toBe('000:00:00:05');
    vi.advanceTimersByTime(1);
    expect(shown(module)).toBe('000:00:00:04');
  });

  it('does not drift over an hour of ticks', () => {
    const module = mountAt(2 * HOUR + 250);
    vi.advanceTimersByTime(HOUR);
    expect(shown(module)).toBe('000:01:00:01');
    vi.advanceTimersByTime(250);
    expect(shown(module)).toBe('000:01:00:00');
  });

  it('marks the leading zero parts and their separators, as the page builder does', () => {
    const module = mountAt(1 * DAY + 5 * MINUTE);
    expect(zeroMarks(module), '1 day 0 hours 5 minutes: no zero mark').toEqual([]);
    mounted!.unmount();
    mountAt(4 * HOUR, countdownModule());
    expect(zeroMarks(document.querySelector<HTMLElement>('.et_pb_countdown_timer')!)).toEqual(['days', 'sep']);
    mounted!.unmount();
    const minutesLeft = mountAt(5 * MINUTE + 3 * SECOND, countdownModule());
    expect(shown(minutesLeft)).toBe('000:00:05:03');
    expect(zeroMarks(minutesLeft)).toEqual(['days', 'sep', 'hours', 'sep']);
    vi.advanceTimersByTime(5 * MINUTE);
    expect(zeroMarks(minutesLeft)).toEqual(['days', 'sep', 'hours', 'sep', 'minutes', 'sep']);
  });

  it('takes a zero mark off when it is no longer true (the clock set back)', () => {
    const module = mountAt(30 * SECOND);
    expect(zeroMarks(module)).toEqual(['days', 'sep', 'hours', 'sep', 'minutes', 'sep']);
    vi.setSystemTime(Date.now() - 2 * HOUR);
    vi.advanceTimersByTime(SECOND);
    expect(shown(module)).toBe('000:02:00:29');
    expect(zeroMarks(module)).toEqual(['days', 'sep']);
  });

  it('stops at zero: all zeros, every part marked, no timer left', () => {
    const module = mountAt(2 * SECOND + 500);
    vi.advanceTimersByTime(2 * SECOND + 500);
    expect(shown(module)).toBe('000:00:00:00');
    expect(zeroMarks(module)).toEqual(['days', 'sep', 'hours', 'sep', 'minutes', 'sep', 'seconds']);
    expect(vi.getTimerCount()).toBe(0);
    expect(summary(module)?.textContent).toBe('Le compte à rebours est terminé.');
  });

  it('shows zero at once and starts no timer when the end has passed', () => {
    const module = mountAt(-HOUR);
    expect(shown(module)).toBe('000:00:00:00');
    expect(zeroMarks(module)).toEqual(['days', 'sep', 'hours', 'sep', 'minutes', 'sep', 'seconds']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([null, '', 'demain', '17500000OO'])('leaves the module as served when its end is %j', (end) => {
    const module = countdownModule({ end });
    const served = module.outerHTML;
    mountAt(HOUR, module);
    expect(module.outerHTML).toBe(served);
    expect(vi.getTimerCount()).toBe(0);
    expect(mounted!.errors).toEqual([]);
  });
});

describe('the countdown in a hidden tab', () => {
  it('runs no timer while hidden, then reads the clock at once when shown, without catch-up ticks', () => {
    const module = mountAt(HOUR + 300);
    expect(shown(module)).toBe('000:01:00:01');
    setVisibility('hidden');
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10 * SECOND);
    expect(shown(module)).toBe('000:01:00:01');
    setVisibility('visible');
    expect(shown(module)).toBe('000:00:59:51');
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(299);
    expect(shown(module)).toBe('000:00:59:51');
    vi.advanceTimersByTime(1);
    expect(shown(module)).toBe('000:00:59:50');
  });

  it('shows the time left once when mounted in a hidden tab, and starts ticking when shown', () => {
    setVisibility('hidden', { announce: false });
    const module = mountAt(MINUTE);
    expect(shown(module)).toBe('000:00:01:00');
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(5 * SECOND);
    setVisibility('visible');
    expect(shown(module)).toBe('000:00:00:55');
    expect(vi.getTimerCount()).toBe(1);
  });
});

describe('the countdown labels', () => {
  it('are the full ones in a wide container, the short ones once it is 400 px or less (after 200 ms of quiet resizing)', () => {
    const module = countdownModule();
    setContainerWidth(module, 640);
    mountAt(HOUR, module);
    expect(labels(module)).toEqual(['Jour(s)', 'Heure(s)', 'Minute(s)', 'Seconde(s)']);
    setContainerWidth(module, 400);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(150);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(199);
    expect(labels(module)).toEqual(['Jour(s)', 'Heure(s)', 'Minute(s)', 'Seconde(s)']);
    vi.advanceTimersByTime(1);
    expect(labels(module)).toEqual(['Jour', 'H', 'Min', 'Sec']);
    setContainerWidth(module, 401);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(200);
    expect(labels(module)).toEqual(['Jour(s)', 'Heure(s)', 'Minute(s)', 'Seconde(s)']);
  });

  it.each(['et_pb_column_3_8', 'et_pb_column_1_4'])('are the short ones in a %s column, however wide', (column) => {
    const module = countdownModule({ column });
    setContainerWidth(module, 1000);
    mountAt(HOUR, module);
    expect(labels(module)).toEqual(['Jour', 'H', 'Min', 'Sec']);
  });
});

describe('the countdown for screen readers', () => {
  it('hides the digits but not the heading, and says the time left in a polite status', () => {
    const module = mountAt(3 * DAY + 4 * HOUR + 12 * MINUTE + 40 * SECOND);
    const children = [...container(module).children];
    expect(children.filter((child) => child.getAttribute('aria-hidden') === 'true')).toHaveLength(7);
    expect(module.querySelector('.title')!.hasAttribute('aria-hidden')).toBe(false);
    const status = summary(module)!;
    expect(status.getAttribute('role')).toBe('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.closest('[aria-hidden]')).toBeNull();
    expect(status.textContent).toBe('Temps restant : 3 jours, 4 heures, 12 minutes');
    expect(module.querySelectorAll('.screen-reader-text')).toHaveLength(1);
  });

  it('rewrites the summary only when the minute changes', () => {
    const module = mountAt(HOUR + 3 * SECOND);
    const status = summary(module)!;
    expect(status.textContent).toBe('Temps restant : 1 heure, 0 minute');
    const firstText = status.firstChild;
    vi.advanceTimersByTime(3 * SECOND);
    expect(shown(module)).toBe('000:01:00:00');
    expect(status.firstChild, 'the same text is left as it is').toBe(firstText);
    vi.advanceTimersByTime(SECOND);
    expect(status.textContent).toBe('Temps restant : 59 minutes');
    const secondText = status.firstChild;
    vi.advanceTimersByTime(59 * SECOND);
    expect(status.firstChild).toBe(secondText);
    vi.advanceTimersByTime(SECOND);
    expect(status.textContent).toBe('Temps restant : 58 minutes');
  });

  it('says less than a minute, then the end', () => {
    const module = mountAt(MINUTE);
    expect(summary(module)!.textContent).toBe('Temps restant : 1 minute');
    vi.advanceTimersByTime(SECOND);
    expect(summary(module)!.textContent).toBe('Temps restant : moins d’une minute');
    vi.advanceTimersByTime(MINUTE);
    expect(summary(module)!.textContent).toBe('Le compte à rebours est terminé.');
  });
});

describe('the countdown unmounted', () => {
  it('leaves no timer or listener, and gives the digits back to assistive technology', () => {
    const module = countdownModule();
    setContainerWidth(module, 640);
    mountAt(HOUR, module);
    window.dispatchEvent(new Event('resize'));
    expect(vi.getTimerCount()).toBe(2);
    mounted!.unmount();
    mounted = undefined;
    expect(vi.getTimerCount()).toBe(0);
    setVisibility('hidden');
    setVisibility('visible');
    window.dispatchEvent(new Event('resize'));
    expect(vi.getTimerCount()).toBe(0);
    expect(module.querySelector('[aria-hidden]')).toBeNull();
    expect(summary(module)).toBeNull();
  });

  it('mounts again on the same module with one summary', () => {
    const module = mountAt(HOUR);
    mounted!.unmount();
    mountAt(HOUR - SECOND, module);
    expect(module.querySelectorAll('.screen-reader-text')).toHaveLength(1);
    expect(shown(module)).toBe('000:00:59:59');
  });
});
