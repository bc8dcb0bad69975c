// Brevo's marketing-automation tracker: sa.js's address, nothing before the start, the sib / sendinblue queue and
// page(), sa.js's own methods once loaded, and calls dropped while consent is withdrawn.
import type { Window as HappyDomWindow } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brevoTracker, trackerUrl } from './brevo-tracker.ts';
import type { BrevoTrackerSettings } from './marketing-tags-settings.ts';

// The tracker's script is not fetched here: happy-dom counts it as loaded.
(window as unknown as HappyDomWindow).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;

type Win = { sib?: Record<string, unknown> & { equeue: unknown[] }; sendinblue?: Record<string, (...args: unknown[]) => void> };
const win = window as unknown as Win;
const settings: BrevoTrackerSettings = { consent: 'marketing', clientKey: 'p99g0rfb', email: '', src: '/sa.js?plugin=wordpress' };

describe('brevoTracker', () => {
  afterEach(() => {
    delete win.sib;
    delete win.sendinblue;
    document.head.replaceChildren();
  });

  it('asks sa.js with the plugin marker and the client key', () => {
    expect(trackerUrl(settings)).toBe('/sa.js?plugin=wordpress&key=p99g0rfb');
    expect(trackerUrl({ ...settings, src: '/sa.js', clientKey: 'a b' })).toBe('/sa.js?key=a%20b');
  });

  it('touches nothing before it starts', () => {
    brevoTracker(settings);
    expect(win.sib).toBeUndefined();
    expect(document.querySelector('script')).toBeNull();
  });

  it('defines sib and the sendinblue queue methods, adds sa.js once and queues page()', () => {
    brevoTracker({ ...settings, email: 'cliente@example.fr' }).start();
    expect(win.sib).toMatchObject({ client_key: 'p99g0rfb', email_id: 'cliente@example.fr', equeue: [{ page: [] }] });
    win.sendinblue?.track?.('cart_updated', { id: 1 });
    expect(win.sib?.equeue[1]).toEqual({ track: ['cart_updated', { id: 1 }] });
    const script = document.querySelector<HTMLScriptElement>('script#sendinblue-js');
    expect(script?.getAttribute('src')).toBe('/sa.js?plugin=wordpress&key=p99g0rfb');
    expect(script?.async).toBe(true);
  });

  it('calls sa.js’s own methods once it has defined them', () => {
    brevoTracker(settings).start();
    const track = vi.fn();
    if (win.sib) win.sib.track = track;
    win.sendinblue?.track?.('order', { total: 18 }, { x: 1 });
    expect(track).toHaveBeenCalledWith('order', { total: 18 }, { x: 1 });
  });

  it('drops what the page sends while consent is withdrawn', () => {
    const tracker = brevoTracker(settings);
    tracker.start();
    tracker.pause();
    win.sendinblue?.track?.('after_withdrawal');
    win.sendinblue?.page?.();
    tracker.resume();
    win.sendinblue?.identify?.('x@example.fr');
    expect(win.sib?.equeue).toEqual([{ page: [] }, { identify: ['x@example.fr'] }]);
  });
});
