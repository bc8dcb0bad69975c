// The lightbox's movement: looping, a click on the picture going to the next one, a 333 ms zoom — a fade when
// `et_pb_custom.is_builder_plugin_used` (a string "1" as wp_localize_script prints it) says so, none under reduced motion.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lightboxSettings } from './lightbox-settings.ts';

const withTheme = (theme: unknown) => ({ et_pb_custom: theme }) as unknown as Window;

function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce') }));
}

afterEach(() => vi.unstubAllGlobals());

describe('lightboxSettings', () => {
  it('loops, goes to the next picture on a click and zooms over 333 ms', () => {
    reducedMotion(false);
    expect(lightboxSettings(withTheme(undefined))).toEqual({ loop: true, animation: 'zoom', animationMs: 333, pictureClick: 'next' });
    expect(lightboxSettings(withTheme({ is_builder_plugin_used: '' })).animation).toBe('zoom');
    expect(lightboxSettings(withTheme('garbled')).animation).toBe('zoom');
  });

  it('fades instead of zooming when is_builder_plugin_used is on', () => {
    reducedMotion(false);
    expect(lightboxSettings(withTheme({ is_builder_plugin_used: '1' })).animation).toBe('fade');
    expect(lightboxSettings(withTheme({ is_builder_plugin_used: true })).animation).toBe('fade');
  });

  it('does not animate under reduced motion', () => {
    reducedMotion(true);
    expect(lightboxSettings(withTheme({ is_builder_plugin_used: '1' })).animation).toBe('none');
    expect(lightboxSettings(withTheme({})).animation).toBe('none');
  });
});
