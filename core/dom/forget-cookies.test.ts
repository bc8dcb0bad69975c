// Forgetting tracking cookies: every name on every domain a tracker may have used, and the page's cookies really gone.
import { describe, expect, it } from 'vitest';
import { forgetCookies } from './forget-cookies.ts';

describe('forgetCookies', () => {
  it('deletes each cookie host-only, on the host and on the host without www.', () => {
    const written: string[] = [];
    forgetCookies(['_pin_unauth', 'sib_cuid'], 'www.atelier-sucre.fr', (text) => written.push(text));
    expect(written).toEqual([
      '_pin_unauth=; path=/; max-age=-999',
      '_pin_unauth=; path=/; max-age=-999; domain=.www.atelier-sucre.fr',
      '_pin_unauth=; path=/; max-age=-999; domain=.atelier-sucre.fr',
      'sib_cuid=; path=/; max-age=-999',
      'sib_cuid=; path=/; max-age=-999; domain=.www.atelier-sucre.fr',
      'sib_cuid=; path=/; max-age=-999; domain=.atelier-sucre.fr',
    ]);
  });

  it('writes a domain once when the host has no www.', () => {
    const written: string[] = [];
    forgetCookies(['sib_cuid'], 'localhost', (text) => written.push(text));
    expect(written).toEqual(['sib_cuid=; path=/; max-age=-999', 'sib_cuid=; path=/; max-age=-999; domain=.localhost']);
  });

  it('removes the page’s cookie', () => {
    document.cookie = 'sib_cuid=abc; path=/';
    document.cookie = 'kept=1; path=/';
    forgetCookies(['sib_cuid'], location.hostname);
    expect(document.cookie).not.toContain('sib_cuid');
    expect(document.cookie).toContain('kept=1');
  });
});
