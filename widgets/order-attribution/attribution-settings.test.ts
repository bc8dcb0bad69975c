// The attribution settings (JSON config first, then WooCommerce's global; allowTracking as a boolean or yes/no, the
// prefix, the consent category) and the deletion of the eight sbjs_ cookies on every domain they may carry.
import { describe, expect, it } from 'vitest';
import { consentCategory, fieldPrefix, readAttributionSettings, trackingAllowed } from './attribution-settings.ts';
import { removeTrackingCookies } from './tracking-cookies.ts';
import { TestCookieJar } from './test-data/cookie-jar.ts';

const woo = { params: { lifetime: 1e-5, session: 30, prefix: 'wc_order_attribution_', allowTracking: true }, fields: { source_type: 'current.typ', bad: 3 } };

describe('readAttributionSettings', () => {
  it('reads the JSON config first, then the global WordPress prints, keeping the page’s params object', () => {
    const fromJson = readAttributionSettings({ orderAttribution: woo }, {} as Window);
    expect(fromJson?.params).toBe(woo.params);
    expect(fromJson?.fields).toEqual({ source_type: 'current.typ' });
    const global = { params: { allowTracking: false }, fields: {} };
    expect(readAttributionSettings({}, { wc_order_attribution: global } as unknown as Window)?.params).toBe(global.params);
    expect(readAttributionSettings({ orderAttribution: {} }, {} as Window)).toBeNull();
  });

  it('reads allowTracking as a boolean or WooCommerce 8.5’s yes/no, the prefix and the consent category', () => {
    expect(trackingAllowed({ allowTracking: 'yes' })).toBe(true);
    expect(trackingAllowed({ allowTracking: 'no' })).toBe(false);
    expect(trackingAllowed({})).toBe(false);
    expect(fieldPrefix({})).toBe('wc_order_attribution_');
    expect(fieldPrefix({ prefix: 'shop_' })).toBe('shop_');
    expect(consentCategory({})).toBe('marketing');
    expect(consentCategory({ consentCategory: 'statistics' })).toBe('statistics');
    expect(consentCategory({ consentCategory: 'nonsense' })).toBe('marketing');
  });
});

describe('removeTrackingCookies', () => {
  it('deletes the 8 sbjs_ cookies on this host, on it without www. and host-only', () => {
    const jar = new TestCookieJar();
    removeTrackingCookies(jar, 'www.atelier-sucre.fr');
    expect(jar.written).toHaveLength(24);
    expect(jar.written).toContain('sbjs_promo=; path=/; max-age=-999; domain=.www.atelier-sucre.fr');
    expect(jar.written).toContain('sbjs_migrations=; path=/; max-age=-999; domain=.atelier-sucre.fr');
    expect(jar.written).toContain('sbjs_first_add=; path=/; max-age=-999');
    const local = new TestCookieJar();
    removeTrackingCookies(local, '127.0.0.1');
    expect(local.written).toHaveLength(16);
  });
});
