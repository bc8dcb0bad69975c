import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasConsent, hasConsentApi, onConsentChange } from './consent.ts';

function change(detail: unknown): void {
  document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail }));
}

describe('consent', () => {
  const controller = new AbortController();
  afterEach(() => {
    delete window.wp_has_consent;
    vi.restoreAllMocks();
  });

  it('answers whenNoApi without the consent API', () => {
    expect(hasConsentApi()).toBe(false);
    expect(hasConsent('statistics', true)).toBe(true);
    expect(hasConsent('marketing', false)).toBe(false);
  });

  it('asks the API for the category, only true counting as consent', () => {
    const ask = vi.fn((category: string) => (category === 'statistics' ? true : 'yes'));
    window.wp_has_consent = ask;
    expect(hasConsentApi()).toBe(true);
    expect(hasConsent('statistics', false)).toBe(true);
    expect(hasConsent('marketing', true)).toBe(false);
    expect(ask).toHaveBeenCalledWith('marketing');
  });

  it('logs a throwing API and counts it as no consent', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.wp_has_consent = () => {
      throw new Error('broken banner');
    };
    expect(hasConsent('statistics', true)).toBe(false);
    expect(logged).toHaveBeenCalledOnce();
  });

  it('hears changes that name the category, allow and deny', () => {
    const heard: boolean[] = [];
    const local = new AbortController();
    onConsentChange('marketing', (granted) => heard.push(granted), local.signal);
    change({ marketing: 'allow' });
    change({ statistics: 'deny' });
    change({ marketing: 'deny' });
    change({ marketing: 'maybe' });
    change(null);
    change('marketing');
    // The API builds its detail as an array with a named property.
    const asTheApiSendsIt = Object.assign(new Array<string>(), { marketing: 'allow' });
    change(asTheApiSendsIt);
    expect(heard).toEqual([true, false, true]);
    local.abort();
    change({ marketing: 'allow' });
    expect(heard).toEqual([true, false, true]);
  });

  it('reads the answer again when the consent type becomes defined', () => {
    const heard: boolean[] = [];
    const local = new AbortController();
    onConsentChange('statistics', (granted) => heard.push(granted), local.signal);
    window.wp_has_consent = () => true;
    document.dispatchEvent(new Event('wp_consent_type_defined'));
    window.wp_has_consent = () => false;
    document.dispatchEvent(new Event('wp_consent_type_defined'));
    expect(heard).toEqual([true, false]);
    local.abort();
  });

  it('logs and ignores a throwing listener, and keeps listening', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    onConsentChange('marketing', () => {
      calls += 1;
      throw new Error('listener bug');
    }, controller.signal);
    expect(() => change({ marketing: 'allow' })).not.toThrow();
    change({ marketing: 'deny' });
    expect(calls).toBe(2);
    expect(logged).toHaveBeenCalledTimes(2);
    controller.abort();
  });
});
