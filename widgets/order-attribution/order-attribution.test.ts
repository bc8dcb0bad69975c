// The widget mounted on a page with WooCommerce's global: cookies written with consent (or allowTracking without a
// consent API), the form's fields filled, the legacy functions, consent given and withdrawn, the checkout refresh.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testMount, type TestMount } from '../../core/testing/test-mount.ts';
import { emit } from '../../core/events/bridge.ts';
import { INPUTS_ELEMENT } from './attribution-inputs.ts';
import { mount } from './order-attribution.ts';
import { TRACKING_COOKIES } from './tracking-cookies.ts';

const FIELDS = {
  source_type: 'current.typ', referrer: 'current_add.rf', utm_campaign: 'current.cmp', utm_source: 'current.src', utm_medium: 'current.mdm',
  utm_content: 'current.cnt', utm_id: 'current.id', utm_term: 'current.trm', utm_source_platform: 'current.plt', utm_creative_format: 'current.fmt',
  utm_marketing_tactic: 'current.tct', session_entry: 'current_add.ep', session_start_time: 'current_add.fd', session_pages: 'session.pgs',
  session_count: 'udata.vst', user_agent: 'udata.uag',
};

type LegacyApi = { params: Record<string, unknown>; setOrderTracking(allow: boolean): void; getAttributionData(): Record<string, string | null> };
const api = () => window.wc_order_attribution as unknown as LegacyApi;
const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="wc_order_attribution_${name}"]`)?.value;
const sbjsCookies = () => document.cookie.split('; ').filter((cookie) => cookie.startsWith('sbjs_')).map((cookie) => cookie.split('=')[0]);
let mounted: TestMount<Record<string, never>> | undefined;

function page(params: Record<string, unknown>): void {
  document.body.innerHTML = `<form class="checkout"><${INPUTS_ELEMENT}></${INPUTS_ELEMENT}></form>`;
  window.wc_order_attribution = { params: { lifetime: 1e-5, session: 30, base64: false, prefix: 'wc_order_attribution_', allowTracking: true, ...params }, fields: FIELDS };
}

function start(): void {
  mounted = testMount(document.body, {});
  mount(mounted.context);
}

function clearCookies(): void {
  for (const name of TRACKING_COOKIES) {
    document.cookie = `${name}=; path=/; max-age=-1`;
    document.cookie = `${name}=; path=/; max-age=-1; domain=.${location.hostname}`;
  }
}

describe('order-attribution', () => {
  beforeEach(clearCookies);
  afterEach(() => {
    mounted?.unmount();
    mounted = undefined;
    delete window.wc_order_attribution;
    delete window.wp_has_consent;
    clearCookies();
  });

  it('counts the visit and fills the 16 fields when the shop allows tracking and there is no consent API', () => {
    page({});
    start();
    expect(sbjsCookies().sort()).toEqual(['sbjs_current', 'sbjs_current_add', 'sbjs_first', 'sbjs_first_add', 'sbjs_migrations', 'sbjs_session', 'sbjs_udata']);
    expect(document.querySelectorAll(`${INPUTS_ELEMENT} input`)).toHaveLength(16);
    expect(field('source_type')).toBe('typein');
    expect(field('utm_source')).toBe('(direct)');
    expect(field('session_pages')).toBe('1');
    expect(field('session_count')).toBe('1');
    expect(field('user_agent')).toBe(navigator.userAgent);
    expect(field('session_start_time')).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(api().getAttributionData()).toMatchObject({ source_type: 'typein', utm_medium: '(none)', referrer: '(none)' });
  });

  it('writes nothing and leaves the fields blank when allowTracking is off', () => {
    page({ allowTracking: false });
    start();
    expect(sbjsCookies()).toEqual([]);
    expect(field('source_type')).toBe('');
    expect(api().getAttributionData().source_type).toBeNull();
  });

  it('does nothing on a page without the settings', () => {
    document.body.innerHTML = `<form><${INPUTS_ELEMENT}></${INPUTS_ELEMENT}></form>`;
    start();
    expect(sbjsCookies()).toEqual([]);
    expect(window.wc_order_attribution).toBeUndefined();
  });

  it('asks the consent API for marketing (or the shop’s category), whatever allowTracking says', () => {
    const asked: string[] = [];
    window.wp_has_consent = (category: string) => {
      asked.push(category);
      return false;
    };
    page({ allowTracking: true });
    start();
    expect(asked).toEqual(['marketing']);
    expect(sbjsCookies()).toEqual([]);
    expect(field('source_type')).toBe('');
    mounted!.unmount();
    window.wp_has_consent = (category: string) => category === 'statistics';
    page({ consentCategory: 'statistics' });
    start();
    expect(field('source_type')).toBe('typein');
  });

  it('starts when consent is given and forgets everything when it is withdrawn', () => {
    window.wp_has_consent = () => false;
    page({});
    start();
    document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { marketing: 'allow' } }));
    expect(sbjsCookies()).toContain('sbjs_current');
    expect(field('source_type')).toBe('typein');
    document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { statistics: 'deny' } }));
    expect(field('source_type')).toBe('typein');
    document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { marketing: 'deny' } }));
    expect(sbjsCookies()).toEqual([]);
    expect(field('source_type')).toBe('');
    expect(api().params.allowTracking).toBe(false);
  });

  it('counts the page once when consent is confirmed again (the consent type defined after load)', () => {
    window.wp_has_consent = () => true;
    page({});
    start();
    document.dispatchEvent(new CustomEvent('wp_consent_type_defined'));
    document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { marketing: 'allow' } }));
    expect(field('session_pages')).toBe('1');
  });

  it('lets other plugins switch tracking through window.wc_order_attribution.setOrderTracking', () => {
    page({ allowTracking: false });
    start();
    api().setOrderTracking(true);
    expect(field('source_type')).toBe('typein');
    expect(api().params.allowTracking).toBe(true);
    api().setOrderTracking(false);
    expect(sbjsCookies()).toEqual([]);
    expect(field('utm_source')).toBe('');
  });

  it('fills copies the checkout’s fragments bring, on updated_checkout', () => {
    page({});
    start();
    document.querySelector(INPUTS_ELEMENT)!.remove();
    const copy = document.createElement('div');
    document.querySelector('form')!.append(copy);
    // A copy whose inputs came from the server blank (a fragment), already upgraded.
    copy.innerHTML = `<${INPUTS_ELEMENT}></${INPUTS_ELEMENT}>`;
    for (const input of copy.querySelectorAll('input')) input.value = '';
    emit('updated_checkout', [{}]);
    expect(field('source_type')).toBe('typein');
  });

  it('takes its functions away at unmount', () => {
    page({});
    start();
    mounted!.unmount();
    expect(window.wc_order_attribution?.setOrderTracking).toBeUndefined();
    vi.restoreAllMocks();
  });
});
