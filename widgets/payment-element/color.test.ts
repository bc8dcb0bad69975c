// The colour sums of the style extractor on computed-style colours: parsing, brightness, translucent colours on
// white, and hover shades that stay readable.
import { describe, expect, it } from 'vitest';
import { brightness, hoverColors, isLight, isVisibleColor, opaqueOnWhite, parseRgb } from './color.ts';

describe('colours', () => {
  it('parses rgb() and rgba() in both syntaxes, and nothing else', () => {
    expect(parseRgb('rgb(1, 2, 3)')).toEqual({ r: 1, g: 2, b: 3, a: 1 });
    expect(parseRgb('rgba(10, 20, 30, 0.5)')).toEqual({ r: 10, g: 20, b: 30, a: 0.5 });
    expect(parseRgb('rgb(10 20 30 / 50%)')).toEqual({ r: 10, g: 20, b: 30, a: 0.5 });
    expect(parseRgb('#fff')).toBeNull();
  });

  it('tells light from dark and visible from transparent', () => {
    expect(brightness('rgb(255, 255, 255)')).toBe(255);
    expect(isLight('rgb(255, 255, 255)')).toBe(true);
    expect(isLight('rgb(51, 51, 51)')).toBe(false);
    expect(isVisibleColor('rgba(0, 0, 0, 0)')).toBe(false);
    expect(isVisibleColor('rgb(0, 0, 0)')).toBe(true);
  });

  it('lays a translucent colour on white', () => {
    expect(opaqueOnWhite('rgba(0, 0, 0, 0.5)')).toBe('rgb(128, 128, 128)');
    expect(opaqueOnWhite('rgb(12, 34, 56)')).toBe('rgb(12, 34, 56)');
  });

  it('darkens a light control and lightens a dark one, keeping readable text', () => {
    expect(hoverColors('rgb(255, 255, 255)', 'rgb(51, 51, 51)')).toEqual({ backgroundColor: 'rgb(237, 237, 237)', color: 'rgb(51, 51, 51)' });
    expect(hoverColors('rgb(0, 0, 0)', 'rgb(255, 255, 255)')).toEqual({ backgroundColor: 'rgb(18, 18, 18)', color: 'rgb(255, 255, 255)' });
    expect(hoverColors('rgb(120, 120, 120)', 'rgb(110, 110, 110)')?.color).toBe('rgb(255, 255, 255)');
    expect(hoverColors('transparent', 'rgb(0, 0, 0)')).toBeNull();
  });
});
