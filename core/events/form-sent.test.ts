// The builder forms' « sent » announcement: listeners on the module's ancestors hear it with the module, and the
// form waits for the work they hold, bounded by the time-out.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { on } from './bridge.ts';
import { announceFormSent, BUILDER_FORM_SENT, type HoldRedirect } from './form-sent.ts';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

function module(): HTMLElement {
  document.body.innerHTML = '<div class="et_pb_contact_form_container"></div>';
  return document.querySelector('div')!;
}

describe('announceFormSent', () => {
  it('resolves at once when no one holds the redirect, and listeners on body hear the module', async () => {
    const element = module();
    const heard: unknown[] = [];
    const off = on(BUILDER_FORM_SENT, (sent: unknown) => heard.push(sent));
    await announceFormSent(element, 5000);
    off();
    expect(heard).toEqual([element]);
  });

  it('waits for the held work to settle, even when it fails', async () => {
    const element = module();
    let finish!: () => void;
    const off = on(BUILDER_FORM_SENT, (_sent: unknown, hold: HoldRedirect) => hold(new Promise<void>((_resolve, reject) => (finish = () => reject(new Error('500'))))));
    let done = false;
    const announced = announceFormSent(element, 5000).then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    finish();
    await announced;
    off();
    expect(done).toBe(true);
  });

  it('waits no longer than the time-out for work that never ends', async () => {
    vi.useFakeTimers();
    const element = module();
    const off = on(BUILDER_FORM_SENT, (_sent: unknown, hold: HoldRedirect) => hold(new Promise(() => {})));
    let done = false;
    const announced = announceFormSent(element, 3000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(2999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await announced;
    off();
    expect(done).toBe(true);
  });
});
