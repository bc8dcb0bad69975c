// A service waiting for consent to its own category: started once, paused on withdrawal and resumed, its cookies
// forgotten whenever consent is missing, a failing service reported for the widget, nothing left listening after unmount.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testMount } from '../../core/testing/test-mount.ts';
import { runWithConsent } from './consent-gate.ts';

function change(detail: Record<string, string>): void {
  document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail }));
}

function recorder() {
  const calls: string[] = [];
  return { calls, service: { start: () => calls.push('start'), pause: () => calls.push('pause'), resume: () => calls.push('resume'), forget: () => calls.push('forget') } };
}

describe('runWithConsent', () => {
  afterEach(() => {
    delete window.wp_has_consent;
  });

  it('starts at once without a consent API', () => {
    const { calls, service } = recorder();
    const mounted = testMount(document.body);
    runWithConsent('marketing', service, mounted.context);
    expect(calls).toEqual(['start']);
    mounted.unmount();
  });

  it('waits for consent to its own category, then starts once', () => {
    window.wp_has_consent = () => false;
    const { calls, service } = recorder();
    const mounted = testMount(document.body);
    runWithConsent('marketing', service, mounted.context);
    change({ statistics: 'allow' });
    expect(calls, 'no consent at load: the cookies of an earlier consent go').toEqual(['forget']);
    change({ marketing: 'allow' });
    change({ marketing: 'allow' });
    expect(calls).toEqual(['forget', 'start']);
    mounted.unmount();
  });

  it('pauses on withdrawal, forgetting the cookies each time, and resumes on a new consent, never starting twice', () => {
    window.wp_has_consent = () => true;
    const { calls, service } = recorder();
    const mounted = testMount(document.body);
    runWithConsent('marketing', service, mounted.context);
    change({ marketing: 'deny' });
    change({ marketing: 'deny' });
    change({ marketing: 'allow' });
    expect(calls).toEqual(['start', 'pause', 'forget', 'forget', 'resume']);
    mounted.unmount();
  });

  it('only forgets the cookies on a refusal before any consent', () => {
    window.wp_has_consent = () => false;
    const { calls, service } = recorder();
    const mounted = testMount(document.body);
    runWithConsent('statistics', service, mounted.context);
    change({ statistics: 'deny' });
    expect(calls).toEqual(['forget', 'forget']);
    mounted.unmount();
  });

  it('re-reads consent when the consent type becomes defined', () => {
    let allowed = false;
    window.wp_has_consent = () => allowed;
    const { calls, service } = recorder();
    const mounted = testMount(document.body);
    runWithConsent('marketing', service, mounted.context);
    allowed = true;
    document.dispatchEvent(new Event('wp_consent_type_defined'));
    expect(calls).toEqual(['forget', 'start']);
    mounted.unmount();
  });

  it('reports a failing service for the widget and keeps listening', () => {
    window.wp_has_consent = () => false;
    const start = vi.fn(() => {
      throw new Error('blocked');
    });
    const mounted = testMount(document.body);
    runWithConsent('marketing', { start, pause() {}, resume() {}, forget() {} }, mounted.context);
    change({ marketing: 'allow' });
    expect(mounted.errors).toHaveLength(1);
    mounted.unmount();
  });

  it('stops listening at unmount', () => {
    window.wp_has_consent = () => false;
    const { calls, service } = recorder();
    const mounted = testMount(document.body);
    runWithConsent('marketing', service, mounted.context);
    mounted.unmount();
    change({ marketing: 'allow' });
    expect(calls).toEqual(['forget']);
  });
});
